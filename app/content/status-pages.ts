import { backToInsights } from "./insights";

/**
 * The pages that only tell a visitor where they stand and where to go next (the not-found page,
 * an error, a subscription's links): app/components/site/status-page.tsx shows them.
 */

const home = { label: "Return to Home", to: "/" } as const;

/** Any path no route claims (app/routes/not-found.tsx). */
export const notFoundPage = {
  seo: { title: "Page not found", description: "The page you were looking for does not exist." },
  title: "Oops! Page not found",
  message: "The page you asked for has moved or never existed.",
  next: home,
  /**
   * A page of the back office opened signed out (a mailed link on a phone, decision 039): the same
   * page, which offers to sign in and come back to it.
   */
  signIn: { text: "Have an account? Sign in and you will come back to this page.", label: "Sign in" },
} as const;

/** A page that failed to render (app/root.tsx's error boundary). */
export const errorPage = {
  title: "Something went wrong",
  message: "Please try again in a moment, or email us directly.",
  next: home,
} as const;

/** An article's address with no article (its title in the browser; the page is the not-found one). */
export const articleNotFound = "Article not found";

/** The link in the subscription's confirmation mail (app/routes/subscription-confirm.tsx). */
export const subscriptionConfirmPage = {
  seo: { title: "Subscription" },
  outcomes: {
    confirmed: {
      title: "Subscription confirmed",
      message:
        "Thank you. You will receive an email when we publish new insights. Every email has a link to unsubscribe.",
    },
    invalid: {
      title: "This link is not valid",
      message:
        "The confirmation link may have expired or been used to unsubscribe. You can subscribe again on our insights page.",
    },
  },
  next: { label: "Browse our insights", to: "/insights" },
} as const;

/** The unsubscribe link of every insights mail (app/routes/subscription-unsubscribe.tsx). */
export const unsubscribePage = {
  seo: { title: "Unsubscribe" },
  title: "Unsubscribe from insights emails",
  message: "Press the button to stop receiving our insights updates.",
  submit: "Unsubscribe",
  outcomes: {
    unsubscribed: {
      title: "You have been unsubscribed",
      message: "You will not receive any more insights emails from us.",
    },
    invalid: { title: "This link is not valid", message: "We could not find a subscription for this link." },
  },
  next: backToInsights,
} as const;

/** An article its author has withdrawn (410): the address stays known, the article does not. */
export const articleWithdrawnPage = {
  seo: { title: "Article withdrawn" },
  title: "This article has been withdrawn",
  message: "Its author has taken it down. Our other articles are on the insights page.",
  next: backToInsights,
} as const;

/** An article's private preview link (app/routes/insight-preview.tsx). */
export const articlePreviewPage = {
  notice: "Private preview: this article is not published. Anyone with this link can read it until it is.",
  ended: {
    seo: { title: "Preview ended" },
    title: "This preview has ended",
    message:
      "The article has been published, or the link was replaced. Our articles are on the insights page.",
  },
  next: backToInsights,
} as const;
