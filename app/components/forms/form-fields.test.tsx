import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { Field } from "~/components/ui/field";
import { HONEYPOT_FIELD } from "~/shared/honeypot";
import { callback, note, words } from "../../../tests/support/callback-form";
import { formFields } from "./form-fields";
import { FormMeta } from "./form-meta";

/** The attributes of each element `tag` in some markup, in order (names lower-cased, as HTML reads them). */
function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*?)/?>`, "g"))].map(([, attributes = ""]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name = "", value = ""]) => [
        name.toLowerCase(),
        value,
      ]),
    ),
  );
}

describe("a declared form's fields, wired in one call", () => {
  const slots = [
    { value: "2027-06-08T08:00:00Z", label: "09:00" },
    { value: "2027-06-08T08:30:00Z", label: "09:30" },
  ];

  it("give each input its label, id, name, type, limits, and its message by aria-describedby", () => {
    const fields = formFields(callback, { errors: { email: words.invalidEmail }, values: { email: "x@" } });
    const html = renderToStaticMarkup(
      <>
        <Field {...fields.field("email")} />
        <Field {...fields.field("phone")} />
      </>,
    );
    const [email, phone] = elements(html, "input");
    expect(email).toMatchObject({
      id: "email",
      name: "email",
      type: "email",
      autocomplete: "email",
      maxlength: "254",
      required: "",
      value: "x@",
      "aria-invalid": "true",
      "aria-describedby": "email-error",
    });
    expect(elements(html, "label")[0]).toMatchObject({ for: "email" });
    expect(html).toContain(
      `<p id="email-error" class="mt-1 text-sm font-medium text-red-700 [.on-dark_&amp;]:text-accent-300">${words.invalidEmail}</p>`,
    );
    expect(phone).toMatchObject({ id: "phone", name: "phone", type: "tel", autocomplete: "tel" });
    expect(phone).not.toHaveProperty("aria-invalid");
    expect(phone).not.toHaveProperty("required");
    expect(html).toContain('Phone<span class="font-normal text-muted">\u00a0(optional)</span>');
  });

  it("draw a radio group from choices given when the page is drawn, invalid as a group, the chosen one kept", () => {
    const fields = formFields(callback, { errors: { slot: words.taken }, values: { slot: slots[1]!.value } });
    const html = renderToStaticMarkup(<ChoiceGroup {...fields.choices("slot", slots)} />);
    expect(elements(html, "fieldset")[0]).toEqual({
      id: "slot",
      role: "radiogroup",
      "aria-invalid": "true",
      "aria-describedby": "slot-error",
    });
    const radios = elements(html, "input");
    expect(
      radios.map((radio) => [radio.type, radio.name, radio.value, "checked" in radio, "required" in radio]),
    ).toEqual([
      ["radio", "slot", slots[0]!.value, false, true],
      ["radio", "slot", slots[1]!.value, true, true],
    ]);
    expect(html).toContain(">09:00</label>");
    expect(html).toContain(
      `<p id="slot-error" class="mt-1 text-sm font-medium text-red-700">${words.taken}</p>`,
    );
    // A choice the declaration gives (phone or video) needs none from the page.
    expect(
      formFields(callback)
        .choices("callKind")
        .options.map((option) => option.value),
    ).toEqual(["phone", "video"]);
  });

  it("put the focus in the first field to fix, in the order the form shows them", () => {
    const fields = formFields(callback, {
      errors: { callKind: words.callKind, email: words.email },
      focus: "email",
    });
    expect(fields.field("email").autoFocus).toBe(true);
    expect(fields.field("name").autoFocus).toBeUndefined();
    expect(fields.problems().map((problem) => problem.target)).toEqual(["email", "callKind"]);
  });

  it("post the form's intent and its honeypot, whose name is written once", () => {
    const html = renderToStaticMarkup(<FormMeta {...formFields(callback).meta()} />);
    expect(elements(html, "input")).toEqual([
      { type: "hidden", name: "intent", value: "callback" },
      { id: "callback-website", type: "text", tabindex: "-1", autocomplete: "off", name: HONEYPOT_FIELD },
    ]);
    expect(elements(renderToStaticMarkup(<FormMeta {...formFields(note).meta()} />), "input")).toEqual([
      { type: "hidden", name: "intent", value: "note" },
    ]);
  });
});
