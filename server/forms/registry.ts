import { HONEYPOT_FIELD } from "~/shared/honeypot";
import { echoedValues, readForm } from "../../app/shared/forms/declare";
import { type FormResult, formResult, formStatus } from "../../app/shared/forms/form-result";
import type { SessionUser } from "../auth/accounts";
import { type ApiOptions, formEndpoints } from "./api";
import { type FormPipeline, formPipeline } from "./pipeline";
import type { FormDeps, ServedForm } from "./serve";

/** What a page action answers: the page again with `body` (`useActionData`), or a redirect. */
export type PageAnswer = {
  status: number;
  body: { intent: string } & FormResult;
  headers?: Headers;
  redirect?: string;
  /** A full page load (to a page outside the router's app, such as the home page). */
  document?: boolean;
};

/**
 * Mounts every declared form twice from its declaration: its JSON endpoint (`handleApi`, in
 * front of the pages) and its page action (`answerPage`, which a route's `formAction` calls),
 * both through the one pipeline (./pipeline.ts). Names and endpoints are checked unique here.
 */
export function createFormRegistry(forms: readonly ServedForm[], deps: FormDeps, options: ApiOptions) {
  const byName = new Map<string, { form: ServedForm; pipeline: FormPipeline }>();
  const endpoints = new Map<string, FormPipeline>();
  for (const form of forms) {
    const { name, endpoint } = form.declaration;
    if (byName.has(name)) throw new Error(`Two forms are named ${name}`);
    const pipeline = formPipeline(deps, form);
    byName.set(name, { form, pipeline });
    if (!endpoint) continue;
    if (endpoints.has(endpoint)) throw new Error(`Two forms answer ${endpoint}`);
    endpoints.set(endpoint, pipeline);
  }

  return {
    handleApi: formEndpoints(endpoints, options),

    /**
     * A page's action for the forms it hosts (by name): the one its `intent` names, or the first
     * when the post names none. Posted without JavaScript, so the source is the page itself.
     */
    async answerPage(
      request: Request,
      names: readonly string[],
      client: string,
      params: Readonly<Record<string, string | undefined>> = {},
      /** The admin the back office's gate found (server/admin/http.ts): the session is not read again. */
      signedIn?: SessionUser,
    ): Promise<PageAnswer> {
      const hosted = names.map((name) => {
        const entry = byName.get(name);
        if (!entry) throw new Error(`No form named ${name} is registered`);
        return entry;
      });
      const posted = await request.formData();
      const intent = posted.get("intent");
      const entry =
        intent === null ? hosted[0] : hosted.find(({ form }) => form.declaration.intent === intent);
      if (!entry) return { status: 400, body: { intent: String(intent), ok: false, error: "Unknown form" } };
      const { declaration } = entry.form;
      const input = readForm(declaration, posted);
      const answer = await entry.pipeline(
        {
          ...input,
          [HONEYPOT_FIELD]: posted.get(HONEYPOT_FIELD) ?? "",
          source: { page: new URL(request.url).pathname },
        },
        { client, headers: request.headers, params, user: signedIn },
      );
      const { headers, redirect } = answer;
      const values = answer.values ?? echoedValues(declaration, input);
      const body = { intent: declaration.intent, ...formResult(answer, values) };
      if (redirect) return { status: 302, body, headers, redirect, document: answer.ok && answer.document };
      return { status: formStatus(answer), body, headers };
    },
  };
}

export type FormRegistry = ReturnType<typeof createFormRegistry>;
