import { Form } from "react-router";
import { AdminText } from "~/components/admin/admin-text";
import { PageHead } from "~/components/admin/page-head";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button } from "~/components/ui/button";
import { backOffice } from "~/content/back-office";
import { savedRepliesPage } from "~/content/follow-up";
import { savedReply } from "~/forms/saved-reply/saved-reply";
import { requireAdmin } from "~/lib/admin.server";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/saved-replies";

export const meta: Route.MetaFunction = () =>
  seo({
    title: `${savedRepliesPage.title} · ${backOffice.name}`,
    description: savedRepliesPage.intro,
    noindex: true,
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  const replies = await admin.followUp.savedReplies();
  return { replies: replies.map(({ title, body, position }) => ({ title, body, position })) };
}

/** One reply saved in its place: the declared form, through the forms' pipeline (admins only). */
export const action = formAction(savedReply);

/** The replies the owner starts from on a lead's page, each edited in place. */
export default function SavedReplies({ loaderData, actionData }: Route.ComponentProps) {
  const fields = formFields(savedReply);
  const [title, body] = [fields.field("title"), fields.field("body")];
  return (
    <section>
      <PageHead
        title={savedRepliesPage.title}
        intro={savedRepliesPage.intro}
        done={actionData?.ok ? savedRepliesPage.saved : undefined}
        answer={actionData}
      />
      {loaderData.replies.map((reply) => (
        <Form
          method="post"
          key={`${reply.position}:${reply.title}`}
          className="mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        >
          <FormMeta {...fields.meta()} />
          <input {...fields.hidden("position", String(reply.position))} />
          {/* Each reply is a form of its own: its fields' ids carry its place. */}
          <AdminText field={title} id={`${title.id}-${reply.position}`} defaultValue={reply.title} />
          <AdminText
            field={body}
            id={`${body.id}-${reply.position}`}
            defaultValue={reply.body}
            first={false}
          />
          <Button type="submit" variant="secondary" size="md" className="mt-3">
            {savedRepliesPage.save}
          </Button>
        </Form>
      ))}
    </section>
  );
}
