import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import type { FormResult } from "~/lib/forms/form-result";
import { showToast } from "~/lib/toast";
import { EMAIL_LENGTH } from "~/lib/validation/fields";
import {
  EMAIL_REQUIRED,
  SUBSCRIBE_LABEL,
  SUBSCRIPTION_FAILURE,
  SUBSCRIPTION_SUCCESS,
  subscriptionInputFromForm,
  subscriptionSchema,
} from "~/lib/validation/subscription";
import { Honeypot } from "./honeypot";
import { usePublicForm } from "./use-public-form";

/**
 * Article notices by email, with double opt-in (SPEC §4, §5, §8). Without JavaScript it posts to
 * the /insights action (`serverResult` is its answer); with it, to `POST /api/subscriptions`.
 */
export function SubscribeForm({ serverResult }: { serverResult?: FormResult }) {
  const form = usePublicForm({
    endpoint: "/api/subscriptions",
    schema: subscriptionSchema,
    read: subscriptionInputFromForm,
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const outcome = await form.submit(element);
    if (outcome.kind === "sent") {
      showToast({ ...SUBSCRIPTION_SUCCESS, variant: "success" });
      element.reset();
      return;
    }
    // SPEC §8: the error's own message, else the general one; a blank address is 'Email Required'.
    const message =
      outcome.kind === "invalid"
        ? outcome.fieldErrors.email
        : outcome.kind === "too-soon"
          ? outcome.error
          : undefined;
    showToast({
      ...(message === EMAIL_REQUIRED.description
        ? EMAIL_REQUIRED
        : { title: SUBSCRIPTION_FAILURE.title, description: message || SUBSCRIPTION_FAILURE.description }),
      variant: "destructive",
    });
  }

  const { sent, failure, errors, focus, value } = form.shown(serverResult, ["email"]);
  const error = errors.email;
  return (
    <div className="on-dark rounded-3xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12">
      <h2 id="subscribe-heading" className="text-3xl font-bold tracking-tight">
        Subscribe to our insights
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-200">
        Join {company.claims.mailingListLeaders} business leaders who get our practical articles on
        technology, security and growth. No spam; unsubscribe at any time.
      </p>
      <form
        ref={form.formRef}
        method="post"
        action="/insights"
        noValidate
        onSubmit={onSubmit}
        className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row"
      >
        <input type="hidden" name="intent" value="subscribe" />
        <label htmlFor="subscribe-email" className="sr-only">
          Email address
        </label>
        <input
          id="subscribe-email"
          name="email"
          type="email"
          maxLength={EMAIL_LENGTH.max}
          autoComplete="email"
          placeholder="you@company.co.uk"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "subscribe-email-error" : undefined}
          autoFocus={focus === "email"}
          defaultValue={value("email")}
          className="h-12 flex-1 rounded-lg border border-white/30 bg-white px-4 text-ink placeholder:text-slate-500"
        />
        <Honeypot idPrefix="subscribe" />
        <Button type="submit" size="lg" disabled={form.busy}>
          {form.busy ? SUBSCRIBE_LABEL.busy : SUBSCRIBE_LABEL.idle}
        </Button>
      </form>
      {error ? (
        <p id="subscribe-email-error" className="mt-3 font-medium text-accent-300">
          {error}
        </p>
      ) : null}
      {sent || failure ? (
        <p role="status" tabIndex={-1} autoFocus={!error} className="mt-4 font-medium text-accent-300">
          {failure
            ? `${SUBSCRIPTION_FAILURE.title}: ${failure.fieldErrors?.email ?? failure.error ?? SUBSCRIPTION_FAILURE.description}`
            : `${SUBSCRIPTION_SUCCESS.title} ${SUBSCRIPTION_SUCCESS.description}`}
        </p>
      ) : null}
    </div>
  );
}
