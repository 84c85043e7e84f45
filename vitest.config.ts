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
    // Two files at a time on the two-core machines CI runs on (vitest's default there is one): most
    // integration files wait on the servers they start, mail sinks and databases. The whole suite
    // on PostgreSQL took 325 s one at a time and 206 s two at a time, and passed whole two at a
    // time with two other engineers' builds and tests on the machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
