import { Button } from "~/components/ui/button";
import { formWords } from "~/content/form-outcomes";
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
import { FormAlert, problemsOf } from "./form-alert";
import { FormOutcome } from "./form-outcome";
import { Honeypot } from "./honeypot";
import { type Refusal, usePublicForm } from "./use-public-form";

const FIELD_ID = "subscribe-email";

/** The spec's notice for a refusal: 'Email Required' for a blank address, else 'Subscription Failed'. */
function notice(refusal: Refusal): { title: string; description: string } {
  // SPEC §8: the error's own message, else the general one.
  const message =
    refusal.kind === "invalid"
      ? refusal.fieldErrors.email
      : refusal.kind === "too-soon"
        ? refusal.error
        : undefined;
  return message === EMAIL_REQUIRED.description
    ? EMAIL_REQUIRED
    : { title: SUBSCRIPTION_FAILURE.title, description: message || SUBSCRIPTION_FAILURE.description };
}

/**
 * Article notices by email, with double opt-in (SPEC §4, §5, §8). Without JavaScript it posts to
 * the /insights action (`serverResult` is its answer); with it, to `POST /api/subscriptions`. The
 * outcome stays (docs/decisions/031): once subscribed, a panel takes the form's place; refused, a
 * summary above the form takes focus.
 */
export function SubscribeForm({ serverResult }: { serverResult?: FormResult }) {
  const form = usePublicForm({
    endpoint: "/api/subscriptions",
    schema: subscriptionSchema,
    read: subscriptionInputFromForm,
    serverResult,
    focus: "summary",
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const outcome = await form.submit(element);
    if (outcome.kind === "sent") showToast({ ...SUBSCRIPTION_SUCCESS, variant: "success" });
    else showToast({ ...notice(outcome), variant: "destructive" });
  }

  const { refusal, sent } = form;
  const error = form.errors.email;
  const typed = serverResult && !serverResult.ok ? serverResult.values?.email : undefined;
  const email = typeof sent?.email === "string" ? sent.email.trim() : "";
  // The box's heading and words are the page's (SubscribeBox): the island is the form alone.
  return (
    <>
      {sent ? (
        <div className="mx-auto max-w-xl text-left">
          <FormOutcome
            title={SUBSCRIPTION_SUCCESS.title}
            description={SUBSCRIPTION_SUCCESS.description}
            next={formWords.subscribe.next(email)}
            sent={[{ label: formWords.subscribe.labels.email, value: email }]}
            actions={formWords.subscribe.actions}
            focus
          />
        </div>
      ) : (
        <form
          ref={form.formRef}
          method="post"
          action="/insights"
          noValidate
          onSubmit={onSubmit}
          className="mx-auto max-w-xl"
        >
          {refusal ? (
            <div className="mb-4 text-left">
              <FormAlert
                title={notice(refusal).title}
                message={refusal.kind === "invalid" ? undefined : notice(refusal).description}
                problems={
                  refusal.kind === "invalid" ? problemsOf(form.errors, ["email"], () => FIELD_ID) : []
                }
                focusKey={form.focusKey}
                autoFocus={!form.hydrated}
              />
            </div>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <input type="hidden" name="intent" value="subscribe" />
            <label htmlFor={FIELD_ID} className="sr-only">
              Email address
            </label>
            {/* Not flex-1 in the phone's column: a basis of 0 there squeezed it to 21 px. */}
            <input
              id={FIELD_ID}
              name="email"
              type="email"
              maxLength={EMAIL_LENGTH.max}
              autoComplete="email"
              placeholder="you@company.co.uk"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${FIELD_ID}-error` : undefined}
              defaultValue={typeof typed === "string" ? typed : undefined}
              className="h-12 w-full rounded-lg border border-white/30 bg-white px-4 text-ink placeholder:text-slate-500 sm:flex-1"
            />
            <Honeypot idPrefix="subscribe" />
            <Button type="submit" size="lg" disabled={form.busy}>
              {form.busy ? SUBSCRIBE_LABEL.busy : SUBSCRIBE_LABEL.idle}
            </Button>
          </div>
          {error ? (
            <p id={`${FIELD_ID}-error`} className="mt-3 font-medium text-accent-300">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </>
  );
}
