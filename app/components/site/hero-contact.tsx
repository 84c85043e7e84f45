import { ArrowRight } from "lucide-react";
import { company, directors } from "~/content/company";
import { contactPanel } from "~/content/contact-panel";
import { DirectorAvatar } from "./director-avatar";
import { EmailAddress } from "./email-address";
import { Icon } from "./icon";

const tap =
  "inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-white/10 px-3 font-semibold text-white ring-1 ring-white/20 hover:bg-white/15";

/**
 * Beside the hero: the people a visitor will talk to and how to reach them, so the first screen of
 * every page says who the firm is and how to get in touch. On a phone it is one short block (the
 * directors' faces, the reply promise, call and email as two buttons), so the page's own content
 * starts on the first screen; from 640 px it lists names, roles, the office and the form's link.
 * Plain markup, no script.
 */
export function HeroContact() {
  const phone = company.officePhone;
  return (
    <aside
      aria-label={contactPanel.label}
      className="rounded-2xl bg-brand-900/80 p-4 ring-1 ring-white/15 sm:p-8"
    >
      <div className="flex items-center gap-3 sm:block">
        <span className="flex -space-x-2 sm:hidden">
          {directors.map((director) => (
            <DirectorAvatar
              key={director.name}
              director={director}
              size={40}
              className="size-10 bg-accent-400 text-brand-950 ring-2 ring-brand-900"
            />
          ))}
        </span>
        <p className="leading-6">
          <span className="block font-semibold text-white sm:text-lg">{contactPanel.title}</span>
          <span className="text-sm text-slate-200 sm:hidden">{contactPanel.replyPromise}</span>
        </p>
      </div>
      <ul className="mt-4 hidden gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {directors.map((director) => (
          <li key={director.name} className="flex items-center gap-3">
            <DirectorAvatar director={director} size={40} className="size-10 bg-accent-400 text-brand-950" />
            <span className="text-sm leading-5">
              <span className="block font-semibold text-white">{director.name}</span>
              <span className="text-slate-300">{director.role}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-3 sm:hidden">
        <a href={phone.href} className={`${tap} flex-[3]`}>
          <Icon name="phone" className="size-5 text-accent-300" />
          {phone.display}
        </a>
        <a
          href={`mailto:${company.email}`}
          className={tap}
          aria-label={`${contactPanel.emailLabel} at ${company.email}`}
        >
          <Icon name="mail" className="size-5 text-accent-300" />
          {contactPanel.emailLabel}
        </a>
      </div>
      <ul className="mt-6 hidden space-y-3 border-t border-white/15 pt-6 text-slate-100 sm:block">
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
        {[
          { icon: "clock" as const, text: contactPanel.replyPromise },
          { icon: "pin" as const, text: contactPanel.office },
        ].map((line) => (
          <li key={line.icon} className="flex items-center gap-3">
            <Icon name={line.icon} className="size-5 shrink-0 text-accent-300" />
            {line.text}
          </li>
        ))}
      </ul>
      <a
        href={contactPanel.message.to}
        className="mt-6 hidden items-center gap-1.5 font-semibold text-accent-300 hover:text-accent-400 hover:underline sm:inline-flex"
      >
        {contactPanel.message.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </aside>
  );
}
