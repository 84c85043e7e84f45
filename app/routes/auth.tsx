import { Tabs } from "radix-ui";
import { useState } from "react";
import { data, redirectDocument } from "react-router";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { EmailLinkForm } from "~/components/forms/auth/email-link-form";
import { SignInForm } from "~/components/forms/auth/sign-in-form";
import { SignUpForm } from "~/components/forms/auth/sign-up-form";
import { useAuthThrottle } from "~/components/forms/auth/use-auth-throttle";
import { authPage } from "~/content/auth";
import type { PageHandle } from "~/islands/registry";
import { formResult, formStatus } from "~/lib/forms/form-result";
import { ownEntry } from "~/lib/own-entry";
import { seo } from "~/lib/seo";
import { landingAfterSignIn } from "~/lib/signed-in";
import { authInputFromForm } from "~/lib/validation/auth";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => seo({ ...authPage.seo, path: "/auth", noindex: true });

/**
 * Rendered for each visitor, with many forms that follow its actions: the one kind of page that
 * keeps React Router's client runtime (docs/decisions/025).
 */
export const handle = { router: true } satisfies PageHandle;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

type View = "signin" | "signup" | "forgot";
const VIEWS: readonly View[] = ["signin", "signup", "forgot"];

/** SPEC §2 "/auth": a visitor who already has a session goes to the home page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const accounts = context.accounts!;
  const user = await accounts.session(request.headers);
  if (user) throw redirectDocument("/");
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab") as View | null;
  const verify = params.get("verify") as "expired" | "used" | "invalid" | null;
  const stale = accounts.staleHint(request.headers, user);
  return data(
    {
      view: tab && VIEWS.includes(tab) ? tab : ("signin" as View),
      link: verify === "expired" || verify === "used" || verify === "invalid" ? verify : undefined,
      passwordReset: params.get("reset") === "done",
    },
    { headers: stale ? { "Set-Cookie": stale } : undefined },
  );
}

/** The forms without JavaScript post here; with it, they post to /api/account/* (the same services). */
export async function action({ request, context }: Route.ActionArgs) {
  const accounts = context.accounts!;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const input = authInputFromForm(form);
  const run = ownEntry(
    {
      signin: accounts.signIn,
      signup: accounts.signUp,
      forgot: accounts.requestPasswordReset,
      resend: accounts.resendConfirmation,
    },
    intent,
  );
  if (!run) return data({ intent, ok: false as const, error: "Unknown form" }, { status: 400 });
  const result = await run(input, request.headers);
  if (result.ok && intent === "signin") {
    // An admin lands in the back office (the hint the sign-in set says so: app/lib/signed-in.ts).
    const landing = landingAfterSignIn(result.headers.getSetCookie().join("; "));
    throw redirectDocument(landing, { headers: result.headers });
  }
  // What was typed comes back to the form, never the password.
  const { password: _, currentPassword: __, ...values } = input;
  return data(
    { intent, ...formResult(result, values) },
    { status: formStatus(result), headers: result.headers },
  );
}

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const [view, setView] = useState<View>(loaderData.view);
  const throttle = useAuthThrottle();
  const answer = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  const show = (next: View) => {
    setView(next);
    window.history.replaceState(null, "", next === "signin" ? "/auth" : `/auth?tab=${next}`);
  };
  const { copy } = authPage;
  return (
    <section className="mx-auto max-w-xl px-4 py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{copy.title}</h1>
      <p className="mt-3 text-lg text-muted">{copy.intro}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {loaderData.link ? (
          <AuthNotice tone="error" title={copy.links[loaderData.link].title} focus>
            {copy.links[loaderData.link].text}
          </AuthNotice>
        ) : null}
        {loaderData.passwordReset ? (
          <AuthNotice tone="success" title={copy.passwordReset.title} focus>
            {copy.passwordReset.text}
          </AuthNotice>
        ) : null}
        <Tabs.Root
          value={view === "signup" ? "signup" : "signin"}
          onValueChange={(next) => show(next as View)}
        >
          <Tabs.List aria-label={copy.tabsLabel} className="grid grid-cols-2 rounded-lg bg-slate-100 p-1">
            {(["signin", "signup"] as const).map((tab) => (
              // Radix gives its trigger type="button", which a link may not carry: unset.
              <Tabs.Trigger key={tab} value={tab} asChild type={undefined}>
                {/* Links, so that the tabs work without JavaScript too. */}
                <a
                  href={tab === "signin" ? "/auth" : "/auth?tab=signup"}
                  onClick={(event) => {
                    event.preventDefault();
                    show(tab);
                  }}
                  className="rounded-md px-4 py-2.5 text-center font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
                >
                  {copy.tabs[tab]}
                </a>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="signin" className="mt-6">
            {view === "forgot" ? (
              <>
                <EmailLinkForm kind="forgot" serverResult={answer("forgot")} />
                <a
                  href="/auth"
                  onClick={(event) => {
                    event.preventDefault();
                    show("signin");
                  }}
                  className="mt-6 inline-block font-medium text-brand-700 underline underline-offset-4"
                >
                  {copy.backToSignIn}
                </a>
              </>
            ) : (
              <SignInForm
                serverResult={answer("signin")}
                throttle={throttle}
                forgotHref="/auth?tab=forgot"
                onForgot={() => show("forgot")}
              />
            )}
          </Tabs.Content>
          <Tabs.Content value="signup" className="mt-6">
            <SignUpForm serverResult={answer("signup")} throttle={throttle} />
          </Tabs.Content>
        </Tabs.Root>
        {loaderData.link === "invalid" || answer("resend") ? (
          <div className="mt-8 border-t border-slate-200 pt-6">
            <EmailLinkForm kind="resend" serverResult={answer("resend")} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
