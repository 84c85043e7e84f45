import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { logSecurityEvent, track } from "~/lib/analytics";
import type { FormResult } from "~/lib/forms/form-result";
import { showToast } from "~/lib/toast";
import {
  CONTACT_COOLDOWN_MS,
  CONTACT_FIELD_ORDER,
  CONTACT_MESSAGES,
  contactInputFromForm,
  contactSchema,
  isSuspicious,
} from "~/lib/validation/contact";
import { ContactFields } from "./contact-fields";
import { Honeypot } from "./honeypot";
import { useCooldown } from "./use-cooldown";
import { usePublicForm } from "./use-public-form";

const { sent, failed, invalid, tooSoon, submit } = CONTACT_MESSAGES;

/**
 * The enquiry form (SPEC §4, §5, §8). Without JavaScript it posts to the home page's action, which
 * answers with `serverResult`; with JavaScript it follows the public form pattern
 * (`usePublicForm`: checked in the browser, posted to `POST /api/contact`). It needs no router, so
 * the home page hydrates it on its own (app/islands/contact-form.tsx).
 */
export function ContactForm({ serverResult }: { serverResult?: FormResult }) {
  const form = usePublicForm({ endpoint: "/api/contact", schema: contactSchema, read: contactInputFromForm });
  const cooldown = useCooldown(CONTACT_COOLDOWN_MS);
  const [resetKey, setResetKey] = useState(0);
  const submissions = useRef(0);

  function fail(error: string) {
    showToast({ ...failed, variant: "destructive" });
    track({ name: "submission_failure", error, submissionCount: submissions.current });
    console.error("Contact form submission failed:", error);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    // SPEC §4: the cooldown is checked first, then the fields.
    const remaining = cooldown.remaining();
    if (remaining > 0) {
      cooldown.show(remaining);
      showToast({ ...tooSoon(remaining), variant: "destructive" });
      return;
    }
    for (const [field, value] of Object.entries(contactInputFromForm(new FormData(element)))) {
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
      cooldown.start();
      showToast({ ...sent, variant: "success" });
      track({ name: "successful_submission" });
      element.reset();
      setResetKey((key) => key + 1);
    } else if (outcome.kind === "invalid") {
      showToast({ ...invalid, variant: "destructive" });
    } else if (outcome.kind === "too-soon") {
      cooldown.start(outcome.seconds);
      cooldown.show(outcome.seconds);
      showToast({ ...tooSoon(outcome.seconds), variant: "destructive" });
    } else {
      fail(outcome.error);
    }
  }

  // Without JavaScript the page comes back from the action with the messages and the values kept;
  // the first field to fix, or else the outcome, has the focus (`autofocus`), so it is on screen.
  // (The action has no #fragment: browsers skip autofocus on a page opened at a fragment.)
  const { sent: accepted, failure, errors, focus } = form.shown(serverResult, CONTACT_FIELD_ORDER);
  const waitSeconds = cooldown.secondsLeft || failure?.retryAfter || 0;
  const banner = waitSeconds > 0 ? tooSoon(waitSeconds).description : null;

  return (
    <form
      ref={form.formRef}
      method="post"
      action="/?index"
      noValidate
      onSubmit={onSubmit}
      className="mt-6 space-y-5"
    >
      {accepted ? (
        <p
          role="status"
          tabIndex={-1}
          autoFocus
          className="rounded-lg bg-green-50 p-4 font-medium text-green-900"
        >
          {sent.title} {sent.description}
        </p>
      ) : null}
      {failure && !failure.retryAfter && !failure.fieldErrors ? (
        <p role="alert" tabIndex={-1} autoFocus className="rounded-lg bg-red-50 p-4 font-medium text-red-900">
          {failed.description}
        </p>
      ) : null}
      {banner ? (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900"
        >
          {banner}
        </p>
      ) : null}
      <ContactFields
        key={resetKey}
        errors={errors}
        values={failure?.values}
        focus={focus}
        hydrated={form.hydrated}
      />
      <Honeypot />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.busy || banner !== null}>
        {form.busy ? submit.busy : submit.idle}
      </Button>
    </form>
  );
}
