import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownBody } from "~/components/insights/markdown-body";
import { articleLimits } from "~/content/article-form";
import { isSafeAddress, readMarkdown } from "./markdown";

/** The page's HTML for a text, as an article's page draws it. */
function drawn(text: string): string {
  const reading = readMarkdown(text);
  if (!reading.ok) throw new Error(reading.problem);
  return renderToStaticMarkup(<MarkdownBody tree={reading.tree} />);
}

describe("an article's Markdown, drawn", () => {
  it("has headings, lists, links, quotes, tables and images by address, in the site's components", () => {
    const html = drawn(
      "## Why\n\n- one\n- two\n\n> A quote\n\n| Plan | Price |\n|---|---|\n| Cloud | £50 |\n\n" +
        "[Our security work](/cyber-security) and [a guide](https://www.ncsc.gov.uk/).\n\n![A diagram](https://images.example.org/d.png)",
    );
    expect(html).toContain("<h2>Why</h2>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>A quote<\/p>/);
    expect(html).toContain("<td>£50</td>");
    // Internal links stay in the tab; others open a new one, as in the MDX articles.
    expect(html).toMatch(/<a href="\/cyber-security" class="[^"]*">Our security work<\/a>/);
    expect(html).toMatch(
      /<a target="_blank" rel="noopener noreferrer" href="https:\/\/www\.ncsc\.gov\.uk\/"/,
    );
    // The image's box is kept before it loads: nothing moves when it comes.
    expect(html).toMatch(
      /<img src="https:\/\/images\.example\.org\/d\.png" alt="A diagram" width="1200" height="675" loading="lazy"/,
    );
  });

  it("shows raw HTML as the text it is", () => {
    const html = drawn(
      '<script>alert(1)</script>\n\nHello <img src=x onerror="alert(2)"> <b>there</b>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe|<b>/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
  });

  it("shows links other than http(s), mailto, tel and the site's own paths as plain text", () => {
    const html = drawn(
      "[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,x) [d](vbscript:x) [e](//evil.example) " +
        "[f][ref] [g](mailto:hello@example.co.uk) [h](tel:+441632960000)\n\n[ref]: javascript:alert(3)\n\n![i](javascript:x) ![j](data:image/png;base64,AAAA)",
    );
    expect(html).not.toMatch(/javascript|data:|vbscript|evil\.example|<img/i);
    for (const text of ["a", "b", "c", "d", "e", "f"])
      expect(html).toMatch(new RegExp(`(^|[\\s>])${text}(\\s|<)`));
    expect(html).toContain('href="mailto:hello@example.co.uk"');
    expect(html).toContain('href="tel:+441632960000"');
    expect(html).toContain("<p>i j</p>"); // images that may not be shown: their descriptions
  });

  it("checks addresses by their protocol, whatever their case or spaces", () => {
    expect(isSafeAddress(" https://example.com", ["https"])).toBe(true);
    expect(isSafeAddress("/insights", ["https"])).toBe(true);
    expect(isSafeAddress("//evil.example", ["https"])).toBe(false);
    expect(isSafeAddress("java\tscript:alert(1)", ["https"])).toBe(false);
    expect(isSafeAddress("relative/page", ["https"])).toBe(false);
  });
});

describe("a Markdown bomb", () => {
  it("nesting too deep is refused before it is parsed: quotes, list markers chained, lists indented", () => {
    const quotes = `${">".repeat(5000)} deep`;
    const chained = `${"- ".repeat(3000)}x`;
    const indented = Array.from({ length: 300 }, (_, i) => `${" ".repeat(i * 2)}- x`).join("\n");
    for (const text of [quotes, chained, indented])
      expect(readMarkdown(text)).toEqual({ ok: false, problem: "tooDeep" });
    const deepest = Array.from({ length: articleLimits.depth }, (_, i) => `${" ".repeat(i * 2)}- level`).join(
      "\n",
    );
    expect(readMarkdown(deepest).ok).toBe(true);
    expect(readMarkdown(`${deepest}\n${" ".repeat(articleLimits.depth * 2)}- one more`)).toEqual({
      ok: false,
      problem: "tooDeep",
    });
  });

  it("a text over the limit is not parsed at all; code blocks may be indented as deeply as they like", () => {
    expect(readMarkdown("a".repeat(articleLimits.text + 1))).toEqual({ ok: false, problem: "unreadable" });
    const code = `\`\`\`\n${Array.from({ length: 40 }, (_, i) => `${" ".repeat(i * 2)}- not a list`).join("\n")}\n\`\`\``;
    expect(readMarkdown(code).ok).toBe(true);
  });
});
