import { Link } from "react-router";
import { backOffice } from "~/content/back-office";
import { useFocusAnswer } from "./focus-answer";

/**
 * The head of a back-office page reached from the inbox: the way back, its title and what it is
 * for, and what the owner just did, said where a screen reader hears it (`done`). The focus goes
 * to it once `answer` (the form's answer) comes: the button pressed may be gone, or far below.
 */
export function PageHead({
  title,
  intro,
  done,
  answer,
}: {
  title: string;
  intro: string;
  done?: string;
  answer?: unknown;
}) {
  const said = useFocusAnswer<HTMLDivElement>(done ? answer : undefined, '[role="status"]');
  return (
    <div ref={said}>
      <Link to="/admin" className="font-semibold text-brand-700 underline">
        ← {backOffice.backToInbox}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <p className="mt-2 text-muted">{intro}</p>
      {done ? (
        <p role="status" tabIndex={-1} className="mt-3 font-semibold text-ink">
          {done}
        </p>
      ) : null}
    </div>
  );
}
