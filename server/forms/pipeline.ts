import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { isSuspicious } from "~/shared/suspicious";
import { signInFirst } from "../../app/content/account";
import { validate } from "../../app/shared/validation/fields";
import { type FormOutcome, leadKindOf } from "../analytics/counter";
import type { SessionUser } from "../auth/accounts";
import type { Database } from "../db/schema";
import { readLeadSource } from "../leads/source";
import { pseudonym } from "../log-privacy";
import { metrics } from "../metrics";
import { rateLimitedClient } from "../security/client-address";
import { isHoneypotFilled, isHoneypotNearMiss } from "../security/honeypot";
import { createRateLimiter } from "../security/rate-limit";
import type { FormAnswer, FormDeps, FormRefusal, ServedForm, Submission } from "./serve";

/** Where a submission came in, as both ways in (the API and the page action) know it. */
export type Arrival = {
  client: string;
  headers: Headers;
  /** The page's route parameters, for a form posted to its page (a lead's kind and id). */
  params?: Readonly<Record<string, string | undefined>>;
  /** Who is signed in, when the back office's gate has already read the session (read once). */
  user?: SessionUser;
};

/** Thrown inside a store's transaction to roll it back with the refusal it returned. */
class Refused extends Error {
  constructor(readonly refusal: FormRefusal) {
    super(refusal.error);
  }
}

// PostgreSQL breaks a deadlock, or a serialization conflict, by failing one transaction: it is
// safe to run the whole store again (at most three times).
const RETRYABLE = new Set(["40P01", "40001"]);

/**
 * The shared pipeline of every form, for its API endpoint and its page action alike, in order:
 * a signed-in visitor where the form needs one; the honeypot (a filled one gets the usual answer
 * and is dropped, so bots learn nothing); the schema (a refused lead's suspicious content is
 * logged); the rate limit (only well-formed submissions count, so correcting a mistake never locks
 * anyone out); then the form's own work, a lead stored in one transaction with its outbox mails or
 * queued task, and the mail and task workers woken.
 */
export function formPipeline(deps: FormDeps, { declaration, server }: ServedForm) {
  const limiter = server.limit && createRateLimiter(deps.db, server.limit);
  const kind = server.lead ?? declaration.name;
  const count = (result: "accepted" | "honeypot" | "invalid" | "rate_limited") => {
    if (server.lead) metrics.leads.inc({ form: server.lead, result });
  };
  // A lead form's outcomes as the owner reads them (sent, refused by field, limited, failed).
  const outcome = (result: FormOutcome, fields?: string[]) => {
    if (server.lead) deps.counting?.formOutcome(declaration.name, result, fields);
  };
  const leadKind = server.lead ? leadKindOf(server.lead) : undefined;

  async function store(submission: Submission<unknown>): Promise<FormAnswer> {
    const work = server.store!;
    for (let attempt = 1; ; attempt++) {
      try {
        const stored = await deps.db.transaction().execute(async (trx: Transaction<Database>) => {
          const result = await work(trx, submission);
          if ("ok" in result) throw new Refused(result);
          return result;
        });
        return { ok: true, status: 201, id: stored.id, details: stored.details };
      } catch (error) {
        if (error instanceof Refused) return error.refusal;
        if (attempt < 3 && RETRYABLE.has((error as { code?: string }).code ?? "")) continue;
        throw error;
      }
    }
  }

  return async (
    input: Record<string, unknown>,
    { client, headers, params = {}, user: known }: Arrival,
  ): Promise<FormAnswer> => {
    const user = server.signedIn || server.admin ? (known ?? (await deps.accounts.session(headers))) : null;
    // The back office's forms: nobody but an admin learns they exist (docs/decisions/012).
    if (server.admin && !(user && deps.isAdmin(user))) return { ok: false, status: 404, error: "Not Found" };
    if (server.signedIn && !user) {
      const stale = deps.accounts.staleHint(headers, user);
      return {
        ok: false,
        status: 401,
        error: signInFirst,
        redirect: "/auth",
        headers: new Headers(stale ? { "Set-Cookie": stale } : undefined),
      };
    }
    if (declaration.honeypot && isHoneypotFilled(input)) {
      deps.logger.warn({ client: pseudonym(client), form: kind }, "honeypot filled: submission discarded");
      count("honeypot");
      return { ok: true, status: 201, id: randomUUID() };
    }
    const checked = validate(declaration.schema, input);
    if (!checked.ok) {
      count("invalid");
      if (server.lead)
        for (const [field, value] of Object.entries(input))
          if (typeof value === "string" && isSuspicious(value))
            deps.logger.warn({ client: pseudonym(client), field }, "security: suspicious content");
      const { fieldErrors } = checked;
      outcome("refused", Object.keys(fieldErrors));
      return { ok: false, status: 400, error: declaration.invalid(fieldErrors), fieldErrors };
    }
    if (limiter) {
      const wait = await limiter.hit(rateLimitedClient(client));
      if (wait > 0) {
        count("rate_limited");
        outcome("limited");
        return { ok: false, status: 429, retryAfter: wait, error: server.limit!.tooSoon(wait) };
      }
    }
    const source = readLeadSource(server.lead ? input : {});
    const submission: Submission<unknown> = {
      value: checked.value,
      client,
      headers,
      params,
      source,
      user,
      deps,
      honeypotNearMiss: Boolean(declaration.honeypot) && isHoneypotNearMiss(input),
    };
    let answer: FormAnswer;
    try {
      answer = server.store
        ? await store(submission)
        : server.admin
          ? await server.accept({ ...submission, admin: user! })
          : await server.accept!(submission);
    } catch (error) {
      outcome("failed");
      throw error;
    }
    if (!answer.ok) {
      outcome(answer.status >= 500 ? "failed" : "refused", Object.keys(answer.fieldErrors ?? { "": "" }));
      return answer;
    }
    count("accepted");
    outcome("sent");
    if (leadKind) deps.counting?.creditLead(leadKind, { client, headers });
    deps.mailWorker.poke();
    deps.tasks.poke();
    return answer;
  };
}

export type FormPipeline = ReturnType<typeof formPipeline>;
