import { useLocation } from "react-router";
import { siteWords } from "~/content/site-words";
import { cn } from "~/lib/cn";

const words = siteWords.pagination;

export type PageInfo = { page: number; pageCount: number; total: number; perPage: number };

/** Clamps a page number read from the URL. */
export function pageFromParam(value: string | null, total: number, perPage: number): PageInfo {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(pageCount, Math.max(1, Number.parseInt(value ?? "1", 10) || 1));
  return { page, pageCount, total, perPage };
}

const itemClasses =
  "inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold";

/**
 * Numbered pages for one list. Links carry the page in the query (`?articles=2`), keeping the
 * other lists' pages, and the list's own anchor: each page is a page load (prerendered or rendered
 * by the server, with or without JavaScript) that opens at the list rather than at the top.
 */
export function Pagination({
  info,
  param,
  anchor,
  noun,
  label,
}: {
  info: PageInfo;
  param: string;
  /** The id of the list's section. */
  anchor: string;
  noun: string;
  label: string;
}) {
  const { pathname, search } = useLocation();
  const href = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete(param);
    else params.set(param, String(page));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}#${anchor}`;
  };
  const first = (info.page - 1) * info.perPage + 1;
  const last = Math.min(info.total, info.page * info.perPage);
  const step = (target: number, text: string, disabled: boolean) =>
    disabled ? (
      <span
        aria-disabled="true"
        className={cn(itemClasses, "cursor-not-allowed border border-slate-200 text-slate-500")}
      >
        {text}
      </span>
    ) : (
      <a
        href={href(target)}
        className={cn(itemClasses, "border border-slate-300 text-brand-800 hover:bg-brand-50")}
      >
        {text}
      </a>
    );
  return (
    <nav aria-label={label} className="mt-10 flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted" aria-live="polite">
        {words.showing(first, last, info.total, noun)}
      </p>
      <ul className="flex flex-wrap items-center gap-2">
        <li>{step(info.page - 1, words.previous, info.page === 1)}</li>
        {Array.from({ length: info.pageCount }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <a
              href={href(page)}
              aria-label={words.page(page, noun)}
              aria-current={page === info.page ? "page" : undefined}
              className={cn(
                itemClasses,
                page === info.page
                  ? "bg-brand-700 text-white"
                  : "border border-slate-300 text-brand-800 hover:bg-brand-50",
              )}
            >
              {page}
            </a>
          </li>
        ))}
        <li>{step(info.page + 1, words.next, info.page === info.pageCount)}</li>
      </ul>
    </nav>
  );
}
