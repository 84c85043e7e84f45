import { config } from "zod/mini";

// zod/mini: the same validation as zod, with a tree-shakable functional API, so the browser loads
// a few kilobytes instead of the whole library (issue 3's JavaScript budget). Import it as
// `import * as z from "~/shared/zod"` and use `z.object(...)` etc.: bundlers keep only what is used.
// zod 4 probes `new Function` to speed up parsing; our CSP forbids eval, and the probe shows up
// as a CSP issue in the browser. Parsing small forms needs no JIT.
config({ jitless: true });

export * from "zod/mini";
