import { accountPage } from "~/content/account";
import { declareForm } from "~/shared/forms/declare";
import { accountFieldSpecs, changeNameSchema } from "~/shared/validation/auth";

/** The account page's name (/account): posted to the page's action, signed in only. */
export const changeName = declareForm({
  name: "change-name",
  intent: "name",
  schema: changeNameSchema,
  fields: {
    fullName: { ...accountFieldSpecs.fullName, id: "account-full-name", label: accountPage.details.fullName },
  },
});
