import { notSuspicious } from "../../app/lib/validation/suspicious";
import { declareForm } from "../../app/shared/forms/declare";
import { emailInput, noControlCharacters, textInput } from "../../app/shared/validation/fields";
import * as z from "../../app/shared/zod";

/**
 * A throwaway form, declared for the tests the way app/forms/<name>/<name>.ts declares a real one:
 * a call back at a time the visitor picks, the shape of the booking form to come (issue 23): a
 * radio group of times given when the page is drawn, a choice of a phone or a video call, optional
 * fields (a topic under the contact form's rules for suspicious content), and 409 when the time
 * was just taken (server/forms/registry.test.ts holds its server part and mounts it).
 */
export const words = {
  name: "Please enter your name.",
  email: "Please enter your email address.",
  invalidEmail: "Please enter a valid email address.",
  callKind: "Please choose a phone or a video call.",
  slot: "Please choose a time.",
  topic: "Please keep to plain words.",
  taken: "That time has just been taken. Please choose another.",
};
const optionalText = (message: string) =>
  textInput(message).check(
    z.trim(),
    z.maxLength(500, message),
    notSuspicious(message),
    noControlCharacters(message),
  );

export const callback = declareForm({
  name: "callback",
  endpoint: "/api/callbacks",
  honeypot: true,
  schema: z.object({
    name: textInput(words.name).check(z.trim(), z.minLength(1, words.name), z.maxLength(80, words.name)),
    email: emailInput(words.email, words.invalidEmail),
    phone: optionalText(words.topic),
    callKind: z.enum(["phone", "video"], words.callKind),
    slot: textInput(words.slot).check(z.minLength(1, words.slot), z.maxLength(40, words.slot)),
    topic: optionalText(words.topic),
  }),
  fields: {
    name: { label: "Name", autoComplete: "name", maxLength: 80, required: true },
    email: { kind: "email", label: "Email", autoComplete: "email", maxLength: 254, required: true },
    phone: { kind: "tel", label: "Phone", autoComplete: "tel", optional: true },
    callKind: {
      kind: "radios",
      label: "How should we call?",
      required: true,
      options: [
        { value: "phone", label: "Phone call" },
        { value: "video", label: "Video call" },
      ],
    },
    // The free times change with every request: the page gives them when it draws the form.
    slot: { kind: "radios", label: "Time", required: true },
    topic: { kind: "textarea", label: "What would you like to discuss?", optional: true },
  },
});

/**
 * A second form on the same page, for signed-in visitors only: a page's action picks the one its
 * `intent` names, and the pipeline sends anyone signed out to sign in.
 */
export const note = declareForm({
  name: "note",
  endpoint: "/api/notes",
  schema: z.object({ note: textInput("Please write a note.").check(z.minLength(1, "Please write a note.")) }),
  fields: { note: { kind: "textarea", label: "Note" } },
});

/**
 * A throwaway back-office form, declared the way app/forms/lead-note/lead-note.ts declares one: a
 * flag the owner puts on a lead from its page (`/admin/leads/:type/:id`), for admins only, the
 * lead's kind and id read from the page's address, not from what is posted.
 */
export const flag = declareForm({
  name: "flag",
  schema: z.object({
    reason: textInput("Please say why.").check(z.trim(), z.minLength(1, "Please say why.")),
  }),
  fields: { reason: { label: "Why" } },
});
