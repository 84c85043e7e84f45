import { APIError } from "better-auth/api";
import {
  changeNameSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../../app/shared/validation/auth";
import { type Validation, validate } from "../../app/shared/validation/fields";

type Body = Record<string, unknown>;

/**
 * The account forms' own rules (app/shared/validation/auth.ts) for what better-auth's endpoints would take
 * from anyone who calls /api/auth/* directly: a name of any length or with control characters, a
 * password the forms refuse, a picture, deleting an account without its password, an address
 * that is not one plain address. Its body's names mapped to the forms'.
 */
const RULES = new Map<string, (body: Body) => Validation<unknown>>([
  [
    "/sign-up/email",
    (body) => validate(signUpSchema, { fullName: body.name, email: body.email, password: body.password }),
  ],
  ["/sign-in/email", (body) => validate(signInSchema, { email: body.email, password: body.password })],
  ["/request-password-reset", (body) => validate(emailOnlySchema, { email: body.email })],
  ["/send-verification-email", (body) => validate(emailOnlySchema, { email: body.email })],
  ["/change-email", (body) => validate(emailOnlySchema, { email: body.newEmail })],
  ["/update-user", (body) => validate(changeNameSchema, { fullName: body.name })],
  [
    "/change-password",
    (body) =>
      validate(changePasswordSchema, { currentPassword: body.currentPassword, password: body.newPassword }),
  ],
  [
    "/reset-password",
    (body) => validate(resetPasswordSchema, { token: body.token, password: body.newPassword }),
  ],
  ["/delete-user", (body) => validate(deleteAccountSchema, { password: body.password })],
]);

/** Deeper than any body or query better-auth takes (they are flat): refused before anything walks it. */
const MAX_DEPTH = 8;

/**
 * What is wrong with a body or query whatever the endpoint: a NUL (PostgreSQL cannot store or even
 * compare one: no value that holds one reaches the database), or nesting deeper than MAX_DEPTH.
 * Walked with a list, not by recursion: 10,000 levels of nested arrays must not exhaust the stack.
 */
function problemWith(root: unknown): string | undefined {
  const pending: [value: unknown, depth: number][] = [[root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === "string" && value.includes("\u0000")) return "Invalid characters detected";
    if (typeof value !== "object" || value === null) continue;
    if (depth >= MAX_DEPTH) return "Invalid input";
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
  return undefined;
}

const refuse = (message: string) => new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message });

/**
 * Checks a better-auth call (over HTTP or from the server API) against the rules above; throws a
 * 400 that names the first problem. The pages' own calls have passed the same schemas already.
 */
export function checkAuthRules(ctx: { path: string; body?: unknown; query?: unknown }): void {
  const problem = problemWith(ctx.body) ?? problemWith(ctx.query);
  if (problem) throw refuse(problem);
  const rule = RULES.get(ctx.path);
  if (!rule) return;
  const body = (typeof ctx.body === "object" && ctx.body !== null ? ctx.body : {}) as Body;
  if ("image" in body) throw refuse("An account has no picture");
  const checked = rule(body);
  if (!checked.ok) throw refuse(Object.values(checked.fieldErrors)[0] ?? "Invalid input");
}
