import { data, redirect, redirectDocument } from "react-router";
import { AccountSection, SettingsForm } from "~/components/account/account-section";
import { LeadHistory } from "~/components/account/lead-history";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { Field } from "~/components/ui/field";
import type { PageHandle } from "~/islands/registry";
import { formResult, formStatus } from "~/lib/forms/form-result";
import { ownEntry } from "~/lib/own-entry";
import { seo } from "~/lib/seo";
import { AUTH_LIMITS, authInputFromForm, PASSWORD_HELP } from "~/lib/validation/auth";
import type { FieldErrors } from "~/lib/validation/fields";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Your account",
    description: "Your account and what we hold about you.",
    path: "/account",
    noindex: true,
  });

/**
 * Rendered for each visitor, with many forms that follow its actions: the one kind of page that
 * keeps React Router's client runtime (docs/decisions/025).
 */
export const handle = { router: true } satisfies PageHandle;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

async function signedIn({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const accounts = context.accounts!;
  const user = await accounts.session(request.headers);
  if (!user) {
    const stale = accounts.staleHint(request.headers, user);
    throw redirect("/auth", stale ? { headers: { "Set-Cookie": stale } } : undefined);
  }
  return { accounts, user };
}

/** SPEC: only for a signed-in visitor; anyone else goes to /auth. */
export async function loader(args: Route.LoaderArgs) {
  const { accounts, user } = await signedIn(args);
  const overview = await accounts.overview(user);
  const params = new URL(args.request.url).searchParams;
  return {
    ...overview,
    signedIn: true,
    confirmed: params.has("confirmed"),
    passwordChanged: params.get("password") === "changed",
  };
}

export async function action(args: Route.ActionArgs) {
  const { accounts, user } = await signedIn(args);
  const { request } = args;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const input = authInputFromForm(form);
  if (intent === "subscription") {
    await accounts.setSubscribed(user, form.get("subscribe") === "on");
    return { intent, ok: true as const };
  }
  const run = ownEntry({ name: accounts.changeName, password: accounts.changePassword }, intent);
  const result = run
    ? await run(input, request.headers)
    : intent === "delete"
      ? await accounts.deleteAccount(user, input, request.headers)
      : undefined;
  if (!result) return data({ intent, ok: false as const, error: "Unknown form" }, { status: 400 });
  // The home page is not part of the router's app: a page load, with its own island.
  if (result.ok && intent === "delete") throw redirectDocument("/", { headers: result.headers });
  // The change ends every session and starts a new one: the page is loaded again with the new
  // session's cookie (rendering it in this request would read the old one and find no session).
  if (result.ok && intent === "password") {
    throw redirect("/account?password=changed#password", { headers: result.headers });
  }
  const values = intent === "name" ? { fullName: input.fullName } : {};
  return data(
    { intent, ...formResult(result, values) },
    { status: formStatus(result), headers: result.headers },
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const answer = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  const fieldError = (intent: string, field: string) => {
    const result = answer(intent);
    return result && !result.ok && "fieldErrors" in result
      ? (result.fieldErrors as FieldErrors | undefined)?.[field]
      : undefined;
  };
  const { user } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Your account</h1>
      <p className="mt-3 text-lg text-muted">
        Signed in as <strong className="text-ink">{user.email}</strong>. Here you can manage your details and
        see everything we hold about you.
      </p>
      <form method="post" action="/auth/sign-out" className="mt-4">
        <button type="submit" className="font-semibold text-brand-700 underline underline-offset-4">
          Sign Out
        </button>
      </form>
      {/* Once a form here has answered, its notice has the focus (one autofocus a page) and the news. */}
      {loaderData.confirmed && !actionData ? (
        <div className="mt-6">
          <AuthNotice tone="success" title="Your email address is confirmed" focus>
            Welcome! You are signed in.
          </AuthNotice>
        </div>
      ) : null}

      <AccountSection id="details" title="Your details">
        <SettingsForm
          intent="name"
          result={answer("name")}
          submit="Save name"
          done="Your name has been saved."
        >
          <Field
            id="account-full-name"
            name="fullName"
            label="Full name"
            autoComplete="name"
            maxLength={AUTH_LIMITS.fullName}
            defaultValue={user.name}
            error={fieldError("name", "fullName")}
          />
          <p className="text-sm text-muted">Email address: {user.email}</p>
        </SettingsForm>
      </AccountSection>

      <AccountSection id="password" title="Change password">
        <SettingsForm
          intent="password"
          result={answer("password") ?? (loaderData.passwordChanged ? { ok: true } : undefined)}
          submit="Change password"
          done="Your password has been changed, and your other devices have been signed out."
        >
          <Field
            id="current-password"
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={fieldError("password", "currentPassword")}
          />
          <Field
            id="account-new-password"
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HELP}
            error={fieldError("password", "password")}
          />
        </SettingsForm>
      </AccountSection>

      <LeadHistory
        enquiries={loaderData.enquiries}
        bookings={loaderData.bookings}
        resourceRequests={loaderData.resourceRequests}
        subscribed={loaderData.subscribed}
        subscriptionSaved={Boolean(answer("subscription"))}
      />

      <AccountSection id="data" title="Your data">
        <p className="text-muted">A copy of everything above, and your account, as a JSON file.</p>
        <a
          href="/account/data.json"
          download
          className="mt-3 inline-block font-semibold text-brand-700 underline"
        >
          Download my data
        </a>
      </AccountSection>

      <AccountSection id="delete" title="Delete my account">
        <SettingsForm intent="delete" result={answer("delete")} submit="Delete my account" danger>
          <p className="text-muted">
            This removes your account and signs you out everywhere. It cannot be undone.
          </p>
          <Field
            id="delete-password"
            name="password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            error={fieldError("delete", "password")}
          />
          <label className="flex items-start gap-2.5 text-sm">
            <input type="checkbox" name="eraseLeads" className="mt-0.5 size-4 accent-brand-700" />
            Also erase my enquiries, calls, resource requests and subscription
          </label>
        </SettingsForm>
      </AccountSection>
    </div>
  );
}
