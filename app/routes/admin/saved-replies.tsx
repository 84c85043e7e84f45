import { data, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { backOffice } from "~/content/back-office";
import { REPLY_MAX, savedRepliesPage } from "~/content/follow-up";
import { requireAdmin } from "~/lib/admin.server";
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

export async function action({ context, request }: Route.ActionArgs) {
  const { admin, actor } = await requireAdmin(context, request);
  const form = await request.formData();
  const done = await admin.followUp.saveSavedReply(
    actor,
    Number(form.get("position")),
    String(form.get("title") ?? ""),
    String(form.get("body") ?? ""),
  );
  return data({ done }, { status: done ? 200 : 400 });
}

const control = "mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base";

/** The replies the owner starts from on a lead's page, each edited in place. */
export default function SavedReplies({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section>
      <Link to="/admin" className="font-semibold text-brand-700 underline">
        ← {backOffice.backToInbox}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {savedRepliesPage.title}
      </h1>
      <p className="mt-2 text-muted">{savedRepliesPage.intro}</p>
      {actionData?.done ? (
        <p role="status" className="mt-3 font-semibold text-ink">
          {savedRepliesPage.saved}
        </p>
      ) : null}
      {loaderData.replies.map((reply) => (
        <Form
          method="post"
          key={`${reply.position}:${reply.title}`}
          className="mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        >
          <input type="hidden" name="position" value={reply.position} />
          <label htmlFor={`title-${reply.position}`} className="block font-semibold text-ink">
            {savedRepliesPage.name}
          </label>
          <input
            id={`title-${reply.position}`}
            name="title"
            defaultValue={reply.title}
            maxLength={80}
            required
            className={`${control} h-11`}
          />
          <label htmlFor={`body-${reply.position}`} className="mt-3 block font-semibold text-ink">
            {savedRepliesPage.text}
          </label>
          <textarea
            id={`body-${reply.position}`}
            name="body"
            rows={5}
            defaultValue={reply.body}
            maxLength={REPLY_MAX}
            required
            className={control}
          />
          <Button type="submit" variant="secondary" size="md" className="mt-3">
            {savedRepliesPage.save}
          </Button>
        </Form>
      ))}
    </section>
  );
}
