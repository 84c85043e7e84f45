import { siteWords } from "~/content/site-words";
import type { Director } from "~/content/types";
import { CheckedList } from "./checked-list";
import { DirectorAvatar } from "./director-avatar";
import { ExternalLink } from "./external-link";

/** SPEC §3 "Director profile": name, role, description, expertise list, profile link; a photo if given. */
export function DirectorProfiles({ directors }: { directors: readonly Director[] }) {
  return (
    <ul className="grid gap-8 lg:grid-cols-2">
      {directors.map((director) => (
        <li
          key={director.name}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="flex items-center gap-4">
            <DirectorAvatar
              director={director}
              size={64}
              className="size-16 bg-brand-700 text-xl text-white"
            />
            <div>
              <h3 className="text-xl font-semibold text-ink">{director.name}</h3>
              <p className="font-medium text-brand-700">{director.role}</p>
            </div>
          </div>
          <p className="mt-5 leading-7 text-muted">{director.description}</p>
          <h4 className="mt-6 text-sm font-semibold uppercase tracking-wider text-ink">
            {siteWords.expertise}
          </h4>
          <CheckedList
            items={director.expertise}
            className="mt-3 grid gap-x-6 gap-y-2 text-slate-700 sm:grid-cols-2"
          />
          <ExternalLink
            href={director.profile}
            className="mt-6 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600"
          >
            {director.name} on LinkedIn
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
