/**
 * A one-time message for the next page (a prerendered page cannot know it): the server sets a
 * short-lived cookie, the page's script shows it as a toast and deletes it.
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

/**
 * In the browser: shows the waiting message, if any, as a toast, once. Every page runs this (the
 * site island); the toasts' code loads only when there is a message.
 */
export function showFlash(): void {
  const message = takeFlash();
  if (message) void import("./toast").then((toast) => toast.showToast(message));
}

/** In the browser: the waiting message, if any, removed so that it shows once. */
export function takeFlash(): (typeof FLASH_MESSAGES)[Flash] | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=([\\w-]+)`));
  if (!match) return undefined;
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed string; the Cookie Store API is not in every browser the site serves.
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return FLASH_MESSAGES[match[1] as Flash];
}
