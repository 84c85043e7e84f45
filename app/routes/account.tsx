import { redirect } from "react-router";
import { AccountSection } from "~/components/account/account-section";
import { LeadHistory } from "~/components/account/lead-history";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { accountPage as words } from "~/content/account";
import { accountSubscription } from "~/forms/account-subscription/account-subscription";
import { changeName } from "~/forms/change-name/change-name";
import { ChangeNameForm } from "~/forms/change-name/change-name-form";
import { changePassword } from "~/forms/change-password/change-password";
import { ChangePasswordForm } from "~/forms/change-password/change-password-form";
import { deleteAccount } from "~/forms/delete-account/delete-account";
import { DeleteAccountForm } from "~/forms/delete-account/delete-account-form";
import type { PageHandle } from "~/islands/registry";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => seo({ ...words.seo, path: "/account", noindex: true });

/**
 * Rendered for each visitor, with many forms that follow its actions: the one kind of page that
 * keeps React Router's client runtime (docs/decisions/025).
 */
export const handle = { router: true } satisfies PageHandle;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** SPEC: only for a signed-in visitor; anyone else goes to /auth (its forms too: the registry checks). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const accounts = context.accounts;
  const user = await accounts.session(request.headers);
  if (!user) {
    const stale = accounts.staleHint(request.headers, user);
    throw redirect("/auth", stale ? { headers: { "Set-Cookie": stale } } : undefined);
  }
  const overview = await accounts.overview(user);
  const params = new URL(request.url).searchParams;
  return {
    ...overview,
    signedIn: true,
    confirmed: params.has("confirmed"),
    passwordChanged: params.get("password") === "changed",
  };
}

export const action = formAction(changeName, changePassword, deleteAccount, accountSubscription);

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const answer = (form: { intent: string }) => (actionData?.intent === form.intent ? actionData : undefined);
  const { user } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{words.title}</h1>
      <p className="mt-3 text-lg text-muted">
        {words.signedInAs} <strong className="text-ink">{user.email}</strong>
        {words.intro}
      </p>
      <form method="post" action="/auth/sign-out" className="mt-4">
        <button type="submit" className="font-semibold text-brand-700 underline underline-offset-4">
          {words.signOut}
        </button>
      </form>
      {/* Once a form here has answered, its notice has the focus (one autofocus a page) and the news. */}
      {loaderData.confirmed && !actionData ? (
        <div className="mt-6">
          <AuthNotice tone="success" title={words.confirmed.title} focus>
            {words.confirmed.text}
          </AuthNotice>
        </div>
      ) : null}

      <AccountSection id="details" title={words.details.title}>
        <ChangeNameForm user={user} result={answer(changeName)} />
      </AccountSection>

      <AccountSection id="password" title={words.password.title}>
        <ChangePasswordForm
          result={answer(changePassword) ?? (loaderData.passwordChanged ? { ok: true } : undefined)}
        />
      </AccountSection>

      <LeadHistory
        enquiries={loaderData.enquiries}
        bookings={loaderData.bookings}
        resourceRequests={loaderData.resourceRequests}
        subscribed={loaderData.subscribed}
        subscriptionSaved={Boolean(answer(accountSubscription))}
      />

      <AccountSection id="data" title={words.data.title}>
        <p className="text-muted">{words.data.text}</p>
        <a
          href="/account/data.json"
          download
          className="mt-3 inline-block font-semibold text-brand-700 underline"
        >
          {words.data.download}
        </a>
      </AccountSection>

      <AccountSection id="delete" title={words.delete.title}>
        <DeleteAccountForm result={answer(deleteAccount)} />
      </AccountSection>
    </div>
  );
}
