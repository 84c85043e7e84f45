import { ArrowLeft } from "lucide-react";

/** "Back to ..." link shown above a page's content. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <a
      href={to}
      className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-600 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
