import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { backOffice } from "~/content/back-office";
import { inboxPage } from "~/content/back-office-pages";
import { serviceInterests } from "~/content/contact-form";
import { type InboxFilter, inboxQuery } from "~/shared/inbox-filter";
import { LEAD_KINDS, leadKindWords } from "~/shared/lead-kinds";
import { SHOWN_STAGES, stageLabel } from "~/shared/stages";
import { Choices } from "./choices";

const words = inboxPage.filters;

const control =
  "mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base font-normal text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40";

/**
 * The inbox's kinds as one row of choices: the leads that want an answer (the default), all of
 * them, then each kind in its declared order (enquiries first). Other filters are kept.
 */
export function InboxKinds({ filter }: { filter: InboxFilter }) {
  const choices = [
    { type: undefined, label: backOffice.defaultView },
    { type: "all" as const, label: backOffice.everything },
    ...LEAD_KINDS.map((type) => ({ type, label: leadKindWords(type).plural })),
  ];
  return (
    <Choices
      label={inboxPage.kindsLabel}
      choices={choices.map((choice) => {
        const query = inboxQuery({ ...filter, type: choice.type });
        return {
          label: choice.label,
          to: query ? `/admin?${query}` : "/admin",
          current: filter.type === choice.type,
        };
      })}
    />
  );
}

/**
 * Search and the finer filters: a GET form, so a filtered view is an address to keep or share.
 * Folded away on a phone until used (open while any of its filters is set).
 */
export function InboxFilters({ filter }: { filter: InboxFilter }) {
  const { type: _, ...finer } = filter;
  const open = Object.values(finer).some(Boolean);
  return (
    <details open={open} className="group mt-4 rounded-xl border border-slate-200 bg-white">
      <summary className="flex h-11 cursor-pointer items-center px-4 font-semibold text-brand-800">
        {words.toggle}
      </summary>
      <Form method="get" className="grid gap-4 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-3">
        {filter.type ? <input type="hidden" name="type" value={filter.type} /> : null}
        <label className="text-sm font-semibold text-ink sm:col-span-2 lg:col-span-3">
          {words.search}
          <input type="search" name="q" defaultValue={filter.q} maxLength={100} className={control} />
        </label>
        <FilterSelect
          label={words.stage}
          name="stage"
          value={filter.stage}
          options={SHOWN_STAGES.map((stage) => ({ value: stage, label: stageLabel(stage) }))}
        />
        <FilterSelect
          label={words.service}
          name="service"
          value={filter.service}
          options={serviceInterests.map((service) => ({ value: service.id, label: service.label }))}
        />
        <div className="grid grid-cols-2 gap-3">
          <label className="text-sm font-semibold text-ink">
            {words.from}
            <input type="date" name="from" defaultValue={filter.from} className={control} />
          </label>
          <label className="text-sm font-semibold text-ink">
            {words.to}
            <input type="date" name="to" defaultValue={filter.to} className={control} />
          </label>
        </div>
        <div className="flex items-center gap-4 sm:col-span-2 lg:col-span-3">
          <Button type="submit" variant="secondary" size="md">
            {words.submit}
          </Button>
          <Link
            to={filter.type ? `/admin?type=${filter.type}` : "/admin"}
            className="text-sm font-medium text-brand-700 underline"
          >
            {words.clear}
          </Link>
        </div>
      </Form>
    </details>
  );
}

function FilterSelect(props: {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className="text-sm font-semibold text-ink">
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ""} className={control}>
        <option value="">{words.any}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
