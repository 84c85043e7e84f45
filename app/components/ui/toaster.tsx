import { type ComponentType, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { showFlash } from "~/lib/flash";

/**
 * The toasts (sonner) load after the page has hydrated: nothing shows one before a form is sent,
 * and the first paint does not wait for them. SPEC §9: one toast at a time, 5000 ms. Sonner
 * renders an aria-live region, so toasts are announced. At the bottom, they cover neither the
 * fixed header nor an open dialog's title.
 */
export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    import("sonner").then((module) => setSonner(() => module.Toaster));
  }, []);
  // A message left for this page (app/lib/flash.ts), once sonner listens: its own effects have
  // run by the time this one does.
  useEffect(() => {
    if (Sonner) showFlash();
  }, [Sonner]);
  if (!Sonner) return null;
  return <Sonner visibleToasts={1} duration={5000} richColors closeButton position="bottom-right" />;
}
