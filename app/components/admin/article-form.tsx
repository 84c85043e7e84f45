import { Form, useNavigation } from "react-router";
import { FormFailure } from "~/components/admin/form-failure";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { articleForm as words } from "~/content/article-form";
import { type ArticleStep, article } from "~/forms/article/article";
import type { ArticleStatus } from "~/shared/article-catalogue";
import type { FormResult } from "~/shared/forms/form-result";

/**
 * The article form (its declaration: app/forms/article/article.ts), a plain form that works without
 * JavaScript. Its buttons say what to do: Save first, so that Enter in a field never publishes;
 * Publish while the article is not live (at the time given, or at once); Unpublish once it is.
 */
export function ArticleFormFields({
  id,
  status,
  values,
  failure,
}: {
  id?: string;
  status?: ArticleStatus;
  values?: Record<string, unknown>;
  failure?: Extract<FormResult, { ok: false }>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const fields = formFields(article, {
    errors: failure?.fieldErrors,
    values,
    focus: Object.keys(article.fields).find((name) => failure?.fieldErrors?.[name]),
  });
  const live = status === "published";
  const step = (name: ArticleStep, label: string, variant: "primary" | "secondary" | "outline") => (
    <Button type="submit" name="step" value={name} variant={variant} disabled={busy}>
      {label}
    </Button>
  );
  return (
    <Form
      method="post"
      noValidate
      className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <FormMeta {...fields.meta()} />
      <input {...fields.hidden("id", id ?? "")} />
      {failure ? (
        <FormFailure failure={failure} invalid={words.invalid} problems={fields.problems()} />
      ) : null}
      <Field {...fields.field("title")} />
      <Field {...fields.field("summary")} />
      <Field {...fields.field("category")} choose={words.fields.category.choose} />
      <Field {...fields.field("text")} className="[&_textarea]:font-mono" />
      {live ? null : <Field {...fields.field("publishAt")} />}
      <div className="flex flex-wrap gap-3">
        {step("save", words.buttons.save, "secondary")}
        {live
          ? step("unpublish", words.buttons.unpublish, "outline")
          : step("publish", words.buttons.publish, "primary")}
      </div>
    </Form>
  );
}
