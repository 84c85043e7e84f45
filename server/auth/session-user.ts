/** The signed-in person as better-auth's session gives them: what the pages and the back office read. */
export type SessionUser = { id: string; name: string; email: string; emailVerified: boolean };
