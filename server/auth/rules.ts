import { APIError } from "better-auth/api";
import {
  changeNameSchema,
  changePasswordSchema,
  deleteAccountSchema,
  resetPasswordSchema,
  signUpSchema,
} from "../../app/lib/validation/auth";
import { type Validation, validate } from "../../app/lib/validation/fields";

type Body = Record<string, unknown>;

/**
 * The forms' own rules (app/lib/validation/auth.ts) for what better-auth's endpoints would take
 * from anyone who calls /api/auth/* directly: a name of any length or with control characters, a
 * password the forms refuse, a picture, deleting an account without its password. Its body's
 * names mapped to the forms'.
 */
const RULES: Record<string, (body: Body) => Validation<unknown>> = {
  "/sign-up/email": (body) =>
    validate(signUpSchema, { fullName: body.name, email: body.email, password: body.password }),
  "/update-user": (body) => validate(changeNameSchema, { fullName: body.name }),
  "/change-password": (body) =>
    validate(changePasswordSchema, { currentPassword: body.currentPassword, password: body.newPassword }),
  "/reset-password": (body) =>
    validate(resetPasswordSchema, { token: body.token, password: body.newPassword }),
  "/delete-user": (body) => validate(deleteAccountSchema, { password: body.password }),
};

/** PostgreSQL cannot store or even compare a NUL: no value that holds one reaches the database. */
const holdsNul = (value: unknown): boolean =>
  typeof value === "string"
    ? value.includes("\u0000")
    : typeof value === "object" && value !== null && Object.values(value).some(holdsNul);

const refuse = (message: string) => new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message });

/**
 * Checks a better-auth call (over HTTP or from the server API) against the rules above; throws a
 * 400 that names the first problem. The pages' own calls have passed the same schemas already.
 */
export function checkAuthRules(ctx: { path: string; body?: unknown; query?: unknown }): void {
  if (holdsNul(ctx.body) || holdsNul(ctx.query)) throw refuse("Invalid characters detected");
  const rule = RULES[ctx.path];
  if (!rule) return;
  const body = (typeof ctx.body === "object" && ctx.body !== null ? ctx.body : {}) as Body;
  if ("image" in body) throw refuse("An account has no picture");
  const checked = rule(body);
  if (!checked.ok) throw refuse(Object.values(checked.fieldErrors)[0] ?? "Invalid input");
}
