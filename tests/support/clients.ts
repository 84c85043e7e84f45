import { type Page, test } from "@playwright/test";

let sequence = 0;

/**
 * Makes the page a client of its own, so each test meets the server's per-client limits afresh.
 * The server under test trusts one proxy (TRUST_PROXY=1 in playwright.config.ts), and the test
 * plays that proxy: the one X-Forwarded-For entry it sends is the one a proxy would append. The
 * address is unique in the run: the worker's index and the worker's own count of clients.
 */
export async function asNewClient(page: Page): Promise<string> {
  sequence += 1;
  const worker = test.info().workerIndex % 256;
  const address = `10.${worker}.${Math.floor(sequence / 250) % 256}.${(sequence % 250) + 1}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return address;
}
