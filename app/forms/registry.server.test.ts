import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formFields } from "~/components/forms/form-fields";
import { contact } from "./contact/contact";
import { forms } from "./registry.server";
import { signIn } from "./sign-in/sign-in";
import { signUp } from "./sign-up/sign-up";

const declarations = forms.map((form) => form.declaration);

type Schema = { shape?: Record<string, unknown>; _zod: { def: { type: string; in?: Schema } } };

/** The object of fields a schema reads: itself, or a pipe's first part (a form that reshapes what it read). */
const fieldsOf = (schema: unknown): Record<string, unknown> => {
  const { shape, _zod } = schema as Schema;
  return _zod.def.type === "pipe" && _zod.def.in ? fieldsOf(_zod.def.in) : (shape ?? {});
};

describe("the form registry", () => {
  it("has every form folder's server part, once", async () => {
    const folders = readdirSync(new URL(".", import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const folder of folders) {
      const module = (await import(`./${folder}/${folder}.server.ts`)) as Record<string, unknown>;
      const served = Object.values(module);
      expect(served.length, folder).toBe(1);
      expect(forms, folder).toContain(served[0]);
    }
    expect(forms).toHaveLength(folders.length);
    expect(new Set(declarations.map((form) => form.name)).size).toBe(forms.length);
  });

  it("mounts the endpoints of DESIGN.md's contract, each once", () => {
    expect(declarations.flatMap((form) => form.endpoint ?? []).sort()).toEqual([
      "/api/account/forgot-password",
      "/api/account/resend-confirmation",
      "/api/account/reset-password",
      "/api/account/sign-in",
      "/api/account/sign-up",
      "/api/bookings",
      "/api/contact",
      "/api/resource-requests",
      "/api/subscriptions",
    ]);
  });

  it.each(declarations.map((form) => [form.name, form] as const))(
    "%s: declares a field for each of its schema's inputs, and no other",
    (_, form) => {
      const shape = fieldsOf(form.schema);
      expect(Object.keys(form.fields).sort()).toEqual(Object.keys(shape).sort());
      for (const [name, spec] of Object.entries(form.fields))
        if (spec.kind !== "hidden") expect(spec.label, `${form.name}.${name}`).toBeTruthy();
    },
  );

  it("gives the inputs the ids DESIGN.md's contract names", () => {
    const idsOf = (form: typeof contact | typeof signIn | typeof signUp, names: readonly string[]) =>
      names.map((name) => formFields(form).field(name as never).id);
    const contactFields = ["firstName", "lastName", "email", "company", "message", "otherService"];
    expect(idsOf(contact, contactFields)).toEqual(contactFields);
    expect(idsOf(signIn, ["email", "password"])).toEqual(["signin-email", "signin-password"]);
    expect(idsOf(signUp, ["fullName", "email", "password"])).toEqual([
      "full-name",
      "signup-email",
      "signup-password",
    ]);
  });
});
