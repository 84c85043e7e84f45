import { FormAlert } from "~/components/forms/form-alert";
import { FormOutcome } from "~/components/forms/form-outcome";
import { PublicForm, SubmitButton } from "~/components/forms/public-form";
import { type Refusal, usePublicForm } from "~/components/forms/use-public-form";
import { Field } from "~/components/ui/field";
import { subscribeOutcome, subscribeForm as words } from "~/content/subscribe-form";
import { showToast } from "~/lib/toast";
import type { FormResult } from "~/shared/forms/form-result";
import { subscribe, subscriptionNotice } from "./subscribe";

/** The spec's notice for a refusal: 'Email Required' for a blank address, else 'Subscription Failed'. */
const notice = (refusal: Refusal) =>
  subscriptionNotice(
    refusal.kind === "invalid"
      ? refusal.fieldErrors.email
      : refusal.kind === "too-soon"
        ? refusal.error
        : undefined,
  );

/**
 * Article notices by email, with double opt-in (SPEC §4, §5, §8). Without JavaScript it posts to
 * the /insights action (`serverResult` is its answer); with it, to `POST /api/subscriptions`. The
 * outcome stays (docs/decisions/031): once subscribed, a panel takes the form's place; refused, a
 * summary above the form takes focus.
 */
export function SubscribeForm({ serverResult }: { serverResult?: FormResult }) {
  const form = usePublicForm(subscribe, { serverResult, focus: "summary" });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await form.submit(event.currentTarget);
    if (outcome.kind === "sent") showToast({ ...words.success, variant: "success" });
    else showToast({ ...notice(outcome), variant: "destructive" });
  }

  const { refusal, sent, fields } = form;
  const email = typeof sent?.email === "string" ? sent.email.trim() : "";
  // The box's heading and words are the page's (SubscribeBox): the island is the form alone.
  return (
    <>
      {sent ? (
        <div className="mx-auto max-w-xl text-left">
          <FormOutcome
            title={words.success.title}
            description={words.success.description}
            next={subscribeOutcome.next(email)}
            sent={[{ label: subscribeOutcome.labels.email, value: email }]}
            actions={subscribeOutcome.actions}
            focus
          />
        </div>
      ) : (
        <PublicForm form={form} action="/insights" onSubmit={onSubmit} className="mx-auto max-w-xl">
          {refusal ? (
            <div className="mb-4 text-left">
              <FormAlert
                title={notice(refusal).title}
                message={refusal.kind === "invalid" ? undefined : notice(refusal).description}
                problems={refusal.kind === "invalid" ? fields.problems() : []}
                focusKey={form.focusKey}
                autoFocus={!form.hydrated}
              />
            </div>
          ) : null}
          <div className="flex flex-col gap-3 text-left sm:flex-row sm:items-start">
            {/* Not flex-1 in the phone's column: a basis of 0 there squeezed it to 21 px. */}
            <Field
              {...fields.field("email")}
              hideLabel
              className="sm:flex-1"
              controlClassName="h-12 w-full rounded-lg border border-white/30 bg-white px-4 text-ink placeholder:text-slate-500"
            />
            <SubmitButton size="lg" label={words.submit} busy={form.busy} />
          </div>
        </PublicForm>
      )}
    </>
  );
}
