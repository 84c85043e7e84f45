import type { ReactNode } from "react";
import { company, formatAddress } from "~/content/company";
import { siteWords } from "~/content/site-words";
import type { IconName } from "~/content/types";
import { EmailAddress } from "./email-address";
import { Icon } from "./icon";

type ContactCard = { icon: IconName; title: string; value: ReactNode; href?: string };

/**
 * Email, phone and office of the consultancy, each one tap away: three cards, or on a phone one
 * card of three rows.
 */
export function ContactCards({
  phone = company.officePhone,
  officeLabel = "Registered Office",
  officeAddress = formatAddress(),
}: {
  phone?: { display: string; href: string };
  officeLabel?: string;
  /** The office line: the full address by default, or a shorter line such as a town and distance. */
  officeAddress?: string;
}) {
  const cards: ContactCard[] = [
    {
      icon: "mail",
      title: siteWords.contactCards.email,
      value: <EmailAddress address={company.email} />,
      href: `mailto:${company.email}`,
    },
    { icon: "phone", title: siteWords.contactCards.phone, value: phone.display, href: phone.href },
    { icon: "pin", title: officeLabel, value: officeAddress },
  ];
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm sm:grid sm:gap-4 sm:divide-y-0 sm:rounded-none sm:border-0 sm:bg-transparent sm:shadow-none">
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex gap-3 p-3 sm:gap-4 sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-5 sm:shadow-sm"
        >
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 sm:size-11">
            <Icon name={card.icon} className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-ink">{card.title}</h3>
            {card.href ? (
              <a href={card.href} className="break-words text-brand-700 underline-offset-4 hover:underline">
                {card.value}
              </a>
            ) : (
              <address className="not-italic text-muted">{card.value}</address>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
