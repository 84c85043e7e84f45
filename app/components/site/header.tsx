import { Menu, Phone, X } from "lucide-react";
import { useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { backOffice } from "~/content/back-office";
import { company } from "~/content/company";
import {
  type HeaderLink,
  headerAction,
  headerLinks,
  headerWords,
  signedInLinks,
  signInLink,
} from "~/content/navigation";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";

/*
 * Plain HTML, on every page: the links are links (Services and Contact are places on the home
 * page, scrolled to by the browser), the mobile menu is a disclosure. The site island
 * (app/islands/site.ts) adds the rest: the menu closes on Escape, a tap outside and a choice,
 * and Home on the home page scrolls to the top.
 */

/**
 * `aria-current` of a header link, rendered on the server so prerendered pages carry it: "page" on
 * its own route, "true" on the pages beneath it (an article under Insights). Section links mark
 * nothing: they are places on the home page, not pages.
 */
export function currentness(link: HeaderLink, pathname: string): "page" | "true" | undefined {
  if (link.kind === "section") return undefined;
  if (pathname === link.to) return "page";
  if (link.to !== "/" && pathname.startsWith(`${link.to}/`)) return "true";
  return undefined;
}

function NavLinks({ className }: { className: string }) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {headerLinks.map((link) => (
        <li key={link.label}>
          <a
            href={link.to}
            aria-current={currentness(link, pathname)}
            className="block rounded-md px-3 py-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current]:bg-brand-50 aria-[current]:text-brand-900 aria-[current]:underline aria-[current]:decoration-accent-500 aria-[current]:decoration-2 aria-[current]:underline-offset-8"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Sign In, or 'Welcome back' and Sign Out (and the back office, for admins): all are in every page's HTML (prerendered pages are
 * the same for everyone) and CSS shows one, from the class the signed-in hint sets on <html>
 * (app/shared/signed-in.ts). Sign Out is a form, so it works without JavaScript too.
 */
function AccountLinks({ menu }: { menu?: boolean }) {
  const quiet = "rounded-md px-3 py-2 font-medium text-slate-600 hover:bg-brand-50 hover:text-brand-800";
  return (
    <>
      <a
        data-signed-out=""
        href={signInLink.to}
        className={cn(quiet, menu ? "mt-2 block text-center" : "ml-2 text-sm")}
      >
        {signInLink.label}
      </a>
      {/* A div, not a span: a form (Sign Out) may not sit in phrasing content. */}
      <div
        data-signed-in=""
        className={cn("items-center gap-1", menu ? "mt-2 flex justify-center" : "ml-2 flex")}
      >
        {/* For admins only: shown by the admin's hint, and made a link by the site island, so no
            page's HTML links to the back office (a 404 to anyone else, whatever a cookie says), nor
            holds a link without an address (which search engines cannot follow). */}
        <span data-admin="" className={cn(quiet, !menu && "text-sm")}>
          {backOffice.headerLink}
        </span>
        <a href={signedInLinks.account.to} className={cn(quiet, !menu && "text-sm")}>
          {signedInLinks.account.label}
        </a>
        <form method="post" action={signedInLinks.signOut.action}>
          <button type="submit" className={cn(quiet, !menu && "text-sm")}>
            {signedInLinks.signOut.label}
          </button>
        </form>
      </div>
    </>
  );
}

export function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 print:hidden border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <nav
        aria-label={headerWords.navigation}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:px-8"
      >
        {/* The links need about 1,180 px beside the full logo (signed in): below that, the menu
            (a phone or a tablet) or the logo's mark alone (lg), never a wrapped button. */}
        <a href="/" className="flex h-11 items-center rounded-md" aria-label={headerWords.home(company.name)}>
          <Logo />
        </a>
        <div className="hidden items-center gap-1 lg:flex">
          <NavLinks className="flex items-center gap-1" />
          {/* The spec's Sign In stays, as a quiet link; the one button is a conversation. */}
          <AccountLinks />
          <a href={headerAction.to} className={cn(buttonClasses("primary", "sm"), "ml-1")}>
            {headerAction.label}
          </a>
        </div>
        <div className="flex items-center lg:hidden">
          <a
            href={company.officePhone.href}
            aria-label={headerWords.call(company.officePhone.display)}
            className="flex size-11 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
          >
            <Phone aria-hidden="true" className="size-5" />
          </a>
          {/* A disclosure works before (and without) JavaScript; the site island closes it. */}
          <details className="group">
            <summary
              className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
              aria-label={headerWords.openMenu}
            >
              <Menu aria-hidden="true" className="size-6 group-open:hidden" />
              <X aria-hidden="true" className="hidden size-6 group-open:block" />
            </summary>
            <div className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-5 pt-2 shadow-lg">
              <NavLinks className="flex flex-col gap-1 text-lg" />
              <a href={headerAction.to} className={cn(buttonClasses("primary", "md"), "mt-3 w-full")}>
                {headerAction.label}
              </a>
              <AccountLinks menu />
            </div>
          </details>
        </div>
      </nav>
    </header>
  );
}
