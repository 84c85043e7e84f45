import { data } from "react-router";
import { ResourceDocumentView } from "~/components/resources/resource-document";
import { StatusPage } from "~/components/site/status-page";
import { buttonClasses } from "~/components/ui/button";
import { downloadLinkNotices, downloadPage } from "~/content/download-links";
import { findResourceDocument } from "~/content/resource-documents.server";
import type { PageHandle } from "~/islands/registry";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/resource-download";

/**
 * The signed link in a resource email lands here: 200 with the document while the link is valid
 * and its request stored; 410 once it has expired or its request was erased; 403 for
 * a link that was not issued by us.
 */
export const handle = { islands: ["print-button"] } satisfies PageHandle;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await context.leads.openDownload(params.slug, token);
  const document = result.status === "ok" ? findResourceDocument(params.slug) : undefined;
  if (result.status === "ok" && document) {
    return data(
      { status: "ok" as const, resource: result.resource, document },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  const refused: "expired" | "gone" | "invalid" =
    result.status === "expired" || result.status === "gone" ? result.status : "invalid";
  const notice = downloadLinkNotices[refused]("resource" in result ? result.resource.title : "");
  return data(
    { status: refused, notice },
    { status: refused === "invalid" ? 403 : 410, headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title:
      loaderData?.status === "ok"
        ? loaderData.resource.title
        : (loaderData?.notice.title ?? downloadPage.title),
    noindex: true,
  });

/** Hidden until its island runs: without JavaScript it would do nothing (the browser's menu prints). */
function PrintButton() {
  return (
    <button type="button" data-print="" hidden className={buttonClasses("secondary", "md")}>
      {downloadPage.print}
    </button>
  );
}

export default function ResourceDownload({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === "ok") {
    return (
      <ResourceDocumentView
        resource={loaderData.resource}
        document={loaderData.document}
        actions={
          <div className="flex flex-wrap items-center gap-4">
            <PrintButton />
            <p className="text-sm text-muted">{downloadPage.printHint}</p>
          </div>
        }
      />
    );
  }
  return <StatusPage {...loaderData.notice} next={downloadLinkNotices.next} />;
}
