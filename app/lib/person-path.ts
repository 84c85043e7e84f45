/** A person's page in the back office, by their address (lower-cased: one person, however typed). */
export const personPath = (email: string) =>
  `/admin/people/${encodeURIComponent(email.trim().toLowerCase())}`;
