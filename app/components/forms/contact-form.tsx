import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { logSecurityEvent, track } from "~/lib/analytics";
import { showToast } from "~/lib/toast";
import {
  CONTACT_COOLDOWN_MS,
  CONTACT_LIMITS,
  contactInputFromForm,
  contactSchema,
  type FieldErrors,
  fieldErrorsOf,
  isSuspicious,
  serviceInterests,
} from "~/lib/validation/contact";

export type ContactActionData =
  | { ok: true }
  | {
      ok: false;
      error: string;
      fieldErrors?: FieldErrors;
      values?: Record<string, unknown>;
      retryAfter?: number;
    };

const waitMessage = (seconds: number) => `Please wait ${seconds} seconds before submitting again.`;

const VALIDATION_TOAST = {
  title: "Validation Error",
  description: "Please correct the errors below and try again.",
  variant: "destructive",
} as const;
const FAILURE = "There was a problem sending your message. Please try again or email us directly.";

/**
 * The enquiry form (SPEC §4, §5, §8). Without JavaScript it posts to the home page's action, which
 * answers with `serverResult`; with JavaScript it checks the fields and posts to `POST /api/contact`
 * (the same server function). It needs no router, so the home page can hydrate it on its own
 * (app/islands/home.tsx) without React Router's runtime.
 */
export function ContactForm({ serverResult: actionData }: { serverResult?: ContactActionData }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [messageLength, setMessageLength] = useState(0);
  const [otherTicked, setOtherTicked] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [lastSubmitAt, setLastSubmitAt] = useState(0);
  const [waitSeconds, setWaitSeconds] = useState(0);
  const [busy, setBusy] = useState(false);
  const submissions = useRef(0);

  useEffect(() => setHydrated(true), []);

  // Count the cooldown down once a second while it lasts.
  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(
      () => setWaitSeconds(Math.ceil((lastSubmitAt + CONTACT_COOLDOWN_MS - Date.now()) / 1000)),
      1000,
    );
    return () => clearTimeout(timer);
  }, [waitSeconds, lastSubmitAt]);

  function failed(error: string) {
    showToast({ title: "Error", description: FAILURE, variant: "destructive" });
    track({ name: "submission_failure", error, submissionCount: submissions.current });
    console.error("Contact form submission failed:", error);
  }

  /** Sends the checked enquiry to the server and shows its answer. */
  async function send(input: Record<string, unknown>) {
    setBusy(true);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(input),
      });
      const body = (await response.json().catch(() => ({}))) as {
        error?: string;
        fieldErrors?: FieldErrors;
      };
      if (response.ok) {
        showToast({
          title: "Message Sent!",
          description: "Thank you for your message. We'll get back to you within 24 hours.",
          variant: "success",
        });
        track({ name: "successful_submission" });
        formRef.current?.reset();
        setMessageLength(0);
        setOtherTicked(false);
        setErrors({});
      } else if (response.status === 400 && body.fieldErrors) {
        setErrors(body.fieldErrors);
        showToast(VALIDATION_TOAST);
      } else if (response.status === 429) {
        const seconds = Number(response.headers.get("Retry-After")) || CONTACT_COOLDOWN_MS / 1000;
        setLastSubmitAt(Date.now() - CONTACT_COOLDOWN_MS + seconds * 1000);
        setWaitSeconds(seconds);
        showToast({ title: "Too Many Requests", description: waitMessage(seconds), variant: "destructive" });
      } else {
        failed(body.error ?? `HTTP ${response.status}`);
      }
    } catch (error) {
      failed(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const remaining = Math.ceil((lastSubmitAt + CONTACT_COOLDOWN_MS - Date.now()) / 1000);
    if (lastSubmitAt && remaining > 0) {
      setWaitSeconds(remaining);
      showToast({ title: "Too Many Requests", description: waitMessage(remaining), variant: "destructive" });
      return;
    }
    const form = new FormData(event.currentTarget);
    const input = contactInputFromForm(form);
    for (const [field, value] of Object.entries(input)) {
      if (typeof value === "string" && isSuspicious(value))
        logSecurityEvent(field, "matches a blocked pattern");
    }
    const parsed = contactSchema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      track({ name: "submission_error", fields: Object.keys(fieldErrors) });
      showToast(VALIDATION_TOAST);
      return;
    }
    setErrors({});
    submissions.current += 1;
    setLastSubmitAt(Date.now());
    send({ ...input, website: form.get("website") ?? "" });
  }

  // Without JavaScript the page comes back from the action with the messages and the values kept.
  const shownErrors = hydrated ? errors : (!actionData?.ok && actionData?.fieldErrors) || {};
  const values = (!hydrated && actionData && !actionData.ok && actionData.values) || {};
  const value = (key: string) => (typeof values[key] === "string" ? (values[key] as string) : undefined);
  const serverWait =
    !hydrated && actionData && !actionData.ok && actionData.retryAfter ? actionData.retryAfter : 0;
  const banner = waitSeconds > 0 ? waitMessage(waitSeconds) : serverWait ? waitMessage(serverWait) : null;
  const disabled = busy || banner !== null;

  return (
    <form
      ref={formRef}
      method="post"
      action="/?index"
      noValidate
      onSubmit={onSubmit}
      className="mt-6 space-y-5"
    >
      {!hydrated && actionData?.ok ? (
        <p role="status" className="rounded-lg bg-green-50 p-4 font-medium text-green-900">
          Message Sent! Thank you for your message. We'll get back to you within 24 hours.
        </p>
      ) : null}
      {!hydrated && actionData && !actionData.ok && !actionData.retryAfter && !actionData.fieldErrors ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-900">
          {FAILURE}
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
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="firstName"
          label="First name"
          autoComplete="given-name"
          maxLength={CONTACT_LIMITS.name}
          required
          defaultValue={value("firstName")}
          error={shownErrors.firstName}
        />
        <Field
          id="lastName"
          label="Last name"
          autoComplete="family-name"
          maxLength={CONTACT_LIMITS.name}
          required
          defaultValue={value("lastName")}
          error={shownErrors.lastName}
        />
      </div>
      <Field
        id="email"
        label="Email address"
        type="email"
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
        required
        defaultValue={value("email")}
        error={shownErrors.email}
      />
      <Field
        id="company"
        label="Company"
        optional
        autoComplete="organization"
        maxLength={CONTACT_LIMITS.company}
        defaultValue={value("company")}
        error={shownErrors.company}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Services you're interested in</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {serviceInterests.map((interest) => (
            <label
              key={interest.id}
              className="flex items-center gap-2.5 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50"
            >
              <input
                type="checkbox"
                name="serviceInterests"
                value={interest.id}
                className="size-4 accent-brand-700"
                onChange={
                  interest.id === "other" ? (event) => setOtherTicked(event.currentTarget.checked) : undefined
                }
              />
              {interest.label}
            </label>
          ))}
        </div>
      </fieldset>
      {!hydrated || otherTicked ? (
        <Field
          id="otherService"
          label={hydrated ? "Other service" : "Other service (if you ticked Other)"}
          maxLength={CONTACT_LIMITS.otherService}
          defaultValue={value("otherService")}
          error={shownErrors.otherService}
        />
      ) : null}
      <Field
        id="message"
        label="Message"
        multiline
        rows={6}
        required
        maxLength={CONTACT_LIMITS.message}
        defaultValue={value("message")}
        onInput={(event) => setMessageLength(event.currentTarget.value.length)}
        error={shownErrors.message}
        hint={
          <span aria-live="polite">
            {messageLength}/{CONTACT_LIMITS.message} characters
          </span>
        }
      />
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">Website</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={disabled}>
        {busy ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
