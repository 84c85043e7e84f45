import { isSuspicious } from "~/shared/suspicious";
import * as z from "~/shared/zod";

/**
 * Refuses suspicious content with the field's own message. Imported by the forms that check for it
 * (contact, booking) from here, not through fields.ts: the other forms' scripts leave it out.
 */
export const notSuspicious = (message: string) => z.refine<string>((value) => !isSuspicious(value), message);
