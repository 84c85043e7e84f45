import { useEffect, useRef, useState } from "react";
import { FormAlert } from "~/components/forms/form-alert";
import { FormOutcome, type SentItem } from "~/components/forms/form-outcome";
import { PublicForm, SubmitButton } from "~/components/forms/public-form";
import { useCooldown } from "~/components/forms/use-cooldown";
import { usePublicForm } from "~/components/forms/use-public-form";
import { company } from "~/content/company";
import {
  CONTACT_COOLDOWN_MS,
  contactForm,
  serviceLabel,
  contactOutcome as words,
} from "~/content/contact-form";
import { formWords } from "~/content/form-outcomes";
import { logSecurityEvent, track } from "~/lib/analytics";
import { showToast } from "~/lib/toast";
import { readForm } from "~/shared/forms/declare";
import type { FormResult } from "~/shared/forms/form-result";
import { formatReplyBy } from "~/shared/reply-by";
import { isSuspicious } from "~/shared/suspicious";
import { contact } from "./contact";
import { ContactFields } from "./contact-fields";

const { sent, failed, invalid, tooSoon, submit } = contactForm;

/** "What you sent", in the visitor's own words. */
function sentItems(values: Record<string, unknown>): SentItem[] {
  const text = (field: string) => (typeof values[field] === "string" ? (values[field] as string) : "");
  const ticked = Array.isArray(values.serviceInterests) ? values.serviceInterests.map(String) : [];
  return [
    { label: words.labels.name, value: `${text("firstName").trim()} ${text("lastName").trim()}` },
    { label: words.labels.email, value: text("email") },
    { label: words.labels.company, value: text("company") },
    { label: words.labels.serviceInterests, value: ticked.map(serviceLabel).join(", ") },
    // Kept only with "Other" ticked, as the enquiry is (the field shows either way without JavaScript).
    { label: words.labels.otherService, value: ticked.includes("other") ? text("otherService") : "" },
    { label: words.labels.message, value: text("message") },
  ];
}

/**
 * The enquiry form (SPEC §4, §5, §8). Without JavaScript it posts to the home page's action, which
 * answers with `serverResult`; with JavaScript it follows the public form pattern
 * (`usePublicForm`: checked in the browser, posted to `POST /api/contact`). Either way the outcome
 * stays (docs/decisions/031): once sent, a panel takes the form's place; refused, a summary at the
 * top of the form takes focus (fields to fix, the one countdown of a limit, or a failure). The
 * spec's toasts announce each outcome too. It needs no router, so the home page hydrates it on its
 * own (app/islands/contact-form.tsx).
 */
export function ContactForm({ serverResult }: { serverResult?: FormResult }) {
  const form = usePublicForm(contact, { serverResult, focus: "summary" });
  const cooldown = useCooldown(CONTACT_COOLDOWN_MS);
  const [resetKey, setResetKey] = useState(0);
  const submissions = useRef(0);
  /** When the reply is due (an instant), as the server answered the enquiry. */
  const [replyBy, setReplyBy] = useState(serverResult?.ok ? serverResult.details?.replyBy : undefined);

  // A limit the page came with (posted without JavaScript) counts down once JavaScript runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page's own answer.
  useEffect(() => {
    if (form.refusal?.kind !== "too-soon") return;
    cooldown.start(form.refusal.seconds);
    cooldown.show(form.refusal.seconds);
  }, []);

  function wait(seconds: number) {
    cooldown.show(seconds);
    form.refuse({ kind: "too-soon", seconds, error: "" });
    // The toast names the limit; the count is the alert's alone, so only one counts down.
    showToast({ title: tooSoon(seconds).title, variant: "destructive" });
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    // SPEC §4: the cooldown is checked first, then the fields.
    const remaining = cooldown.remaining();
    if (remaining > 0) return wait(remaining);
    for (const [field, value] of Object.entries(readForm(contact, new FormData(element)))) {
      if (typeof value === "string" && isSuspicious(value))
        logSecurityEvent(field, "matches a blocked pattern");
    }
    const outcome = await form.submit(element);
    if (outcome.kind === "invalid" && !outcome.error) {
      track({ name: "submission_error", fields: Object.keys(outcome.fieldErrors) });
      showToast({ ...invalid, variant: "destructive" });
      return;
    }
    submissions.current += 1;
    if (outcome.kind === "sent") {
      setReplyBy(typeof outcome.details.replyBy === "string" ? outcome.details.replyBy : undefined);
      cooldown.start();
      showToast({ ...sent, variant: "success" });
      track({ name: "successful_submission" });
    } else if (outcome.kind === "invalid") {
      showToast({ ...invalid, variant: "destructive" });
    } else if (outcome.kind === "too-soon") {
      cooldown.start(outcome.seconds);
      wait(outcome.seconds);
    } else {
      showToast({ ...failed, variant: "destructive" });
      track({ name: "submission_failure", error: outcome.error, submissionCount: submissions.current });
      console.error("Contact form submission failed:", outcome.error);
    }
  }

  if (form.sent) {
    return (
      <div className="mt-6">
        <FormOutcome
          title={sent.title}
          description={sent.description}
          next={words.next(
            replyBy && Number.isFinite(Date.parse(replyBy)) ? formatReplyBy(replyBy, Date.now()) : undefined,
          )}
          sent={sentItems(form.sent)}
          actions={words.actions}
          again={{ label: words.again, href: "/#contact" }}
          onAgain={
            form.hydrated
              ? () => {
                  form.again();
                  setResetKey((key) => key + 1);
                }
              : undefined
          }
          focus
        />
      </div>
    );
  }

  const { refusal, focusKey } = form;
  const firstAnswer = !form.hydrated;
  // Without JavaScript the limit's seconds are the server's; with it, they count down.
  const waitSeconds =
    refusal?.kind === "too-soon" ? (form.hydrated ? cooldown.secondsLeft : refusal.seconds) : 0;
  return (
    <PublicForm form={form} action="/?index" onSubmit={onSubmit} className="mt-6 space-y-4 sm:space-y-5">
      {refusal?.kind === "invalid" ? (
        <FormAlert
          title={invalid.title}
          message={invalid.description}
          problems={form.fields.problems()}
          focusKey={focusKey}
          autoFocus={firstAnswer}
        />
      ) : null}
      {waitSeconds > 0 ? (
        <FormAlert
          tone="wait"
          title={tooSoon(waitSeconds).title}
          message={tooSoon(waitSeconds).description}
          focusKey={focusKey}
          autoFocus={firstAnswer}
        />
      ) : null}
      {refusal?.kind === "failed" ? (
        <FormAlert
          title={failed.title}
          message={failed.description}
          focusKey={focusKey}
          autoFocus={firstAnswer}
        >
          <a
            href={`mailto:${company.email}`}
            className="mt-1 inline-flex min-h-11 items-center font-semibold underline"
          >
            {formWords.emailUs}: {company.email}
          </a>
        </FormAlert>
      ) : null}
      <ContactFields key={resetKey} fields={form.fields} hydrated={form.hydrated} />
      <SubmitButton
        size="lg"
        className="w-full sm:w-auto"
        label={submit}
        busy={form.busy}
        // Without JavaScript nothing would enable it again: the server refuses a send too soon itself.
        disabled={form.hydrated && waitSeconds > 0}
      />
    </PublicForm>
  );
}
