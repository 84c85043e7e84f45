import { subscribeForm as words } from "~/content/subscribe-form";
import { declareForm } from "~/shared/forms/declare";
import { EMAIL_LENGTH, emailInput, type FieldErrors } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/** Article notices by email: the address (lower-cased, as every address is: one person, one subscriber). */
export const subscriptionSchema = z.object({
  email: emailInput(words.emailRequired.description, words.email.invalid),
});

/** The spec's notice for a refused address: 'Email Required' for a blank one, else 'Subscription Failed'. */
export function subscriptionNotice(message: string | undefined): { title: string; description: string } {
  // SPEC §8: the error's own message, else the general one.
  return message === words.emailRequired.description
    ? words.emailRequired
    : { title: words.failure.title, description: message || words.failure.description };
}

/**
 * The subscribe form on /insights (SPEC §4, §5, §8), with double opt-in: `POST /api/subscriptions`
 * with JavaScript, the /insights action without (the page's first form: a post naming none is it).
 */
export const subscribe = declareForm({
  name: "subscribe",
  endpoint: "/api/subscriptions",
  schema: subscriptionSchema,
  honeypot: true,
  invalid: (fieldErrors: FieldErrors) => {
    const message = fieldErrors.email ?? words.emailRequired.description;
    return message === words.emailRequired.description ? words.emailRequired.title : message;
  },
  fields: {
    email: {
      kind: "email",
      id: "subscribe-email",
      label: words.email.label,
      placeholder: words.email.placeholder,
      autoComplete: "email",
      maxLength: EMAIL_LENGTH.max,
    },
  },
});
