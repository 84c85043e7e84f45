import type { CSSProperties } from "react";
import { mailFrame } from "../../app/content/mails";

/**
 * What a mail says, as data: the HTML part is rendered from it by React (which escapes every
 * value, so nothing reaches a mail unescaped) and the text part is written from the same blocks.
 */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "steps"; items: readonly string[] }
  /** Label and value rows; a row without a value is left out (never "Company: -"). */
  | { kind: "fields"; rows: readonly (readonly [label: string, value: string | null | undefined])[] }
  | { kind: "button"; label: string; href: string; quiet?: boolean }
  | { kind: "link"; label: string; href: string; small?: boolean };

export type MailContent = { title: string; blocks: readonly MailBlock[] };

/** The rows of a fields block that have something to say. */
export const filledRows = (block: Extract<MailBlock, { kind: "fields" }>) =>
  block.rows.filter((row): row is readonly [string, string] => Boolean(row[1]?.trim()));

/** The firm's colours (app/app.css: brand-700, accent-400), and quiet greys for the frame. */
const colours = { text: "#0f1c2a", brand: "#155571", accent: "#f9bd4a", muted: "#475569", page: "#eef2f6" };
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const paragraph: CSSProperties = { margin: "0 0 16px", fontSize: 16, lineHeight: 1.55 };
/** Layout tables: the one structure every mail program lays out alike (Outlook ignores most CSS). */
const frame: CSSProperties = { width: "100%", borderCollapse: "collapse", borderSpacing: 0 };

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p style={{ ...paragraph, whiteSpace: "pre-wrap" }}>{block.text}</p>;
    case "heading":
      return <h2 style={{ margin: "24px 0 8px", fontSize: 18, color: colours.brand }}>{block.text}</h2>;
    case "steps":
      return (
        <ol style={{ margin: "0 0 16px", paddingLeft: 22, fontSize: 16, lineHeight: 1.55 }}>
          {block.items.map((item) => (
            <li key={item} style={{ marginBottom: 8 }}>
              {item}
            </li>
          ))}
        </ol>
      );
    case "fields":
      if (filledRows(block).length === 0) return null;
      return (
        <table role="presentation" style={{ ...frame, margin: "0 0 16px", fontSize: 15 }}>
          <tbody>
            {filledRows(block).map(([label, value]) => (
              <tr key={label}>
                <th
                  scope="row"
                  style={{
                    textAlign: "left",
                    verticalAlign: "top",
                    padding: "8px 12px 8px 0",
                    borderTop: "1px solid #e2e8f0",
                    color: colours.muted,
                    whiteSpace: "nowrap",
                  }}
                >
                  {label}
                </th>
                {/* A visitor's long word (a pasted link) breaks inside a phone's width. */}
                <td
                  style={{
                    padding: "8px 0",
                    borderTop: "1px solid #e2e8f0",
                    whiteSpace: "pre-wrap",
                    overflowWrap: "anywhere",
                    wordBreak: "break-word",
                  }}
                >
                  {value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "button":
      return (
        <p style={{ margin: "0 0 12px" }}>
          <a
            href={block.href}
            style={{
              display: "inline-block",
              background: block.quiet ? "#ffffff" : colours.brand,
              color: block.quiet ? colours.brand : "#ffffff",
              border: `2px solid ${colours.brand}`,
              padding: "12px 20px",
              borderRadius: 6,
              fontSize: 16,
              fontWeight: 700,
              textDecoration: "none",
            }}
          >
            {block.label}
          </a>
        </p>
      );
    case "link":
      return (
        <p style={block.small ? { margin: "16px 0 0", fontSize: 13 } : paragraph}>
          <a href={block.href} style={{ color: colours.brand }}>
            {block.label}
          </a>
        </p>
      );
  }
}

/**
 * The one layout of every mail the site sends: the firm's wordmark on its colour, one column of
 * at most 600 px (the width every mail program shows whole), the registered details at the foot.
 * A document of its own that the Nu checker passes: no obsolete attributes, styles inline.
 */
export function MailLayout({ title, blocks }: MailContent) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
      </head>
      <body
        style={{ margin: 0, padding: 0, background: colours.page, color: colours.text, fontFamily: font }}
      >
        <table role="presentation" style={{ ...frame, background: colours.page }}>
          <tbody>
            <tr>
              <td style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  style={{ ...frame, maxWidth: 600, margin: "0 auto", background: "#ffffff" }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: colours.brand,
                          borderTop: `4px solid ${colours.accent}`,
                          padding: "18px 28px",
                        }}
                      >
                        <p style={{ margin: 0, fontSize: 21, fontWeight: 700, color: "#ffffff" }}>
                          {mailFrame.wordmark}
                        </p>
                        <p style={{ margin: "2px 0 0", fontSize: 13, color: "#d5eef5" }}>
                          {mailFrame.tagline}
                        </p>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "28px 28px 12px" }}>
                        <h1
                          style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.25, color: colours.text }}
                        >
                          {title}
                        </h1>
                        {blocks.map((block, index) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: a mail's blocks are fixed; never re-rendered
                          <Block key={index} block={block} />
                        ))}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "18px 28px",
                          background: "#f1f5f9",
                          color: colours.muted,
                          fontSize: 12,
                          lineHeight: 1.5,
                        }}
                      >
                        {mailFrame.footer.map((line) => (
                          <p key={line} style={{ margin: "0 0 4px" }}>
                            {line}
                          </p>
                        ))}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
