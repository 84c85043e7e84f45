import { useEffect, useState } from "react";
import { company, formatAddress } from "~/content/company";
import type { FooterGroup } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { ExternalLink } from "./external-link";
import { LogoMark } from "./logo";

/** Prerendered pages carry the build year; the browser corrects it if the year has turned since. */
function CurrentYear() {
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
const BUILD_YEAR = new Date().getFullYear();

/**
 * How each link group sits on a phone (docs/decisions/031: the footer under 900 px at 390): the
 * services across the width in two columns, then the industries and the company's links on the
 * left beside the resources. From 768 px each group is one column.
 */
const groupLayout: Record<string, { group: string; list: string }> = {
  Services: { group: "col-span-2 md:col-span-1", list: "grid grid-cols-2 gap-x-4 md:grid-cols-1" },
  Resources: { group: "row-span-2 md:row-span-1", list: "" },
};

export function Footer({ groups }: { groups: readonly FooterGroup[] }) {
  return (
    <footer className="on-dark bg-brand-950 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-6 px-4 py-8 sm:px-6 sm:py-14 md:gap-10 lg:grid-cols-6 lg:px-8">
        <div className="col-span-2">
          <p className="flex items-center gap-2.5 text-lg font-bold text-white">
            <LogoMark className="size-9" />
            {company.name}
          </p>
          <p className="mt-4 hidden max-w-sm text-sm leading-6 sm:block">{company.tagline}.</p>
          <address className="mt-3 text-sm not-italic leading-6 sm:mt-4">
            Registered office: {formatAddress()}
          </address>
          <p className="mt-2 text-sm sm:mt-4">
            <ExternalLink
              href={company.social.href}
              className="inline-block py-0.5 font-semibold text-white underline underline-offset-4 hover:text-accent-300"
            >
              {company.name} on {company.social.label}
            </ExternalLink>
          </p>
        </div>
        {groups.map((group) => (
          <nav
            key={group.title}
            aria-label={`${group.title} links`}
            className={groupLayout[group.title]?.group}
          >
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{group.title}</h2>
            <ul className={cn("mt-2 text-sm sm:mt-4 sm:space-y-1", groupLayout[group.title]?.list)}>
              {group.links.map((link) => (
                <li key={link.label}>
                  {/* At least 24 px tall: the smallest target WCAG 2.2 allows for a link in a list. */}
                  <a href={link.to} className="inline-block py-0.5 hover:text-white hover:underline sm:py-1">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl px-4 py-4 text-xs leading-5 sm:px-6 sm:py-6 md:flex md:justify-between lg:px-8">
          {/* One paragraph's lines on a phone, two ends of a line from 768 px. */}
          <p className="inline md:block">
            © <CurrentYear /> {company.legalName}. All rights reserved.{" "}
          </p>
          <p className="inline md:block">
            Registered in {company.registeredIn}, company number {company.registrationNumber}.
          </p>
        </div>
      </div>
    </footer>
  );
}
