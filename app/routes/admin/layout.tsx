import { data, isRouteErrorResponse, NavLink, Outlet, useRouteError } from "react-router";
import { LogoMark } from "~/components/site/logo";
import { backOffice, backOfficeSections } from "~/content/back-office";
import type { PageHandle } from "~/islands/registry";
import { requireAdmin } from "~/lib/admin.server";
import type { Route } from "./+types/layout";

/**
 * Rendered for each admin, with filters, pages and forms that follow its loaders and actions:
 * the back office keeps React Router's client runtime, like the account pages (decision 025),
 * and its own frame instead of the site's header and footer (made for a phone first).
 */
export const handle = { router: true, ownShell: true } satisfies PageHandle;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const hint = loaderHeaders.get("Set-Cookie");
  if (hint) headers.set("Set-Cookie", hint);
  return headers;
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, actor } = await requireAdmin(context, request);
  // An admin signed in before the admin's hint existed (or by a link) gets it here: the site's
  // header then offers the back office.
  const hint = admin.hintFor(request.headers);
  return data({ email: actor.email }, { headers: hint ? { "Set-Cookie": hint } : undefined });
}

const link =
  "block rounded-md px-2 py-2 text-sm font-semibold text-brand-100 hover:bg-brand-800 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-brand-900";

function Frame({ email, children }: { email?: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 pt-3">
          <a href="/admin" className="flex items-center gap-2 rounded-md font-semibold">
            <LogoMark className="size-8 shrink-0" />
            <span>{backOffice.name}</span>
          </a>
          <div className="flex items-center gap-1 text-sm">
            <a href="/" className="rounded-md px-2 py-2 text-brand-100 underline hover:text-white">
              {backOffice.viewSite}
            </a>
            <form method="post" action="/auth/sign-out">
              <button
                type="submit"
                className="rounded-md px-2 py-2 text-brand-100 underline hover:text-white"
              >
                {backOffice.signOut}
              </button>
            </form>
          </div>
        </div>
        <nav aria-label={backOffice.name} className="mx-auto max-w-5xl px-2 pb-2 pt-1">
          <ul className="flex flex-wrap gap-0.5">
            {backOfficeSections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={"end" in section} className={link}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:py-8">
        {children}
      </main>
      {email ? (
        <footer className="mx-auto w-full max-w-5xl px-4 pb-6 text-sm text-muted">
          {backOffice.signedInAs(email)}
        </footer>
      ) : null}
    </div>
  );
}

/** The back office's frame: its sections, the way back to the site, and who is signed in. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame email={loaderData.email}>
      <Outlet />
    </Frame>
  );
}

/** A lead that is gone (erased, or a mistyped address) is answered inside the back office's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const words = isRouteErrorResponse(error) && error.status === 404 ? backOffice.missing : backOffice.failed;
  return (
    <Frame>
      <h1 className="text-2xl font-bold text-ink">{words.title}</h1>
      <p className="mt-2 text-muted">{words.text}</p>
      <a href="/admin" className="mt-4 inline-block font-semibold text-brand-700 underline">
        {backOffice.backToInbox}
      </a>
    </Frame>
  );
}
