import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import { defineConfig } from "vite";
import { islandsPlugin } from "./scripts/lib/vite-islands";
import { siteUrlFromEnv } from "./server/site-url";

// The canonical origin is baked into prerendered pages, so it is fixed at build time.
const siteUrl = siteUrlFromEnv(process.env);
const define = { __SITE_URL__: JSON.stringify(siteUrl) };

export default defineConfig({
  plugins: [
    tailwindcss(),
    // Articles (app/content/insights/*.mdx) export their frontmatter, validated in content/insights.ts.
    { enforce: "pre", ...mdx({ remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkGfm] }) },
    reactRouter(),
    // The pages' islands (app/islands/registry.ts; docs/decisions/020).
    islandsPlugin({ define }),
  ],
  define,
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "@server": new URL("./server", import.meta.url).pathname,
    },
  },
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
});
