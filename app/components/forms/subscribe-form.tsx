import { company } from "~/content/company";

/** Article notices by email. */
export function SubscribeForm() {
  return (
    <div className="on-dark rounded-3xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12">
      <h2 id="subscribe-heading" className="text-3xl font-bold tracking-tight">
        Subscribe to our insights
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-200">
        Join {company.claims.mailingListLeaders} business leaders who get our practical articles on
        technology, security and growth. No spam; unsubscribe at any time.
      </p>
    </div>
  );
}
