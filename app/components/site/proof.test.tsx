import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { directors } from "~/content/company";
import { testimonials } from "~/content/testimonials";
import { DirectorAvatar } from "./director-avatar";
import { Testimonials } from "./testimonials";

describe("Testimonials", () => {
  it("renders nothing at all while the content file has none (the default: never invent a quote)", () => {
    expect(testimonials).toEqual([]);
    expect(renderToStaticMarkup(<Testimonials items={testimonials} title="What our clients say" />)).toBe("");
  });

  it("shows a client's own words, named as they agreed", () => {
    const html = renderToStaticMarkup(
      <Testimonials
        title="What our clients say"
        items={[{ quote: "Clear advice <fast>.", name: "A. Client", role: "Director", organisation: "Firm" }]}
      />,
    );
    expect(html).toContain('id="testimonials"');
    expect(html).toContain("Clear advice &lt;fast&gt;.");
    expect(html).toContain("A. Client");
  });
});

describe("DirectorAvatar", () => {
  const director = directors[0]!;

  it("shows the director's initials until content gives a photo", () => {
    expect(director.photo).toBeUndefined();
    const html = renderToStaticMarkup(<DirectorAvatar director={director} size={40} className="size-10" />);
    expect(html).toContain(">DT</span>");
    expect(html).not.toContain("<img");
  });

  it("shows the photo when content gives one, beside the name it needs no words of its own", () => {
    const html = renderToStaticMarkup(
      <DirectorAvatar
        director={{ ...director, photo: "/images/directors/daniel.jpg" }}
        size={40}
        className="size-10"
      />,
    );
    expect(html).toMatch(/<img src="\/images\/directors\/daniel\.jpg" alt="" width="40" height="40"/);
    expect(html).not.toContain("DT");
  });
});
