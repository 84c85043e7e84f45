import { expect, type Page, test } from "@playwright/test";

/**
 * "(optional)" beside a label, as a visitor sees it and as a screen reader names the field: always
 * a space after the words before it ("interested in (optional)", never "interested in(optional)"),
 * on every form that marks a field optional, with and without JavaScript, at a phone's width and a
 * desk's.
 */
const forms = [
  { path: "/#contact", form: "#contact form", names: ["Company (optional)"] },
  {
    path: "/book",
    form: "main form",
    names: ["Company (optional)", "What would you like to discuss? (optional)"],
  },
];

/**
 * Each mark on screen, with the gap drawn between it and the last letter before it (in px; null
 * when the mark starts a line of its own): a space is some 4 px, none is 0.
 */
const drawnMarks = (page: Page, form: string) =>
  page.locator(form).evaluate((element) => {
    const box = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const marks = [...element.querySelectorAll("span")].filter(
      (span) => span.textContent?.trim() === "(optional)" && span.getClientRects().length > 0,
    );
    return marks.map((mark) => {
      const holder = mark.parentElement!;
      const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
      let before: Text | null = null;
      let markText: Text | null = null;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (mark.contains(node)) {
          if (node.data.includes("(")) {
            markText = node;
            break;
          }
        } else if (node.data.trim()) before = node;
      }
      const label = holder.textContent?.replace(/\s+/g, " ").trim() ?? "";
      if (!before || !markText) return { label, gap: null };
      const last = box(before, before.data.trimEnd().length - 1);
      const first = box(markText, markText.data.indexOf("("));
      const sameLine = Math.abs(first.top - last.top) < first.height / 2;
      return { label, gap: sameLine ? Math.round(first.left - last.right) : null };
    });
  });

for (const javaScriptEnabled of [true, false])
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    for (const { path, form, names } of forms)
      for (const width of [390, 1280])
        test(`${path} at ${width} px: every "(optional)" is drawn after a space, and named with one`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          const marks = await drawnMarks(page, form);
          expect(marks.length).toBeGreaterThan(0);
          for (const { label, gap } of marks) if (gap !== null) expect(gap, label).toBeGreaterThanOrEqual(2);
          for (const name of names)
            await expect(page.locator(form).getByRole("textbox", { name, exact: true })).toBeAttached();
        });
  });
