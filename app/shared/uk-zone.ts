import { ukZoneNames } from "~/content/booking";

const ukOffset = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeZoneName: "shortOffset" });

/** What UK time is called at a moment: "GMT" in winter, "BST" in summer (a booked call names it). */
export function ukZoneLabel(when: string | number | Date): string {
  const offset = ukOffset.formatToParts(new Date(when)).find((part) => part.type === "timeZoneName")?.value;
  // "GMT" or "GMT+0" in winter, as the runtime's locale data writes it; "GMT+1" in summer.
  return /^GMT(\+0)?$/.test(offset ?? "") ? ukZoneNames.winter.short : ukZoneNames.summer.short;
}
