import { randomUUID } from "node:crypto";
import { now } from "@server/clock";
import { serveForm } from "@server/forms/serve";
import { downloadLink } from "@server/leads/download-links";
import { enqueueMail, forLead } from "@server/mail/outbox";
import { resourceRequestMails } from "@server/mail/resource-mails";
import { waitSeconds } from "~/content/form-outcomes";
import { resourceRequestForm } from "~/content/resource-request-form";
import { requestedResource, resourceRequest } from "./resource-request";

/**
 * A free resource request: stored with its two mails, the signed download link to the requester
 * and a notice to the consultancy.
 */
export const resourceRequestServer = serveForm(resourceRequest, {
  lead: "resource",
  limit: { name: "resource", limit: 5, windowMs: 60_000, tooSoon: waitSeconds },

  async store(trx, { value: request, source, deps }) {
    const resource = requestedResource(request);
    if (!resource) {
      const { unknownResource, fields } = resourceRequestForm;
      return {
        ok: false,
        status: 400,
        error: unknownResource,
        fieldErrors: { resourceTitle: fields.resource.unknown },
      };
    }
    const id = randomUUID();
    const { url: downloadUrl, expiresAt } = downloadLink(deps.signingSecret, deps.siteUrl, resource.slug, id);
    await trx
      .insertInto("resource_requests")
      .values({
        id,
        name: request.name,
        email: request.email,
        company: request.company,
        resource_slug: resource.slug,
        resource_title: resource.title,
        resource_type: resource.type,
        created_at: now(),
        ...source,
      })
      .execute();
    const mails = resourceRequestMails(request, resource, downloadUrl, expiresAt, deps.notifyEmail(), {
      id,
      siteUrl: deps.siteUrl,
    });
    await enqueueMail(trx, forLead("resource", id, mails));
    return { id };
  },
});
