import { company } from "~/content/company";

/** The brand mark: a stylised engine house over the sea, the emblem of Cornish mining country. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="7" fill="#155571" />
      <path d="M9 24V13l5-4 5 4v11z" fill="#f9bd4a" />
      <rect x="20" y="6" width="3.5" height="18" fill="#f9bd4a" />
      <path
        d="M5 26.5c2.2 0 2.2-1.5 4.4-1.5s2.2 1.5 4.4 1.5 2.2-1.5 4.4-1.5 2.2 1.5 4.4 1.5 2.2-1.5 4.4-1.5"
        stroke="#aedcea"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className="size-9 shrink-0" />
      <span className="text-base font-bold leading-tight tracking-tight text-brand-900 sm:text-lg lg:max-xl:hidden">
        {company.name}
      </span>
    </span>
  );
}
