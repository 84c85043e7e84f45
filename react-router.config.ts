import { readdirSync } from "node:fs";
import type { Config } from "@react-router/dev/config";

// Articles are one MDX file each: their pages are prerendered like every other content route.
const articlePaths = readdirSync("app/content/insights")
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => `/insights/${name.replace(/\.mdx$/, "")}`);

// Every content route is prerendered (the back office, /admin, never is) to static HTML at build; the server renders the rest
// (the not-found page, redirects, form actions) on demand.
const notPrerendered = new Set([
  "/contact",
  "/auth",
  "/auth/verify",
  "/auth/reset-password",
  "/auth/sign-out",
  "/account",
  "/account/data.json",
  "/resources/:slug/download",
  "/subscriptions/confirm",
  "/subscriptions/unsubscribe",
  // The owner's free time changes with every booking and every busy-calendar refresh.
  "/book",
]);

export default {
  ssr: true,
  async prerender({ getStaticPaths }) {
    const perVisitor = (path: string) =>
      notPrerendered.has(path) || path === "/admin" || path.startsWith("/admin/");
    return [...getStaticPaths().filter((path) => !perVisitor(path)), ...articlePaths];
  },
} satisfies Config;
