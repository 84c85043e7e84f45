/** A leaf part of a MIME message, its body decoded (base64 or quoted-printable). */
export type MimePart = { contentType: string; disposition: string; body: string };

function headerOf(head: string, name: string): string | undefined {
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1]?.trim();
}

const quotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/**
 * The leaf parts of a raw message as a mail program sees them (multiparts opened, bodies
 * decoded): enough for the tests to read a mail's calendar file and its alternatives.
 */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const contentType = headerOf(head, "Content-Type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    return (
      body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith("--"))
        // The line break before a boundary belongs to the boundary (RFC 2046), not to the part.
        .flatMap((part) => mimeParts(part.replace(/^\r?\n/, "").replace(/\r?\n$/, "")))
    );
  }
  const encoding = headerOf(head, "Content-Transfer-Encoding")?.toLowerCase();
  return [
    {
      contentType,
      disposition: headerOf(head, "Content-Disposition") ?? "",
      body:
        encoding === "base64"
          ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
          : encoding === "quoted-printable"
            ? quotedPrintable(body)
            : body,
    },
  ];
}
