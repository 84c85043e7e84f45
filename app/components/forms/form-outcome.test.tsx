import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormOutcome } from "./form-outcome";

describe("FormOutcome", () => {
  it("shows what the visitor sent as text, never as markup, and leaves out what they left blank", () => {
    const html = renderToStaticMarkup(
      <FormOutcome
        title="Message Sent!"
        description="Thank you."
        next={["We reply within 24 hours."]}
        sent={[
          { label: "Message", value: '<img src=x onerror="alert(1)">' },
          { label: "Company", value: "  " },
        ]}
        actions={[{ label: "Read a case study", to: "/insights/azure-migration-costs-smes" }]}
        again={{ label: "Send another message", href: "/#contact" }}
      />,
    );
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("Company");
    expect(html).toContain('href="/insights/azure-migration-costs-smes"');
    expect(html).toContain('href="/#contact"');
  });

  it("is a region named by its title, which a page without JavaScript opens at (decision 039) and focuses", () => {
    const html = renderToStaticMarkup(<FormOutcome title="Message Sent!" description="Thank you." focus />);
    expect(html).toMatch(/<section id="form-answer" aria-labelledby="([^"]+)" tabindex="-1" autofocus=""/);
    expect(html).toMatch(/<h3 id="[^"]+" class="[^"]*">Message Sent!<\/h3>/);
  });
});
