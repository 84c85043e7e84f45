import type { Config } from "@react-router/dev/config";

// Every content route is prerendered to static HTML at build; the server renders the rest
// (the not-found page, redirects, form actions) on demand.
const notPrerendered = new Set(["/contact"]);

export default {
  ssr: true,
  async prerender({ getStaticPaths }) {
    return getStaticPaths().filter((path) => !notPrerendered.has(path));
  },
} satisfies Config;
