import { Tabs } from "radix-ui";
import { useState } from "react";
import { data, redirectDocument } from "react-router";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { EmailLinkForm } from "~/components/forms/auth/email-link-form";
import { useAuthThrottle } from "~/components/forms/auth/use-auth-throttle";
import { authPage } from "~/content/auth";
import { forgotPassword } from "~/forms/forgot-password/forgot-password";
import { resendConfirmation } from "~/forms/resend-confirmation/resend-confirmation";
import { signIn } from "~/forms/sign-in/sign-in";
import { SignInForm } from "~/forms/sign-in/sign-in-form";
import { signUp } from "~/forms/sign-up/sign-up";
import { SignUpForm } from "~/forms/sign-up/sign-up-form";
import type { PageHandle } from "~/islands/registry";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import { RETURN_PARAM, safeReturnPath } from "~/shared/return-path";
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
  const accounts = context.accounts;
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
      returnTo: safeReturnPath(params.get(RETURN_PARAM)),
    },
    { headers: stale ? { "Set-Cookie": stale } : undefined },
  );
}

/**
 * The forms without JavaScript post here; with it, they post to /api/account/* (the same
 * pipeline). A sign-in goes where signing in lands; the others show their answer.
 */
export const action = formAction(signIn, signUp, forgotPassword, resendConfirmation);

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const [view, setView] = useState<View>(loaderData.view);
  const throttle = useAuthThrottle();
  const answer = (form: { intent: string }) => (actionData?.intent === form.intent ? actionData : undefined);
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
                <EmailLinkForm form={forgotPassword} serverResult={answer(forgotPassword)} />
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
                serverResult={answer(signIn)}
                throttle={throttle}
                forgotHref="/auth?tab=forgot"
                onForgot={() => show("forgot")}
                returnTo={loaderData.returnTo}
              />
            )}
          </Tabs.Content>
          <Tabs.Content value="signup" className="mt-6">
            <SignUpForm serverResult={answer(signUp)} throttle={throttle} />
          </Tabs.Content>
        </Tabs.Root>
        {loaderData.link === "invalid" || answer(resendConfirmation) ? (
          <div className="mt-8 border-t border-slate-200 pt-6">
            <EmailLinkForm form={resendConfirmation} serverResult={answer(resendConfirmation)} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
