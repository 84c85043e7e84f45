import {
  checkBookingSettings,
  loadBookingSettings,
  type SettingsCheck,
  saveBookingSettings,
} from "../../server/booking/settings";
import type { DB } from "../../server/db";

/**
 * Some of the owner's settings changed, as a test states a change: merged over those saved and
 * checked by their schema, then saved, or refused with each setting's message and nothing saved.
 */
export async function changeBookingSettings(db: DB, changes: unknown, by: string): Promise<SettingsCheck> {
  const merged =
    typeof changes === "object" && changes !== null && !Array.isArray(changes)
      ? { ...(await loadBookingSettings(db)), ...changes }
      : changes;
  const checked = checkBookingSettings(merged);
  if (checked.ok) await saveBookingSettings(db, checked.settings, by);
  return checked;
}
