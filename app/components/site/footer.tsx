import { useEffect, useState } from "react";
import { company, formatAddress } from "~/content/company";
import type { FooterGroup } from "~/content/navigation";
import { ExternalLink } from "./external-link";
import { LogoMark } from "./logo";

/** Prerendered pages carry the build year; the browser corrects it if the year has turned since. */
function CurrentYear() {
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
const BUILD_YEAR = new Date().getFullYear();

export function Footer({ groups }: { groups: readonly FooterGroup[] }) {
  return (
    <footer className="on-dark bg-brand-950 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-6 lg:px-8">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2.5 text-lg font-bold text-white">
            <LogoMark className="size-9" />
            {company.name}
          </p>
          <p className="mt-4 max-w-sm text-sm leading-6">{company.tagline}.</p>
          <address className="mt-4 text-sm not-italic leading-6">
            Registered office: {formatAddress()}
          </address>
          <p className="mt-4 text-sm">
            <ExternalLink
              href={company.social.href}
              className="font-semibold text-white underline underline-offset-4 hover:text-accent-300"
            >
              {company.name} on {company.social.label}
            </ExternalLink>
          </p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={`${group.title} links`}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{group.title}</h2>
            <ul className="mt-4 space-y-1 text-sm">
              {group.links.map((link) => (
                <li key={link.label}>
                  <a href={link.to} className="inline-block py-1 hover:text-white hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs leading-5 sm:px-6 md:flex-row md:justify-between lg:px-8">
          <p>
            © <CurrentYear /> {company.legalName}. All rights reserved.
          </p>
          <p>
            Registered in {company.registeredIn}, company number {company.registrationNumber}.
          </p>
        </div>
      </div>
    </footer>
  );
}
