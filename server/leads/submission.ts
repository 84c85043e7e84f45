import { randomUUID } from "node:crypto";
import { pseudonym } from "../log-privacy";
import { metrics } from "../metrics";
import { rateLimitedClient } from "../security/client-address";
import { isHoneypotFilled } from "../security/honeypot";
import { createRateLimiter, type RateLimitRule } from "../security/rate-limit";
import { readLeadSource, type StoredSource } from "./source";
import type { LeadDeps, LeadRefusal, LeadResult } from "./types";

/** A public form's own part: how its input is read, its limit, and what accepting it stores. */
export type LeadForm<T> = {
  /** For the logs: "enquiry", "resource request"... */
  kind: string;
  rule: RateLimitRule;
  tooSoon(seconds: number): string;
  parse(input: Record<string, unknown>, deps: LeadDeps, client: string): LeadRefusal | { ok: true; value: T };
  /** Stores the lead and its mails in one transaction; resolves to its id. */
  store(deps: LeadDeps, value: T, client: string, source: StoredSource): Promise<string>;
};

/**
 * The one way a lead enters, for the page actions and the API alike: honeypot (a filled one gets
 * the usual answer and is dropped, so bots learn nothing), validation, the rate limit (only
 * well-formed submissions count, so correcting a mistake never locks anyone out), then storage.
 */
export function leadSubmission<T>(deps: LeadDeps, form: LeadForm<T>) {
  const limiter = createRateLimiter(deps.db, form.rule);
  const count = (result: "accepted" | "honeypot" | "invalid" | "rate_limited") =>
    metrics.leads.inc({ form: form.kind, result });
  return async (input: Record<string, unknown>, client: string): Promise<LeadResult> => {
    if (isHoneypotFilled(input)) {
      deps.logger.warn(
        { client: pseudonym(client), form: form.kind },
        "honeypot filled: submission discarded",
      );
      count("honeypot");
      return { ok: true, status: 201, id: randomUUID() };
    }
    const parsed = form.parse(input, deps, client);
    if (!parsed.ok) {
      count("invalid");
      return parsed;
    }
    const wait = await limiter.hit(rateLimitedClient(client));
    if (wait > 0) {
      count("rate_limited");
      return { ok: false, status: 429, retryAfter: wait, error: form.tooSoon(wait) };
    }
    const id = await form.store(deps, parsed.value, client, readLeadSource(input));
    count("accepted");
    deps.mailWorker.poke();
    deps.tasks.poke();
    return { ok: true, status: 201, id };
  };
}
