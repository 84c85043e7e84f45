import { bookPage } from "~/content/booking";

/** Beside a contact form: a call booked now instead of a message answered later (issue 23). */
export function BookCallOffer() {
  const { offer } = bookPage;
  return (
    <p className="mt-4 rounded-2xl border border-brand-200 bg-brand-50 p-3 leading-6 text-ink sm:p-5">
      <span className="font-semibold">{offer.title}</span> {offer.text}{" "}
      <a href={offer.action.to} className="font-semibold text-brand-700 underline underline-offset-4">
        {offer.action.label}
      </a>
    </p>
  );
}
