import { Menu, X } from "lucide-react";
import { type MouseEvent, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { company } from "~/content/company";
import { type HeaderLink, headerLinks, signInLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { scrollToId, scrollToTop } from "~/lib/scroll";
import { Logo } from "./logo";

/**
 * Home scrolls to the top, Services and Contact scroll to their sections on the home page (or go
 * there first: the hash is scrolled to after navigation), About and Insights are routes. Without
 * JavaScript every item is a plain link to the same place.
 */
function useNavClick() {
  const { pathname, hash } = useLocation();
  return (link: HeaderLink, event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== "/") return;
    const target = link.kind === "section" ? link.to.slice(link.to.indexOf("#")) : "";
    if (link.kind === "top" && !hash) {
      event.preventDefault();
      scrollToTop();
    } else if (link.kind === "section" && hash === target) {
      event.preventDefault();
      scrollToId(target.slice(1));
    }
  };
}

function NavLinks({ onSelect, className }: { onSelect?: () => void; className: string }) {
  const onNavClick = useNavClick();
  return (
    <ul className={className}>
      {headerLinks.map((link) => (
        <li key={link.label}>
          <Link
            to={link.to}
            prefetch={link.kind === "route" ? "intent" : "none"}
            onClick={(event) => {
              onNavClick(link, event);
              onSelect?.();
            }}
            className="block rounded-md px-3 py-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="fixed inset-x-0 top-0 z-40 print:hidden border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link to="/" className="rounded-md" aria-label={`${company.name}, home`}>
          <Logo />
        </Link>
        <div className="hidden items-center gap-2 md:flex">
          <NavLinks className="flex items-center gap-1" />
          <Link to={signInLink.to} className={cn(buttonClasses("secondary", "sm"), "ml-2")}>
            {signInLink.label}
          </Link>
        </div>
        {/* A disclosure works before (and without) JavaScript; with it, choosing a link closes it. */}
        <details
          className="group md:hidden"
          open={menuOpen}
          onToggle={(event) => setMenuOpen(event.currentTarget.open)}
        >
          <summary
            className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
          >
            <Menu aria-hidden="true" className="size-6 group-open:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-open:block" />
          </summary>
          <div className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-5 pt-2 shadow-lg">
            <NavLinks onSelect={() => setMenuOpen(false)} className="flex flex-col gap-1 text-lg" />
            <Link
              to={signInLink.to}
              onClick={() => setMenuOpen(false)}
              className={cn(buttonClasses("secondary", "md"), "mt-3 w-full")}
            >
              {signInLink.label}
            </Link>
          </div>
        </details>
      </nav>
    </header>
  );
}
