// No import of company.ts: its facts' type is this form's (app/forms/firm-facts/firm-facts.ts).

/** The firm's facts' limits: what the settings form and its server both obey. */
export const firmFactLimits = {
  name: 120,
  line: 120,
  /** A promise longer than three days is not one a visitor waits for. */
  replyHours: { min: 1, max: 72 },
  /** Opening hours within these exist every day on the UK clock (it changes at 01:00 and 02:00). */
  day: { from: "05:00", to: "23:00" },
} as const;

/** The firm's settings page (/admin/settings/firm): its fields and every message it can give. */
export const firmFactsForm = {
  invalid: "Nothing was saved: correct the fields marked below.",
  saved: "Saved. Every page, mail and search result shows the new facts within a minute.",
  sections: { firm: "The firm", office: "Registered office", contact: "Contact and promise" },
  fields: {
    name: {
      label: "Company name",
      hint: "As visitors read it: the header, titles and mails.",
      required: "Give the company's name",
    },
    legalName: {
      label: "Registered name",
      hint: "As on the Companies House register, for the footer and the mails' small print.",
      required: "Give the registered name",
    },
    registrationNumber: {
      label: "Company number",
      hint: "Eight characters: eight digits, or two letters (SC, NI, OC...) and six digits.",
      required: "Give the company number",
      invalid: "A company number is eight digits, or two letters such as SC, NI or OC and six digits",
    },
    street: { label: "Address", required: "Give the first line of the address" },
    locality: { label: "Town", required: "Give the town" },
    region: { label: "County", required: "Give the county" },
    postalCode: {
      label: "Postcode",
      required: "Give the postcode",
      invalid: "Enter a UK postcode, such as TR15 1AA",
    },
    phone: {
      label: "Phone number",
      hint: "The one number visitors call, shown on every page.",
      required: "Give the phone number",
      invalid: "Enter a UK phone number, such as 01209 123456 or 07700 900123",
    },
    email: {
      label: "Email address",
      hint: "Shown on the pages and mails for visitors to write to.",
      required: "Give the email address",
      invalid: "Enter an email address, such as hello@example.co.uk",
    },
    replyWithinHours: {
      label: "Reply promise (hours)",
      hint: `How soon every enquiry is answered: ${firmFactLimits.replyHours.min} to ${firmFactLimits.replyHours.max} hours.`,
      invalid: `Give a whole number of hours from ${firmFactLimits.replyHours.min} to ${firmFactLimits.replyHours.max}`,
    },
    opens: {
      label: "Opens at",
      hint: "Monday to Friday, UK time, such as 09:00.",
      invalid: "Give a time such as 09:00",
    },
    closes: {
      label: "Closes at",
      invalid: "Give a time such as 17:30",
      beforeOpening: "Closing must come after opening",
      outOfDay: `Opening hours run between ${firmFactLimits.day.from} and ${firmFactLimits.day.to}`,
    },
  },
  tooLong: (max: number) => `At most ${max} characters`,
  controlCharacters: "Control characters are not allowed",
  save: "Save",
} as const;
