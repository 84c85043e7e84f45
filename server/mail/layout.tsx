import { company } from "../../app/content/company";

/**
 * What a mail says, as data: the HTML part is rendered from it by React (which escapes every
 * value, so nothing reaches a mail unescaped) and the text part is written from the same blocks.
 */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "fields"; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: "button"; label: string; href: string }
  | { kind: "link"; label: string; href: string; small?: boolean };

export type MailContent = { title: string; blocks: readonly MailBlock[] };

export const mailSignature = `${company.legalName} · ${company.email}`;

const colours = { text: "#0f1c2a", brand: "#155571", muted: "#475569" };

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p style={{ whiteSpace: "pre-wrap" }}>{block.text}</p>;
    case "fields":
      return (
        <table cellPadding={6}>
          <tbody>
            {block.rows.map(([label, value]) => (
              <tr key={label}>
                <th align="left" style={{ verticalAlign: "top" }}>
                  {label}
                </th>
                <td style={{ whiteSpace: "pre-wrap" }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "button":
      return (
        <p>
          <a
            href={block.href}
            style={{
              display: "inline-block",
              background: colours.brand,
              color: "#fff",
              padding: "10px 18px",
              borderRadius: 6,
              textDecoration: "none",
            }}
          >
            {block.label}
          </a>
        </p>
      );
    case "link":
      return (
        <p style={block.small ? { fontSize: 12 } : undefined}>
          <a href={block.href}>{block.label}</a>
        </p>
      );
  }
}

/** The one layout of every mail the site sends. */
export function MailLayout({ title, blocks }: MailContent) {
  return (
    <html lang="en-GB">
      {/* A mail is a whole HTML document: its character set and a title, as any page has. */}
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ fontFamily: "Arial,sans-serif", color: colours.text, lineHeight: 1.5 }}>
        <h1 style={{ fontSize: 20, color: colours.brand }}>{title}</h1>
        {blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a mail's blocks are fixed; never re-rendered
          <Block key={index} block={block} />
        ))}
        <p style={{ color: colours.muted, fontSize: 13 }}>{mailSignature}</p>
      </body>
    </html>
  );
}
