import type { AppLoadContext } from "react-router";

/**
 * The signed-in admin for a back-office loader or action. The server's gate has already answered
 * 404 to anyone else (server/admin/http.ts); this checks again, so a page never relies on it alone.
 */
export async function requireAdmin(context: AppLoadContext, request: Request) {
  const admin = context.admin!;
  const actor = await admin.admin(request.headers);
  if (!actor) throw new Response("Not Found", { status: 404 });
  return { admin, actor };
}
