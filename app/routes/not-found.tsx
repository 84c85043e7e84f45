import { data } from "react-router";
import { StatusPage } from "~/components/site/status-page";
import { buttonClasses } from "~/components/ui/button";
import { notFoundPage } from "~/content/status-pages";
import type { PageHandle } from "~/islands/registry";
import { seo } from "~/lib/seo";
import { signInReturningTo } from "~/shared/return-path";
import type { Route } from "./+types/not-found";

/**
 * Any path no other route claims: answered with HTTP 404 by the server. The page is the same for
 * every path (the server renders it once: server/not-found-page.ts), so nothing here may depend on
 * the request; the browser logs the path from its own location. The one variant: a back-office
 * page asked for signed out, for which the server's gate gives the page to come back to
 * (`context.signInReturn`, decision 039), and the page offers to sign in.
 */
export function loader({ context }: Route.LoaderArgs) {
  const back = context.signInReturn;
  return data({ signIn: back ? signInReturningTo(back) : undefined }, { status: 404 });
}

/** A form posted to a path that does not exist gets the same 404 page. */
export function action() {
  return data(null, { status: 404 });
}

// A page that is not there has no path, so no canonical URL.
export const meta: Route.MetaFunction = () => seo({ ...notFoundPage.seo, noindex: true });

export const handle = { islands: ["not-found-log"] } satisfies PageHandle;

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { title, message, next, signIn } = notFoundPage;
  const signInHref = loaderData?.signIn;
  return (
    <StatusPage code={404} title={title} message={message} next={next}>
      {signInHref ? (
        <div className="mt-10 flex flex-col items-center gap-4 border-t border-slate-200 pt-8">
          <p className="text-lg text-muted">{signIn.text}</p>
          <a href={signInHref} className={buttonClasses("primary", "lg")}>
            {signIn.label}
          </a>
        </div>
      ) : null}
    </StatusPage>
  );
}
