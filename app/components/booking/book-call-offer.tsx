import { bookPage } from "~/content/booking";

/** Beside a contact form: a call booked now instead of a message answered later (issue 23). */
export function BookCallOffer() {
  const { offer } = bookPage;
  return (
    <p className="mt-4 rounded-2xl border border-brand-200 bg-brand-50 px-3 py-2 leading-6 text-ink sm:p-5">
      <span className="font-semibold">{offer.title}</span> {/* On a phone, one line: the link says it all. */}
      <span className="hidden sm:inline">{offer.text} </span>
      <a href={offer.action.to} className="font-semibold text-brand-700 underline underline-offset-4">
        {offer.action.label}
      </a>
    </p>
  );
}
