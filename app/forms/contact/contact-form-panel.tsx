import type { ReactNode } from "react";

/** The panel that holds the enquiry form on the home page. */
export function ContactFormPanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    // On a phone the form needs no frame of its own: the section is its frame.
    <div className="sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 sm:shadow-sm">
      <h3 className="text-2xl font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}
