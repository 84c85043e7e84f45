import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { PageScripts } from "~/components/site/page-scripts";
import { currentFacts, FIRM_FACTS_ELEMENT, firmFactDefaults } from "~/content/company";
import { footerArticleLinks } from "~/content/insights.server";
import { insightsFeed } from "~/content/insights-page";
import { footerGroups } from "~/content/navigation";
import { siteWords } from "~/content/site-words";
import { errorPage } from "~/content/status-pages";
import { type PageHandle, pageScriptsOf } from "~/islands/registry";
import { useNonce } from "~/lib/nonce";
import { siteJsonLd } from "~/lib/seo";
import { SPECULATION_RULES } from "~/lib/speculation-rules";
import { mountToastRegion } from "~/lib/toast";
import { SIGNED_IN_SCRIPT } from "~/shared/signed-in";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import headingFont from "./fonts/manrope-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // Every page names the articles' feed (DESIGN.md "Publishing an insight").
  { rel: "alternate", type: "application/rss+xml", href: insightsFeed.path, title: insightsFeed.title },
];

/** Every page has the site island; each route adds its own (docs/decisions/025). */
export const handle = { islands: ["site"] } satisfies PageHandle;

/** The footer's links, with its article links from the articles' frontmatter (read on the server, once). */
const footer = { footerGroups: footerGroups(footerArticleLinks()) };

export function loader() {
  return footer;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  // Absent only when the root loader itself failed: the footer then goes without article links.
  const footer = useRouteLoaderData<typeof loader>("root")?.footerGroups ?? footerGroups([]);
  // A page rendered for a signed-in visitor (/account) says so, so that its header offers Sign
  // Out even without JavaScript; elsewhere the hint script below decides.
  const signedIn = matches.some(
    (match) => (match.loaderData as { signedIn?: boolean } | undefined)?.signedIn,
  );
  const scripts = pageScriptsOf(matches.map((match) => match.handle));
  // The back office is a tool, not a page of the site: its own frame, no marketing header or footer.
  const siteShell = !matches.some((match) => (match.handle as PageHandle | undefined)?.ownShell);
  return (
    <html lang="en-GB" className={signedIn ? "signed-in" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#155571" />
        {/* With a precedence, React sends the stylesheet ahead of the script preloads it hoists
            into the head: the only render-blocking file is asked for first (LCP on slow links). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="preload" href={headingFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
        <script type="application/ld+json">{JSON.stringify(siteJsonLd())}</script>
        <FirmFacts />
        {/* Before the first paint: marks a signed-in visitor, for the header (no layout shift). */}
        <script id="signed-in-hint" nonce={nonce || undefined}>
          {SIGNED_IN_SCRIPT}
        </script>
        {/* Internal links are prerendered on hover or touch: the next page shows at once. */}
        <script type="speculationrules" nonce={nonce || undefined}>
          {SPECULATION_RULES}
        </script>
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {siteWords.skipToContent}
        </a>
        {siteShell ? (
          <>
            <Header />
            <main id="main" className="flex-1 pt-16 print:pt-0">
              {children}
            </main>
            <Footer groups={footer} />
          </>
        ) : (
          children
        )}
        <PageScripts islands={scripts.islands} />
        {/* Router pages navigate inside the page: a new page opens at its top (SPEC §2), Back
            returns to where the visitor was. Other pages are page loads, scrolled by the browser. */}
        {scripts.router ? <ScrollRestoration nonce={nonce} /> : null}
        {scripts.router ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

/**
 * The firm's facts the page was rendered with, when the owner has set them (docs/decisions/045):
 * the islands' scripts, built with the defaults, read them from here (`currentFacts()`), so what
 * they draw is what the server drew.
 */
function FirmFacts() {
  const facts = currentFacts();
  if (facts === firmFactDefaults) return null;
  return (
    <script type="application/json" id={FIRM_FACTS_ELEMENT}>
      {JSON.stringify(facts).replaceAll("<", "\\u003c")}
    </script>
  );
}

/** Only the pages that keep React Router's runtime run this in the browser (handle.router). */
export default function App() {
  useEffect(() => mountToastRegion(), []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="font-display text-5xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{errorPage.title}</h1>
      <p className="mt-2 text-muted">{errorPage.message}</p>
      <a href={errorPage.next.to} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {errorPage.next.label}
      </a>
    </section>
  );
}
