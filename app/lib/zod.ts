import { z } from "zod";

// zod 4 probes `new Function` to speed up parsing; our CSP forbids eval, and the probe shows up
// as a CSP issue in the browser. Parsing small forms needs no JIT.
z.config({ jitless: true });

export { z };
