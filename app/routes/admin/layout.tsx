import { NavLink, Outlet } from "react-router";
import type { PageHandle } from "~/islands/registry";
import { requireAdmin } from "~/lib/admin.server";
import type { Route } from "./+types/layout";

/**
 * Rendered for each admin, with filters, pages and forms that follow its loaders and actions:
 * the back office keeps React Router's client runtime, like the account pages (decision 025).
 */
export const handle = { router: true } satisfies PageHandle;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(context, request);
  // The header shows the signed-in links without JavaScript too (see root.tsx).
  return { signedIn: true, email: actor.email };
}

const SECTIONS = [
  { to: "/admin", label: "Inbox", end: true },
  { to: "/admin/sources", label: "Where leads come from" },
  { to: "/admin/mail", label: "Mail" },
  { to: "/admin/articles", label: "Article notices" },
  { to: "/admin/erase", label: "Erase a person" },
] as const;

/** The back office's frame: its sections, and who is signed in. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Back office</p>
        <p className="text-sm text-muted">Signed in as {loaderData.email}</p>
      </div>
      <nav aria-label="Back office" className="mt-3 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-1">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={"end" in section}
                className="inline-block border-b-2 border-transparent px-3 py-2 font-medium text-slate-600 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-900"
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}
