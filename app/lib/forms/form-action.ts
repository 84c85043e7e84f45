import { type ActionFunctionArgs, data, redirect, redirectDocument } from "react-router";
import type { FormDeclaration } from "~/shared/forms/declare";

/**
 * A page's action for the forms it hosts, posted without JavaScript: the form registry answers
 * (app/forms/registry.server.ts), through the same pipeline as the form's JSON endpoint. With
 * several forms, the post's `intent` says which one came; a post that names none is the first's.
 * The page is rendered again with the answer (`actionData`), or goes where the answer says; the
 * form's server part is given the page's route parameters (`params`: a lead's kind and id).
 */
export function formAction(...forms: readonly FormDeclaration[]) {
  const intents = new Set(forms.map((form) => form.intent));
  if (intents.size !== forms.length) throw new Error("Two forms on one page post the same intent");
  const names = forms.map((form) => form.name);
  return async ({ request, context, params }: ActionFunctionArgs) => {
    const answer = await context.forms.answerPage(
      request,
      names,
      context.clientAddress ?? "unknown",
      params,
      context.adminActor,
    );
    const init = { headers: answer.headers };
    if (answer.redirect) throw (answer.document ? redirectDocument : redirect)(answer.redirect, init);
    return data(answer.body, { ...init, status: answer.status });
  };
}
