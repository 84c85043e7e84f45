/**
 * A one-time message for the next page (a prerendered page cannot know it): the server sets a
 * short-lived cookie, the page's script shows it as a toast and deletes it (app/lib/flash.ts).
 */
export const FLASH_COOKIE = "kt_flash";

export const FLASH_MESSAGES = {
  "account-deleted": {
    title: "Account deleted",
    description: "Your account has been deleted, as you asked.",
    variant: "default",
  },
  "welcome-back": {
    title: "Welcome back!",
    description: "You have successfully signed in.",
    variant: "success",
  },
  "signed-out": {
    title: "Signed out",
    description: "You have signed out. See you soon.",
    variant: "default",
  },
} as const;

export type Flash = keyof typeof FLASH_MESSAGES;

export function flashCookie(flash: Flash, secure: boolean): string {
  return `${FLASH_COOKIE}=${flash}; Path=/; Max-Age=60; SameSite=Lax${secure ? "; Secure" : ""}`;
}
