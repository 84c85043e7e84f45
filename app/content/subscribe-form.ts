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
