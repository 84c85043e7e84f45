import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "@server": new URL("./server", import.meta.url).pathname,
    },
  },
  define: { __SITE_URL__: JSON.stringify("http://localhost:3000") },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
