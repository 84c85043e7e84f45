import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "~/lib/nonce";

export const streamTimeout = 5_000;

declare module "react-router" {
  interface AppLoadContext {
    /** Per-response nonce for inline scripts (server-rendered pages; prerendered ones use hashes). */
    cspNonce?: string;
    /** The client's address, as the server determined it (see TRUST_PROXY). */
    clientAddress?: string;
    /** Enquiries, resource requests and subscriptions (server/leads), for the page actions. */
    leads?: import("../server/leads/types").LeadServices;
  }
}

/** Renders the whole document before answering: pages are small and crawlers get all of it. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext = {},
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timer);
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }));
          pipe(body);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
