import type { ReactNode } from "react";
import type { Action } from "~/content/types";
import { cn } from "~/lib/cn";
import { ActionRow } from "./action-link";

/**
 * The closing band of a page: one message and where to go next. Dark by default; light where
 * the section before it is already a dark panel, so two never sit back to back. `children`
 * (contact cards) sit beside the message on wide screens, so the page closes with one block.
 */
export function CallToAction({
  id,
  title,
  text,
  actions,
  tone = "dark",
  children,
}: {
  id?: string;
  title: string;
  text: ReactNode;
  actions: readonly Action[];
  tone?: "dark" | "light";
  children?: ReactNode;
}) {
  const dark = tone === "dark";
  return (
    <section id={id} aria-label={title} className="bg-white px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div
        className={cn(
          "mx-auto rounded-3xl px-5 py-10 sm:px-12 sm:py-16",
          dark
            ? "on-dark bg-gradient-to-br from-brand-800 to-brand-950 text-white shadow-xl"
            : "bg-brand-50 text-ink ring-1 ring-brand-100",
          children ? "grid max-w-7xl gap-10 lg:grid-cols-2 lg:items-center" : "max-w-5xl text-center",
        )}
      >
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>
          <p
            className={cn(
              "mt-4 max-w-2xl text-lg leading-8",
              dark ? "text-slate-200" : "text-muted",
              !children && "mx-auto",
            )}
          >
            {text}
          </p>
          <ActionRow actions={actions} className={cn("mt-8", !children && "justify-center")} />
        </div>
        {children}
      </div>
    </section>
  );
}
