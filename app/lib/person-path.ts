import { isValidEmail } from "~/shared/validation/fields";

/** A person's page in the back office, by their address (lower-cased: one person, however typed). */
export const personPath = (email: string) =>
  `/admin/people/${encodeURIComponent(email.trim().toLowerCase())}`;

/** The person a page's path names (its `address`), or none when it is not one plain address. */
export function personOfPath(address: string | undefined): string | undefined {
  const person = (address ?? "").trim().toLowerCase();
  return isValidEmail(person) ? person : undefined;
}
