import { expect, type Locator, type Page, type Response } from "@playwright/test";

/**
 * The HTML documents a test met, by name, exactly as the server sent them (the response body,
 * not the browser's serialisation of its DOM, which would hide markup the parser repaired).
 */
export class Documents {
  readonly html = new Map<string, string>();

  private async keep(name: string, response: Response | null, status: number) {
    if (!response) throw new Error(`${name}: no document was loaded`);
    expect(response.status(), name).toBe(status);
    expect(this.html.has(name), `${name}: a second document of this name`).toBe(false);
    this.html.set(name, await response.text());
  }

  /** Opens `path` and keeps the document it ends on (after any redirect). */
  async visit(page: Page, name: string, path: string, status = 200) {
    await this.keep(name, await page.goto(path), status);
  }

  /**
   * Presses `button` (a form's submit, or the name of the page's one button so named; in a page
   * without JavaScript the browser posts the form) and keeps the document the page ends on, after
   * any redirect.
   */
  async submit(page: Page, name: string, button: Locator | string, status = 200) {
    const answer = page.waitForResponse(
      (response) =>
        response.request().isNavigationRequest() &&
        response.request().frame() === page.mainFrame() &&
        !(response.status() >= 300 && response.status() < 400),
      { timeout: 10_000 },
    );
    await (typeof button === "string" ? page.getByRole("button", { name: button }) : button).click();
    await this.keep(name, await answer, status);
  }
}
