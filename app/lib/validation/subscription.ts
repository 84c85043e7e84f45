import * as z from "~/lib/zod";
import { emailInput, textFields } from "./fields";

/** SPEC §5 and §8: the subscribe form's words, shared by the form, the page action and the API. */
export const EMAIL_REQUIRED = {
  title: "Email Required",
  description: "Please enter your email address to subscribe.",
} as const;
export const SUBSCRIPTION_SUCCESS = {
  title: "Subscription Successful!",
  description: "You've been subscribed to our insights updates. Check your email for confirmation.",
} as const;
export const SUBSCRIPTION_FAILURE = {
  title: "Subscription Failed",
  description: "There was an error processing your subscription. Please try again.",
} as const;
export const SUBSCRIBE_LABEL = { idle: "Subscribe", busy: "Subscribing..." } as const;

/** Article notices by email: the address (lower-cased, as every address is: one person, one subscriber). */
export const subscriptionSchema = z.object({
  email: emailInput(EMAIL_REQUIRED.description, "Please enter a valid email address"),
});

export function subscriptionInputFromForm(form: FormData) {
  return textFields(form, ["email"]);
}
