import { cn } from "~/lib/cn";

/** Under a form: what its details are used for, and the privacy policy. */
export function PrivacyNote({ text, link, className }: { text: string; link: string; className?: string }) {
  return (
    <p className={cn("text-sm text-muted", className)}>
      {text}{" "}
      <a href="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-4">
        {link}
      </a>
      .
    </p>
  );
}
