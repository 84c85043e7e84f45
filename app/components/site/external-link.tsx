import type { ComponentProps } from "react";
import { siteWords } from "~/content/site-words";

/** A link to another site: opens in a new tab without handing it our window. */
export function ExternalLink({ children, ...props }: ComponentProps<"a"> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{siteWords.newTab}</span>
    </a>
  );
}
