import { useEffect, useId } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { formWords } from "~/content/form-outcomes";
import type { Action } from "~/content/types";
import { cn } from "~/lib/cn";
import { answerId } from "~/lib/forms/form-answer";
import { FormIcon } from "./form-icon";
import { useHydrated, useTakeFocus } from "./take-focus";

/** One line of "What you sent": the visitor's own words, rendered as text (React escapes them). */
export type SentItem = { label: string; value: string };

export type FormOutcomeProps = {
  /** The specification's success words: 'Message Sent!' and its sentence. */
  title: string;
  description: string;
  /** What happens next, and when. */
  next?: readonly string[];
  sent?: readonly SentItem[];
  /** Where to go from here: a call, an article. */
  actions?: readonly Action[];
  /** Shows the form again, empty (with JavaScript); without it, `againHref` reloads the page's form. */
  onAgain?: () => void;
  again?: { label: string; href: string };
  /** Focus on the panel once shown: set when it replaces the form the visitor just sent. */
  focus?: boolean;
  /** A small panel inside a card or dialog: tighter. */
  compact?: boolean;
  /** The title's level: 3 by default, 4 under a section's own h3. */
  headingLevel?: 3 | 4;
};

/**
 * The outcome of a public form that stays (docs/decisions/031): it takes the form's place and
 * says what happens next, what was sent and where to go from here. The same component for every
 * public form (contact, resource request, subscribe), fed with words from app/content/; the
 * toast that also announces it goes after five seconds, this does not. Without JavaScript the
 * page action's answer renders it, and the page opens at it (`answerId`, docs/decisions/039).
 */
export function FormOutcome({
  title,
  description,
  next = [],
  sent = [],
  actions = [],
  onAgain,
  again,
  focus,
  compact,
  headingLevel = 3,
}: FormOutcomeProps) {
  const Heading = headingLevel === 4 ? "h4" : "h3";
  const ref = useTakeFocus<HTMLElement>(focus || undefined);
  // Taller than the screen below the header, the panel would be brought in at its end (the
  // nearest edge), its title out of sight: it is brought in at its title instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when it takes the focus, as useTakeFocus.
  useEffect(() => {
    const panel = ref.current;
    if (!focus || !panel) return;
    const header = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (panel.offsetHeight > window.innerHeight - header) panel.scrollIntoView({ block: "start" });
  }, [focus]);
  // Shown as the page came from the server (a post without JavaScript), the page opens at it.
  const hydrated = useHydrated();
  const pageAnswer = focus && !hydrated;
  const titleId = useId();
  const list = sent.filter((item) => item.value.trim());
  return (
    <section
      ref={ref}
      id={answerId(pageAnswer)}
      aria-labelledby={titleId}
      tabIndex={-1}
      autoFocus={focus}
      data-form-outcome=""
      className={cn(
        "rounded-2xl border border-green-200 bg-green-50 text-ink",
        compact ? "p-4" : "p-5 sm:p-6",
      )}
    >
      <div className="flex gap-3">
        <FormIcon kind="done" className="mt-0.5 size-6 shrink-0 text-green-700" />
        <div className="min-w-0">
          <Heading id={titleId} className={cn("font-bold text-green-900", compact ? "text-base" : "text-xl")}>
            {title}
          </Heading>
          <p className="mt-1 leading-7 text-green-900">{description}</p>
        </div>
      </div>
      {next.length > 0 ? (
        <div className="mt-5">
          <p className="font-semibold">{formWords.nextTitle}</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5 leading-7 text-slate-700">
            {next.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
      {list.length > 0 ? (
        <div className={compact ? "mt-3" : "mt-5"}>
          <p className={compact ? "sr-only" : "font-semibold"}>{formWords.sentTitle}</p>
          <dl className="mt-2 divide-y divide-green-200 rounded-lg bg-white px-4 text-sm ring-1 ring-green-200">
            {list.map((item) => (
              <div key={item.label} className="grid gap-x-4 py-2 sm:grid-cols-[9rem_1fr]">
                <dt className="font-semibold text-slate-700">{item.label}</dt>
                <dd className="whitespace-pre-line text-ink wrap-anywhere">{item.value.trim()}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {actions.length > 0 || onAgain || again ? (
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {/* Plain links (internal, tel:): the forms' scripts stay clear of the icon library. */}
          {actions.map((action) => (
            <a key={action.label} href={action.to} className={buttonClasses(action.variant, "md")}>
              {action.label}
            </a>
          ))}
          {onAgain && again ? (
            <Button type="button" variant="ghost" onClick={onAgain}>
              {again.label}
            </Button>
          ) : again ? (
            <a
              href={again.href}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {again.label}
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
