import { randomUUID } from "node:crypto";
import { type Resource, resources } from "../../app/content/resources";
import { validate } from "../../app/lib/validation/fields";
import {
  type ResourceRequest,
  resourceNotice,
  resourceRequestSchema,
} from "../../app/lib/validation/resource-request";
import { enqueueMail, forLead, now } from "../mail/outbox";
import { resourceRequestMails } from "../mail/resource-mails";
import { checkDownloadToken, downloadLink } from "./download-links";
import type { LeadForm } from "./submission";
import type { DownloadResult, LeadDeps } from "./types";

/**
 * A free resource request (the /insights action, or POST /api/resource-requests): the request and
 * its two mails, the signed download link to the requester and a notice to the consultancy.
 */
export const resourceRequestForm: LeadForm<{ request: ResourceRequest; resource: Resource }> = {
  kind: "resource request",
  rule: { name: "resource", limit: 5, windowMs: 60_000 },
  tooSoon: (seconds) => `Please wait ${seconds} seconds before trying again.`,

  parse(input) {
    const parsed = validate(resourceRequestSchema, input);
    if (!parsed.ok) {
      const { fieldErrors } = parsed;
      return { ok: false, status: 400, error: resourceNotice(fieldErrors).title, fieldErrors };
    }
    const request = parsed.value;
    const resource = resources.find(
      (r) => r.title === request.resourceTitle && r.type === request.resourceType,
    );
    if (!resource) {
      return {
        ok: false,
        status: 400,
        error: "Unknown resource",
        fieldErrors: {
          resourceTitle: "Please choose one of the free resources listed on our insights page.",
        },
      };
    }
    return { ok: true, value: { request, resource } };
  },

  async store(deps, { request, resource }, _client, source) {
    const id = randomUUID();
    const { url: downloadUrl, expiresAt } = downloadLink(deps.signingSecret, deps.siteUrl, resource.slug, id);
    await deps.db.transaction().execute(async (trx) => {
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
      await enqueueMail(
        trx,
        forLead(
          "resource",
          id,
          resourceRequestMails(request, resource, downloadUrl, expiresAt, deps.notifyEmail, {
            id,
            siteUrl: deps.siteUrl,
          }),
        ),
      );
    });
    return id;
  },
};

/**
 * Checks a download link and counts the download against its request. A signature is not enough:
 * the link works only while its request is stored, so it ends when the request is erased.
 */
export async function openDownload(deps: LeadDeps, slug: string, token: string): Promise<DownloadResult> {
  const resource = resources.find((r) => r.slug === slug);
  if (!resource || !token) return { status: "invalid" };
  const check = checkDownloadToken(deps.signingSecret, slug, token);
  if (check.status === "invalid") return check;
  if (check.status === "expired") return { status: "expired", resource };
  const counted = await deps.db
    .updateTable("resource_requests")
    .set((eb) => ({ downloads: eb("downloads", "+", 1), last_downloaded_at: now() }))
    .where("id", "=", check.requestId)
    .where("resource_slug", "=", slug)
    .executeTakeFirst();
  return { status: Number(counted.numUpdatedRows) > 0 ? "ok" : "gone", resource };
}
