import type { Route } from "./+types/book-manage-ics";

/** The visitor's call as a calendar file, from their link's page ("Add it to your calendar"). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.booking;
  const found = await services.bookings.findByManageToken(params.token);
  if (found.status !== "ok") throw new Response("Not Found", { status: 404 });
  return new Response(services.invitation(found.booking), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="call.ics"',
      "Cache-Control": "no-store",
    },
  });
}
