import { ArrowRight } from "lucide-react";
import { type ButtonProps, buttonClasses } from "~/components/ui/button";
import type { Action } from "~/content/types";
import { cn } from "~/lib/cn";
import { ExternalLink } from "./external-link";

/** A call-to-action link that looks like a button. */
export function ActionLink({
  action,
  size = "lg",
  className,
}: {
  action: Action;
  size?: ButtonProps["size"];
  className?: string;
}) {
  const classes = cn(buttonClasses(action.variant ?? "primary", size), className);
  if (/^https?:/.test(action.to)) {
    return (
      <ExternalLink href={action.to} className={classes}>
        {action.label}
      </ExternalLink>
    );
  }
  if (/^(tel|mailto):/.test(action.to)) {
    return (
      <a href={action.to} className={classes}>
        {action.label}
      </a>
    );
  }
  return (
    <a href={action.to} className={classes}>
      {action.label}
      {action.variant === "primary" || !action.variant ? (
        <ArrowRight aria-hidden="true" className="size-5" />
      ) : null}
    </a>
  );
}

export function ActionRow({
  actions,
  className,
  size,
}: {
  actions: readonly Action[];
  className?: string;
  size?: ButtonProps["size"];
}) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      {actions.map((action) => (
        <ActionLink key={action.label} action={action} size={size} />
      ))}
    </div>
  );
}
