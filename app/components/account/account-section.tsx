import type { ReactNode } from "react";
import { Form, useFormAction, useNavigation } from "react-router";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button } from "~/components/ui/button";
import { accountPage } from "~/content/account";
import { errorTitle } from "~/content/form-outcomes";
import { answeredAt } from "~/lib/forms/form-answer";
import type { FormDeclaration } from "~/shared/forms/declare";
import type { FormResult } from "~/shared/forms/form-result";

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

/** A settings form's fields, from its declaration and the page action's answer (or what is saved). */
export function settingsFields<D extends FormDeclaration>(
  form: D,
  result: FormResult | undefined,
  saved: Record<string, unknown> = {},
) {
  const failure = result && !result.ok ? result : undefined;
  return formFields(form, { errors: failure?.fieldErrors, values: { ...saved, ...failure?.values } });
}

/**
 * One of the account page's forms: it posts to the page's action (a plain form without
 * JavaScript; with it, React Router sends it and keeps the page) and shows the action's answer,
 * where the page opens (`answeredAt`).
 */
export function SettingsForm({
  form,
  result,
  submit,
  done,
  danger,
  children,
  opensAtAnswer = true,
}: {
  form: FormDeclaration;
  result?: FormResult;
  submit: string;
  done?: string;
  danger?: boolean;
  children: ReactNode;
  /** Off for a form whose success leaves the page (deleting the account): see `PublicForm`. */
  opensAtAnswer?: boolean;
}) {
  const navigation = useNavigation();
  const action = useFormAction();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === form.intent;
  return (
    <Form method="post" action={opensAtAnswer ? answeredAt(action) : action} noValidate className="space-y-4">
      <FormMeta {...formFields(form).meta()} />
      {result?.ok && done ? <AuthNotice tone="success" title={done} focus /> : null}
      {result && !result.ok ? (
        <AuthNotice tone="error" title={result.fieldErrors ? accountPage.fixFields : errorTitle} focus>
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
        {busy ? accountPage.saving : submit}
      </Button>
    </Form>
  );
}
