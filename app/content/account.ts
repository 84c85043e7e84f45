/** The words of the account page (/account) and its forms. */
export const accountPage = {
  seo: { title: "Your account", description: "Your account and what we hold about you." },
  title: "Your account",
  /** "Signed in as <address>. Here you can...": the address is drawn between. */
  signedInAs: "Signed in as",
  intro: ". Here you can manage your details and see everything we hold about you.",
  signOut: "Sign Out",
  confirmed: { title: "Your email address is confirmed", text: "Welcome! You are signed in." },
  details: {
    title: "Your details",
    fullName: "Full name",
    email: (email: string) => `Email address: ${email}`,
    submit: "Save name",
    done: "Your name has been saved.",
  },
  password: {
    title: "Change password",
    current: "Current password",
    new: "New password",
    submit: "Change password",
    done: "Your password has been changed, and your other devices have been signed out.",
  },
  enquiries: { title: "Your enquiries", none: "No enquiries from this address yet." },
  resources: {
    title: "Resources you requested",
    none: "No free resources requested from this address yet.",
    requested: (type: string, date: string) => `${type} · requested ${date}`,
    open: (title: string) => `Open ${title}`,
  },
  subscription: {
    title: "Insights by email",
    subscribed: "You receive an email when we publish a new insight.",
    notSubscribed: "You do not receive our insights by email.",
    subscribe: "Subscribe",
    unsubscribe: "Unsubscribe",
  },
  data: {
    title: "Your data",
    text: "A copy of everything above, and your account, as a JSON file.",
    download: "Download my data",
  },
  delete: {
    title: "Delete my account",
    text: "This removes your account and signs you out everywhere. It cannot be undone.",
    password: "Your password",
    eraseLeads: "Also erase my enquiries, calls, resource requests and subscription",
    submit: "Delete my account",
  },
  /** A settings form's answer. */
  fixFields: "Please correct the errors below",
  saving: "Saving...",
} as const;

/** A form for signed-in visitors only, posted by someone who is not (its API's answer; the page signs them in). */
export const signInFirst = "Please sign in first.";
