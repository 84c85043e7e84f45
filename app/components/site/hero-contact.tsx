import { ArrowRight } from "lucide-react";
import { company } from "~/content/company";
import { contactPanel } from "~/content/contact-panel";
import { EmailAddress } from "./email-address";
import { Icon } from "./icon";

export type Phone = { display: string; href: string };

/** "Daniel Trevithick" as "DT", for the round badges beside a director's name. */
export const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

/**
 * Beside the hero: the people a visitor will talk to and how to reach them, so the first screen of
 * every page says who the firm is and how to get in touch. Plain markup, no script.
 */
export function HeroContact({ phone = company.officePhone }: { phone?: Phone }) {
  return (
    <aside
      aria-label={contactPanel.label}
      className="rounded-2xl bg-brand-900/80 p-6 ring-1 ring-white/15 sm:p-8"
    >
      <p className="text-lg font-semibold text-white">{contactPanel.title}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {company.directors.map((director) => (
          <li key={director.name} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-950"
            >
              {initials(director.name)}
            </span>
            <span className="text-sm leading-5">
              <span className="block font-semibold text-white">{director.name}</span>
              <span className="text-slate-300">{director.role}</span>
            </span>
          </li>
        ))}
      </ul>
      <ul className="mt-6 space-y-3 border-t border-white/15 pt-6 text-slate-100">
        <li className="flex items-center gap-3">
          <Icon name="phone" className="size-5 shrink-0 text-accent-300" />
          <a href={phone.href} className="text-xl font-semibold text-white hover:underline">
            {phone.display}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Icon name="mail" className="size-5 shrink-0 text-accent-300" />
          <a href={`mailto:${company.email}`} className="break-words text-white hover:underline">
            <EmailAddress address={company.email} />
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Icon name="clock" className="size-5 shrink-0 text-accent-300" />
          {contactPanel.replyPromise}
        </li>
        <li className="flex items-center gap-3">
          <Icon name="pin" className="size-5 shrink-0 text-accent-300" />
          {contactPanel.office}
        </li>
      </ul>
      <a
        href={contactPanel.message.to}
        className="mt-6 inline-flex items-center gap-1.5 font-semibold text-accent-300 hover:text-accent-400 hover:underline"
      >
        {contactPanel.message.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </aside>
  );
}
