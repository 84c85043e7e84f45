import type { AppLoadContext } from "react-router";

/**
 * The signed-in admin for a back-office loader or action. The server's gate has already answered
 * 404 to anyone else (server/admin/http.ts) and passes on whom it found, so the session is read
 * once per request; a request that did not come through the gate is checked here.
 */
export async function requireAdmin(context: AppLoadContext, request: Request) {
  const admin = context.admin;
  const actor = context.adminActor ?? (await admin.admin(request.headers));
  if (!actor) throw new Response("Not Found", { status: 404 });
  return { admin, actor };
}
