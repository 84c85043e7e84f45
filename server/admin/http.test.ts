import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { createLogger } from "../logger";
import type { AdminServices } from ".";
import { createAdminGate } from "./http";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The gate in front of an export that fails after its first rows, as a database that goes away would. */
async function exportThatFails() {
  const admin = {
    visitor: async () => ({
      admin: { id: "1", email: "owner@example.co.uk", name: "Owner", emailVerified: true },
      signedIn: true,
    }),
    async exportCsv(_actor: unknown, _filter: unknown, out: NodeJS.WritableStream) {
      out.write('"Type","Received"\r\n"enquiry","2026-01-05T09:00:00.000Z"\r\n');
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error("the database went away");
    },
  } as unknown as AdminServices;
  const gate = createAdminGate({
    admin,
    security: {},
    logger: createLogger("silent"),
    renderPage: () => undefined,
    renderNotFound: () => undefined,
    analytics: { answer: async () => false },
  });
  server = createServer((req, res) => gate(req, res));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/export.csv`;
}

it("cuts the download of an export that fails midway, rather than ending its CSV with words of ours", async () => {
  const response = await fetch(await exportThatFails());
  expect(response.status).toBe(200);
  // An incomplete chunked body: the spreadsheet gets an error, not a file that looks whole.
  await expect(response.text()).rejects.toThrow();
});
