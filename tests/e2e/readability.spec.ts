import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/**
 * What axe cannot judge: text over gradients, list styles leaking from article prose into its
 * components, and grids that leave one card alone on their last row. Judged on the settled page.
 */
test.use({ reducedMotion: "reduce" });

async function everyPage(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(30);
  return [...paths, "/privacy-policy", "/this-page-does-not-exist"];
}

/**
 * Every visible text's contrast with what is behind it, computed from the rendered colours: the
 * nearest backgrounds up the tree, composited, and every colour stop of a gradient among them.
 */
function lowContrastTexts(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    type RGBA = [number, number, number, number];
    const parse = (css: string): RGBA => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "rgba(0, 0, 0, 0)";
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: RGBA, below: RGBA): RGBA => [
      top[0] * top[3] + below[0] * (1 - top[3]),
      top[1] * top[3] + below[1] * (1 - top[3]),
      top[2] * top[3] + below[2] * (1 - top[3]),
      1,
    ];
    const luminance = ([r, g, b]: RGBA) => {
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: RGBA, b: RGBA) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const colourPattern = /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi;
    const cache = new Map<Element, RGBA[]>();
    // The opaque colours an element's text may sit on: its own background over its ancestors'.
    const backgrounds = (element: Element | null): RGBA[] => {
      if (!element) return [[255, 255, 255, 1]];
      const cached = cache.get(element);
      if (cached) return cached;
      const style = getComputedStyle(element);
      const colour = parse(style.backgroundColor);
      const stops = style.backgroundImage.includes("gradient")
        ? (style.backgroundImage.match(colourPattern) ?? []).map(parse)
        : [];
      let result: RGBA[];
      if (colour[3] === 0 && stops.length === 0) result = backgrounds(element.parentElement);
      else {
        const base =
          colour[3] >= 1 ? [colour] : backgrounds(element.parentElement).map((b) => over(colour, b));
        result = stops.length ? stops.flatMap((stop) => base.map((b) => over(stop, b))) : base;
      }
      cache.set(element, result);
      return result;
    };
    const failures: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (
        !text ||
        !element ||
        element.closest("script, style, noscript, svg, [aria-disabled='true'], :disabled")
      )
        continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden (sr-only)
      const style = getComputedStyle(element);
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      const behind = backgrounds(element);
      const colour = parse(style.color);
      const worst = Math.min(...behind.map((b) => ratio(over(colour, b), b)));
      if (worst < needed) failures.push(`"${text.slice(0, 50)}" ${worst.toFixed(2)}:1 (needs ${needed}:1)`);
    }
    return failures;
  });
}

test("every text on every page is readable against its background, gradients included", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const failures: string[] = [];
  for (const path of await everyPage(request)) {
    await page.goto(path);
    for (const failure of await lowContrastTexts(page)) failures.push(`${path}: ${failure}`);
  }
  expect(failures).toEqual([]);
});

test("inside articles, components show no stray list markers or indents, and Markdown lists keep theirs", async ({
  page,
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const articles = [...xml.matchAll(/<loc>[^<]+(\/insights\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(articles.length).toBeGreaterThanOrEqual(9);
  const problems: string[] = [];
  for (const path of articles) {
    await page.goto(path);
    const found = await page.locator(".article-body").evaluate((body) => {
      const out: string[] = [];
      for (const item of body.querySelectorAll("li")) {
        const list = item.parentElement!;
        const style = getComputedStyle(item);
        const marker = style.display === "list-item" && style.listStyleType !== "none";
        // A Markdown list has no class; a component asks for markers by name.
        const wanted = !list.hasAttribute("class") || /\blist-(disc|decimal)\b/.test(list.className);
        if (marker !== wanted)
          out.push(`${marker ? "stray" : "missing"} marker: "${item.textContent?.slice(0, 40)}"`);
      }
      for (const list of body.querySelectorAll("ul, ol")) {
        const style = getComputedStyle(list);
        if (/grid|flex/.test(style.display) && Number.parseFloat(style.paddingLeft) > 0)
          out.push(`indented grid: "${list.textContent?.slice(0, 40)}"`);
      }
      return out;
    });
    for (const problem of found) problems.push(`${path}: ${problem}`);
  }
  expect(problems).toEqual([]);
});

test("no grid of four or more cards leaves a single card on its last row", async ({ page, request }) => {
  test.setTimeout(180_000);
  const lonely: string[] = [];
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of await everyPage(request)) {
      await page.goto(path);
      const found = await page.evaluate(() => {
        const out: string[] = [];
        for (const grid of document.querySelectorAll("main *")) {
          const style = getComputedStyle(grid);
          const wraps = style.display.includes("flex") && style.flexWrap === "wrap";
          const cards = [...grid.children].filter((child) => (child as HTMLElement).offsetWidth > 0);
          if (!(style.display.includes("grid") || wraps) || cards.length < 4) continue;
          const rows = new Map<number, Element[]>();
          for (const card of cards) {
            const top = Math.round(card.getBoundingClientRect().top);
            rows.set(top, [...(rows.get(top) ?? []), card]);
          }
          const ordered = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
          // Cards have a visible box (background, border or shadow), on the item or the link it holds.
          const boxed = (element: Element | null) => {
            if (!element) return false;
            const box = getComputedStyle(element);
            return (
              box.backgroundColor !== "rgba(0, 0, 0, 0)" ||
              Number.parseFloat(box.borderTopWidth) > 0 ||
              box.boxShadow !== "none"
            );
          };
          if (!boxed(cards[0]!) && !boxed(cards[0]!.firstElementChild)) continue;
          const first = ordered[0]!;
          const last = ordered.at(-1)!;
          const widths = first.map((card) => Math.round(card.getBoundingClientRect().width));
          // Cards share a width; wrapping chips and tags (each as wide as its word) are not a grid.
          if (first.length < 2 || (wraps && Math.max(...widths) - Math.min(...widths) > 2)) continue;
          // A last card stretched across the row is a deliberate layout, not a lonely card.
          const spansRow = last[0]!.getBoundingClientRect().width > 0.9 * grid.clientWidth;
          if (last.length === 1 && !spansRow)
            out.push(
              `${ordered.map((row) => row.length).join("+")}: "${grid.textContent?.trim().slice(0, 50)}"`,
            );
        }
        return out;
      });
      for (const grid of found) lonely.push(`${path} at ${width}px: ${grid}`);
    }
  }
  expect(lonely).toEqual([]);
});

test("on a phone or a tablet, no page is wider than the screen and no one-line figure runs out of its box", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const width of [390, 820])
    for (const path of await everyPage(request)) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const found = await page.evaluate(() => {
        const out: string[] = [];
        if (document.documentElement.scrollWidth > window.innerWidth)
          out.push(`page is ${document.documentElement.scrollWidth}px wide`);
        for (const element of document.querySelectorAll("main *")) {
          if (getComputedStyle(element).whiteSpace !== "nowrap" || !element.parentElement) continue;
          // A block's text spills past its own box; an inline one's box spills past its parent's.
          const block = element as HTMLElement;
          const box = element.getBoundingClientRect();
          const parent = element.parentElement.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) continue; // visually hidden (sr-only)
          const spills =
            block.clientWidth > 0
              ? block.scrollWidth > block.clientWidth + 1
              : box.width > 0 && (box.right > parent.right + 1 || box.right > window.innerWidth);
          if (spills) out.push(`"${element.textContent?.slice(0, 40)}" runs out of its box`);
        }
        return out;
      });
      for (const problem of found) problems.push(`${path} at ${width}px: ${problem}`);
    }
  expect(problems).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the comparison table shows every column of every row on screen", async ({ page }) => {
    await page.goto("/insights/fractional-cto-vs-interim-cto");
    const comparison = page.getByRole("list", { name: "Fractional CTO compared with Interim CTO" });
    const rows = comparison.getByRole("listitem");
    await expect(rows).toHaveCount(7);
    for (const row of await rows.all()) {
      await row.scrollIntoViewIfNeeded();
      for (const text of [/^Fractional CTO$/, /^Interim CTO$/, /^(Tie|Winner: .+)$/]) {
        const cell = row.getByText(text);
        await expect(cell).toBeInViewport({ ratio: 1 });
      }
    }
    await expect(page.getByRole("table")).toBeHidden();
  });

  test("the company email wraps after its @ (or before its domain's dot), never inside a word", async ({
    page,
  }) => {
    for (const path of ["/", "/it-support-redruth", "/about"]) {
      await page.goto(path);
      const links = page.locator('main a[href^="mailto:"]');
      expect(await links.count(), path).toBeGreaterThan(0);
      for (const link of await links.all()) {
        // Each piece between the allowed break points stays on one line.
        const splitPieces = await link.evaluate((a) => {
          const range = document.createRange();
          const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
          const texts: Node[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node);
          return texts
            .filter((node) => {
              range.selectNodeContents(node);
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
            })
            .map((node) => node.textContent);
        });
        expect(splitPieces, `${path}: ${await link.textContent()}`).toEqual([]);
      }
    }
  });
});
