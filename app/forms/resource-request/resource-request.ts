import { invalidCharacters, tooManyRequests } from "~/content/form-outcomes";
import { resourceLimits, resourceRequestForm as words } from "~/content/resource-request-form";
import { type Resource, resources } from "~/content/resources";
import type { FormOutcome } from "~/lib/forms/post-form";
import { declareForm, emailField } from "~/shared/forms/declare";
import { emailInput, type FieldErrors, noControlCharacters, textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

const { fields } = words;

const required = (missing: string, max: number, tooLong: string) =>
  textInput(missing).check(
    z.trim(),
    z.minLength(1, missing),
    z.maxLength(max, tooLong),
    noControlCharacters(invalidCharacters),
  );
const chosen = textInput(fields.resource.missing).check(
  z.trim(),
  z.minLength(1, fields.resource.missing),
  noControlCharacters(fields.resource.missing),
);

/** What a request names of a resource: the dialog knows no more (the island reads it from the page). */
export type RequestedResource = Pick<Resource, "slug" | "title" | "type">;

/** The listed resource a request names by its title and type. */
export const requestedResource = (request: { resourceTitle: string; resourceType: string }) =>
  resources.find((r) => r.title === request.resourceTitle && r.type === request.resourceType);

/**
 * The resource request (SPEC §3): one schema for the dialog, the page form and the server. Each
 * field says what is wrong with it; `resourceNotice` gives the spec's notice for the whole form.
 */
export const resourceRequestSchema = z.object({
  name: required(fields.name.missing, resourceLimits.name, fields.name.tooLong),
  email: emailInput(fields.email.missing, words.invalidEmail.description),
  company: required(fields.company.missing, resourceLimits.company, fields.company.tooLong),
  resourceTitle: chosen,
  resourceType: chosen,
});

export type ResourceRequest = z.output<typeof resourceRequestSchema>;

type Notice = { title: string; description: string };
const MISSING: readonly string[] = [fields.name.missing, fields.email.missing, fields.company.missing];

/** The notice (toast) for a set of field errors: a blank field outranks a malformed email (SPEC §5 order). */
export function resourceNotice(fieldErrors: FieldErrors): Notice {
  const messages = Object.values(fieldErrors);
  if (messages.some((message) => message !== undefined && MISSING.includes(message)))
    return words.missingInformation;
  if (messages.includes(words.invalidEmail.description)) return words.invalidEmail;
  return { title: words.failure.title, description: messages[0] ?? words.failure.description };
}

/** The notice for a failed request: field problems, too many requests, or the spec's 'Error'. */
export function resourceFailureNotice(failure: { fieldErrors?: FieldErrors; tooSoon?: string }): Notice {
  if (failure.fieldErrors) return resourceNotice(failure.fieldErrors);
  if (failure.tooSoon) return { title: tooManyRequests, description: failure.tooSoon };
  return words.failure;
}

/** The same, for what the enhanced form heard back from the server (lib/forms/post-form.ts). */
export function resourceOutcomeNotice(outcome: Exclude<FormOutcome, { kind: "sent" }>): Notice {
  // SPEC §8: a failure is logged (here, where the form hears it: not on every render of its
  // notice); the visitor sees the general notice.
  if (outcome.kind === "failed") console.error("Resource request failed:", outcome.error);
  return resourceFailureNotice({
    fieldErrors: outcome.kind === "invalid" ? outcome.fieldErrors : undefined,
    tooSoon: outcome.kind === "too-soon" ? outcome.error : undefined,
  });
}

/**
 * A free resource, asked for in the dialog on /insights or the page form without JavaScript
 * (`/insights?resource=<slug>`), or `POST /api/resource-requests`. Its inputs' ids take the
 * prefix of where they are drawn (`resource-dialog-name`, `resource-page-name`).
 */
export const resourceRequest = declareForm({
  name: "resource-request",
  intent: "resource",
  endpoint: "/api/resource-requests",
  schema: resourceRequestSchema,
  honeypot: true,
  invalid: (fieldErrors) => resourceNotice(fieldErrors).title,
  fields: {
    name: { label: fields.name.label, autoComplete: "name", maxLength: resourceLimits.name, required: true },
    email: emailField(fields.email.label),
    company: {
      label: fields.company.label,
      autoComplete: "organization",
      maxLength: resourceLimits.company,
      required: true,
    },
    resourceTitle: { kind: "hidden" },
    resourceType: { kind: "hidden" },
  },
});

/** The hidden fields that name the resource asked for. */
export const resourceFields = (resource: RequestedResource) => ({
  resourceTitle: resource.title,
  resourceType: resource.type,
});
