import { serveForm } from "../../../server/forms/serve";
import { changeName } from "./change-name";

export const changeNameServer = serveForm(changeName, {
  signedIn: true,
  accept: ({ value, headers, deps }) => deps.accounts.changeName(value, headers),
});
