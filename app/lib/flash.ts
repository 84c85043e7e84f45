import { FLASH_COOKIE, FLASH_MESSAGES, type Flash } from "~/shared/flash";

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
