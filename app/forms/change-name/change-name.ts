import { accountPage } from "~/content/account";
import { declareForm } from "~/lib/forms/declare";
import { accountFieldSpecs, fullName } from "~/lib/validation/auth";
import * as z from "~/lib/zod";

export const changeNameSchema = z.object({ fullName });

/** The account page's name (/account): posted to the page's action, signed in only. */
export const changeName = declareForm({
  name: "change-name",
  intent: "name",
  schema: changeNameSchema,
  fields: {
    fullName: { ...accountFieldSpecs.fullName, id: "account-full-name", label: accountPage.details.fullName },
  },
});
