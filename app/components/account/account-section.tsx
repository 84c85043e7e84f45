import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { Button } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/form-result";

export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * One of the account page's forms: it posts to the page's action (a plain form without
 * JavaScript; with it, React Router sends it and keeps the page) and shows the action's answer.
 */
export function SettingsForm({
  intent,
  result,
  submit,
  done,
  danger,
  children,
}: {
  intent: string;
  result?: FormResult;
  submit: string;
  done?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {result?.ok && done ? <AuthNotice tone="success" title={done} focus /> : null}
      {result && !result.ok ? (
        <AuthNotice
          tone="error"
          title={result.fieldErrors ? "Please correct the errors below" : "Error"}
          focus
        >
          {result.fieldErrors ? undefined : result.error}
        </AuthNotice>
      ) : null}
      {children}
      <Button
        type="submit"
        variant={danger ? "outline" : "secondary"}
        disabled={busy}
        className={danger ? "border-red-700 text-red-700 hover:bg-red-50" : undefined}
      >
        {busy ? "Saving..." : submit}
      </Button>
    </Form>
  );
}
