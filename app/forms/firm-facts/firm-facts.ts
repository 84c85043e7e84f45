import { firmFactLimits, firmFactsForm } from "~/content/firm-facts-form";
import { firmFactsSchema } from "~/shared/firm-facts";
import { declareForm } from "~/shared/forms/declare";

const { fields } = firmFactsForm;

/** The firm's settings (/admin/settings/firm): posted to the page, for a signed-in admin only. */
export const firmFactsDeclaration = declareForm({
  name: "firm-facts",
  schema: firmFactsSchema,
  invalid: () => firmFactsForm.invalid,
  fields: {
    name: {
      label: fields.name.label,
      hint: fields.name.hint,
      required: true,
      maxLength: firmFactLimits.name,
    },
    legalName: {
      label: fields.legalName.label,
      hint: fields.legalName.hint,
      required: true,
      maxLength: firmFactLimits.name,
    },
    registrationNumber: {
      label: fields.registrationNumber.label,
      hint: fields.registrationNumber.hint,
      required: true,
      maxLength: 12,
    },
    street: {
      label: fields.street.label,
      required: true,
      maxLength: firmFactLimits.line,
      autoComplete: "off",
    },
    locality: { label: fields.locality.label, required: true, maxLength: firmFactLimits.line },
    region: { label: fields.region.label, required: true, maxLength: firmFactLimits.line },
    postalCode: { label: fields.postalCode.label, required: true, maxLength: 10 },
    phone: { kind: "tel", label: fields.phone.label, hint: fields.phone.hint, required: true, maxLength: 24 },
    email: {
      kind: "email",
      label: fields.email.label,
      hint: fields.email.hint,
      required: true,
      maxLength: 254,
    },
    replyWithinHours: {
      label: fields.replyWithinHours.label,
      hint: fields.replyWithinHours.hint,
      required: true,
      maxLength: 3,
    },
    opens: { label: fields.opens.label, hint: fields.opens.hint, required: true, maxLength: 5 },
    closes: { label: fields.closes.label, required: true, maxLength: 5 },
  },
});
