import { serveForm } from "../../../server/forms/serve";
import { bookingSettingsDeclaration } from "./booking-settings";

/**
 * The booking settings' server part: the settings the form's schema gives, saved and audited
 * (server/admin/bookings.ts); a page without the video links' fields keeps them as saved.
 */
export const bookingSettingsServer = serveForm(bookingSettingsDeclaration, {
  admin: true,
  async accept({ value, admin, deps }) {
    const { bookings } = deps.admin;
    const videoLinks = value.videoLinks ?? (await bookings.settings()).videoLinks;
    await bookings.saveSettings(admin, { ...value, videoLinks });
    return { ok: true, status: 200 };
  },
});
