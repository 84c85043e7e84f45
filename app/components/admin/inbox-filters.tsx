import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import {
  type InboxFilter,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LEAD_TYPE_LABELS,
  LEAD_TYPES,
} from "~/lib/admin-filter";
import { serviceInterests } from "~/lib/validation/contact";

const control =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-normal text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40";

/** The inbox's filters: a GET form, so a filtered view is an address to keep or share. */
export function InboxFilters({ filter }: { filter: InboxFilter }) {
  return (
    <Form
      method="get"
      className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-7"
    >
      <label className="text-sm font-semibold text-ink lg:col-span-2">
        Search name, email or company
        <input type="search" name="q" defaultValue={filter.q} maxLength={100} className={control} />
      </label>
      <label className="text-sm font-semibold text-ink">
        Type
        <select name="type" defaultValue={filter.type ?? ""} className={control}>
          <option value="">All</option>
          {LEAD_TYPES.map((type) => (
            <option key={type} value={type}>
              {LEAD_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-ink">
        Status
        <select name="status" defaultValue={filter.status ?? ""} className={control}>
          <option value="">All</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-ink">
        Service
        <select name="service" defaultValue={filter.service ?? ""} className={control}>
          <option value="">All</option>
          {serviceInterests.map((service) => (
            <option key={service.id} value={service.id}>
              {service.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-ink">
        From
        <input type="date" name="from" defaultValue={filter.from} className={control} />
      </label>
      <label className="text-sm font-semibold text-ink">
        To
        <input type="date" name="to" defaultValue={filter.to} className={control} />
      </label>
      <div className="flex items-end gap-3 lg:col-span-7">
        <Button type="submit" variant="secondary" size="sm">
          Filter
        </Button>
        <a href="/admin" className="text-sm font-medium text-brand-700 underline">
          Clear
        </a>
      </div>
    </Form>
  );
}
