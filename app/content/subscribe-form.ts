import { readCaseStudy } from "./form-outcomes";

/** The subscribe form's words (SPEC §4, §5, §8), for the form, the page action and the API. */
export const subscribeForm = {
  email: {
    label: "Email address",
    placeholder: "you@company.co.uk",
    invalid: "Please enter a valid email address",
  },
  emailRequired: { title: "Email Required", description: "Please enter your email address to subscribe." },
  success: {
    title: "Subscription Successful!",
    description: "You've been subscribed to our insights updates. Check your email for confirmation.",
  },
  failure: {
    title: "Subscription Failed",
    description: "There was an error processing your subscription. Please try again.",
  },
  submit: { idle: "Subscribe", busy: "Subscribing..." },
} as const;

/** What a subscription shows once sent (the outcome panel): next steps, labels, actions. */
export const subscribeOutcome = {
  next: (email: string) => [
    `Confirm your address with the link we emailed to ${email}.`,
    "Then we email you when we publish a new article. Every email has a one-click unsubscribe link.",
  ],
  labels: { email: "Email" },
  actions: [readCaseStudy],
} as const;
