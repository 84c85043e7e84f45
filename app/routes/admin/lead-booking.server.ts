import type { requireAdmin } from "~/lib/admin.server";

type SignedIn = Awaited<ReturnType<typeof requireAdmin>>;

/**
 * The free times a call's page offers to move it to (`?day=` picks the day shown), while it can be
 * moved. The call's actions themselves are declared forms (app/forms/lead-booking).
 */
export const moveChoicesFor = ({ admin }: SignedIn, id: string, request: Request) =>
  admin.bookings.moveChoices(id, new URL(request.url).searchParams.get("day"));
