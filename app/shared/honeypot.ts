/**
 * The hidden field of every public form that has one (docs/decisions/004): people never see it,
 * bots fill it. Its name, written once: the form draws it (app/components/forms/form-meta.tsx),
 * sends it, and the server checks it (server/security/honeypot.ts).
 */
export const HONEYPOT_FIELD = "website";
