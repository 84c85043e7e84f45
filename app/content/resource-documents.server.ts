import type { ResourceDocument } from "./resource-documents/types";
import { resources } from "./resources";

// The documents are read on the server only: the browser gets one through the download page's loader.
const modules = import.meta.glob<ResourceDocument>(
  ["./resource-documents/*.ts", "!./resource-documents/types.ts"],
  {
    eager: true,
    import: "document",
  },
);

export const resourceDocuments: ReadonlyMap<string, ResourceDocument> = new Map(
  Object.values(modules).map((document) => [document.slug, document]),
);

/** Every listed resource has its document (checked at build by the resource tests). */
export function findResourceDocument(slug: string): ResourceDocument | undefined {
  return resourceDocuments.get(slug);
}

export const missingDocuments = () =>
  resources.filter((r) => !resourceDocuments.has(r.slug)).map((r) => r.slug);
