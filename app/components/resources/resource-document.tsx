import type { ReactNode } from "react";
import { company } from "~/content/company";
import type { DocumentBlock, ResourceDocument } from "~/content/resource-documents/types";
import { type Resource, resourceTypeBadge } from "~/content/resources";
import { blockWords } from "~/content/site-words";
import { cn } from "~/lib/cn";

const box = "inline-block size-4 shrink-0 rounded-sm border-2 border-slate-500 print:border-black";
const writingLine = "h-8 border-b border-slate-400 print:border-black";

/** Table rows are fixed document content and often blank: their keys are their positions. */
const rowsWithKeys = (rows: string[][]) =>
  rows.map((cells, row) => ({
    key: `r${row}`,
    cells: cells.map((text, column) => ({ key: `c${column}`, text })),
  }));

function Block({ block }: { block: DocumentBlock }): ReactNode {
  switch (block.kind) {
    case "paragraph":
      return <p className="leading-7">{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-1.5 pl-6 leading-7">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "checklist":
      return (
        <ul className="space-y-3">
          {block.items.map((item) => (
            <li key={item.text} className="flex gap-3 break-inside-avoid">
              <span aria-hidden="true" className={cn(box, "mt-1.5")} />
              <div>
                <p className="font-medium leading-7">{item.text}</p>
                {item.detail ? (
                  <p className="text-sm leading-6 text-muted print:text-slate-700">{item.detail}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      );
    case "steps":
      return (
        <ol className="space-y-3">
          {block.items.map((step, index) => (
            <li key={step.title} className="flex gap-3 break-inside-avoid">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white print:border print:border-black print:bg-white print:text-black">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold leading-7">{step.title}</p>
                <p className="leading-7">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      );
    case "table":
      return (
        <div className="overflow-x-auto print:overflow-visible">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold">{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="border border-slate-300 bg-slate-100 px-3 py-2 print:border-black"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rowsWithKeys(block.rows).map((row) => (
                <tr key={row.key} className="break-inside-avoid">
                  {row.cells.map((cell) => (
                    <td
                      key={cell.key}
                      className="h-9 border border-slate-300 px-3 py-2 align-top print:border-black"
                    >
                      {cell.text}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "fields":
      return (
        <div className="space-y-5">
          {block.items.map((field) => (
            <div key={field.label} className="break-inside-avoid">
              <p className="font-semibold">{field.label}</p>
              {field.hint ? <p className="text-sm text-muted print:text-slate-700">{field.hint}</p> : null}
              {Array.from({ length: field.lines ?? 1 }, (_, line) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blank writing lines.
                <div key={line} aria-hidden="true" className={writingLine} />
              ))}
            </div>
          ))}
        </div>
      );
    case "questions":
      return (
        <ol className="space-y-5">
          {block.items.map((item, index) => (
            <li key={item.question} className="break-inside-avoid">
              <p className="font-semibold leading-7">
                {index + 1}. {item.question}
              </p>
              <ul className="mt-2 space-y-1.5">
                {item.options.map((option) => (
                  <li key={option.label} className="flex gap-3 text-sm leading-6">
                    <span aria-hidden="true" className={cn(box, "mt-1")} />
                    <span className="flex-1">{option.label}</span>
                    <span className="font-semibold tabular-nums">
                      {option.points} {option.points === 1 ? "point" : "points"}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li aria-hidden="true" className="flex items-end gap-3 font-semibold">
            Score for this section: <span className="w-24 border-b border-slate-400 print:border-black" />
          </li>
        </ol>
      );
    case "scoring":
      return (
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 print:border-black">
          {block.bands.map((band) => (
            <div key={band.range} className="grid gap-1 p-4 sm:grid-cols-[8rem_1fr] break-inside-avoid">
              <dt className="font-bold tabular-nums">{band.range}</dt>
              <dd>
                <span className="font-semibold">{band.label}.</span> {band.advice}
              </dd>
            </div>
          ))}
        </dl>
      );
    case "note":
      return (
        <aside className="break-inside-avoid rounded-xl border-l-4 border-accent-500 bg-amber-50 p-4 print:border print:border-black print:bg-white">
          <p className="font-semibold">{block.title}</p>
          <p className="mt-1 leading-7">{block.text}</p>
        </aside>
      );
  }
}

/** A free resource as a print-ready page: read on screen, printed, or saved as PDF from the print dialog. */
export function ResourceDocumentView({
  resource,
  document,
  actions,
}: {
  resource: Resource;
  document: ResourceDocument;
  actions?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-ink sm:px-6 print:max-w-none print:p-0 print:text-black">
      <header className="border-b border-slate-200 pb-8 print:border-black">
        <p className="text-sm font-semibold text-brand-700 print:text-black">
          {company.name} · Free resource
        </p>
        <span
          className={cn(
            "mt-4 inline-block rounded-full px-3 py-1 text-xs font-semibold print:border print:border-black",
            resourceTypeBadge[resource.type],
          )}
        >
          {resource.type}
        </span>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{resource.title}</h1>
        <p className="mt-4 text-lg leading-8 text-muted print:text-black">{document.summary}</p>
        {actions ? <div className="mt-6 print:hidden">{actions}</div> : null}
      </header>
      <section
        aria-labelledby="how-to-use"
        className="mt-8 rounded-xl bg-slate-50 p-5 print:border print:border-black print:bg-white"
      >
        <h2 id="how-to-use" className="font-semibold">
          {`How to use this ${resource.type.toLowerCase()}`}
        </h2>
        <p className="mt-2 leading-7">{document.howToUse}</p>
      </section>
      {document.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`section-${index}`} className="mt-10">
          <h2 id={`section-${index}`} className="break-after-avoid text-2xl font-bold tracking-tight">
            {section.heading}
          </h2>
          <div className="mt-4 space-y-5">
            {section.blocks.map((block, blockIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed document content.
              <Block key={blockIndex} block={block} />
            ))}
          </div>
        </section>
      ))}
      <footer className="mt-12 border-t border-slate-200 pt-6 print:border-black">
        <h2 className="text-xl font-bold">{blockWords.nextSteps}</h2>
        <p className="mt-2 leading-7">{document.nextSteps}</p>
        <p className="mt-6 text-sm text-muted print:text-black">
          © {new Date().getFullYear()} {company.legalName} · {company.email} · {company.officePhone.display}
        </p>
      </footer>
    </article>
  );
}
