import { redirect } from "react-router";
import type { Route } from "./+types/account-data";

/** 'Download my data': the signed-in visitor's account and everything held under their address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const accounts = context.accounts;
  const user = await accounts.session(request.headers);
  if (!user) throw redirect("/auth");
  const body = JSON.stringify(await accounts.exportData(user), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      "Cache-Control": "no-store",
    },
  });
}
