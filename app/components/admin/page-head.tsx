import { Link } from "react-router";
import { backOffice } from "~/content/back-office";

/**
 * The head of a back-office page reached from the inbox: the way back, its title and what it is
 * for, and what the owner just did, said where a screen reader hears it (`done`).
 */
export function PageHead({ title, intro, done }: { title: string; intro: string; done?: string }) {
  return (
    <>
      <Link to="/admin" className="font-semibold text-brand-700 underline">
        ← {backOffice.backToInbox}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <p className="mt-2 text-muted">{intro}</p>
      {done ? (
        <p role="status" className="mt-3 font-semibold text-ink">
          {done}
        </p>
      ) : null}
    </>
  );
}
