import { data } from "react-router";
import { ResourceDocumentView } from "~/components/resources/resource-document";
import { StatusPage } from "~/components/site/status-page";
import { buttonClasses } from "~/components/ui/button";
import { findResourceDocument } from "~/content/resource-documents.server";
import type { PageHandle } from "~/islands/registry";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/resource-download";

/**
 * The signed link in a resource email lands here: 200 with the document while the link is valid,
 * 410 once it has expired (seven days), 403 for a link that was not issued by us.
 */
export const handle = { islands: ["print-button"] } satisfies PageHandle;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = context.leads
    ? await context.leads.openDownload(params.slug, token)
    : ({ status: "invalid" } as const);
  const document = result.status === "ok" ? findResourceDocument(params.slug) : undefined;
  if (result.status === "ok" && document) {
    return data(
      { status: "ok" as const, resource: result.resource, document },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  return result.status === "expired"
    ? data(
        { status: "expired" as const, title: result.resource.title },
        { status: 410, headers: { "Cache-Control": "no-store" } },
      )
    : data(
        { status: "invalid" as const, title: undefined },
        { status: 403, headers: { "Cache-Control": "no-store" } },
      );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title:
      loaderData?.status === "ok"
        ? loaderData.resource.title
        : `Download link ${loaderData?.status === "expired" ? "expired" : "not valid"}`,
    noindex: true,
  });

function PrintButton() {
  return (
    <button type="button" data-print="" className={buttonClasses("secondary", "md")}>
      Print or save as PDF
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
            <p className="text-sm text-muted">
              Choose "Save as PDF" as the printer to keep a copy. Your link works for seven days.
            </p>
          </div>
        }
      />
    );
  }
  const expired = loaderData.status === "expired";
  return (
    <StatusPage
      title={expired ? "This download link has expired" : "This download link is not valid"}
      message={
        expired
          ? `Download links work for seven days. Request ${loaderData.title ? `the ${loaderData.title}` : "the resource"} again and we will email you a new link straight away.`
          : "The link may have been copied incompletely. Open it again from your email, or request the resource again from our insights page."
      }
      next={{ label: "Browse free resources", to: "/insights#resources" }}
    />
  );
}
