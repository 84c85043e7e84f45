import { requireAdmin } from "~/lib/admin.server";
import { isValidEmail } from "~/shared/validation/fields";
import type { Route } from "./+types/person-csv";

/** One person's leads as CSV (a subject access request, or handing them over): audited. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { admin, actor } = await requireAdmin(context, request);
  const address = (params.address ?? "").trim().toLowerCase();
  if (!isValidEmail(address)) throw new Response("Not Found", { status: 404 });
  const body = await admin.followUp.personCsv(actor, address);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="person.csv"',
      "Cache-Control": "no-store",
    },
  });
}
