import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { showToast } from "~/lib/toast";

export type SubscribeResult =
  | { intent: "subscribe"; ok: true }
  | { intent: "subscribe"; ok: false; error: string };

const SUCCESS = "You've been subscribed to our insights updates. Check your email for confirmation.";
const FAILURE = "There was an error processing your subscription. Please try again.";

/** Article notices by email, with double opt-in (SPEC §4, §5, §8). Posts to the /insights action. */
export function SubscribeForm() {
  const fetcher = useFetcher<SubscribeResult>();
  const actionData = useActionData<SubscribeResult | { intent: string }>();
  const noJsResult = actionData?.intent === "subscribe" ? (actionData as SubscribeResult) : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      showToast({ title: "Subscription Successful!", description: SUCCESS, variant: "success" });
      if (inputRef.current) inputRef.current.value = "";
    } else {
      showToast({
        title: "Subscription Failed",
        description: fetcher.data.error || FAILURE,
        variant: "destructive",
      });
    }
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = inputRef.current?.value.trim() ?? "";
    if (!email) {
      showToast({
        title: "Email Required",
        description: "Please enter your email address to subscribe.",
        variant: "destructive",
      });
      return;
    }
    fetcher.submit({ intent: "subscribe", email }, { method: "post", action: "/insights" });
  }

  return (
    <div className="on-dark rounded-3xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12">
      <h2 id="subscribe-heading" className="text-3xl font-bold tracking-tight">
        Subscribe to our insights
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-200">
        Join {company.claims.mailingListLeaders} business leaders who get our practical articles on
        technology, security and growth. No spam; unsubscribe at any time.
      </p>
      <fetcher.Form
        method="post"
        action="/insights"
        onSubmit={onSubmit}
        className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row"
      >
        <input type="hidden" name="intent" value="subscribe" />
        <label htmlFor="subscribe-email" className="sr-only">
          Email address
        </label>
        <input
          ref={inputRef}
          id="subscribe-email"
          name="email"
          type="email"
          maxLength={254}
          autoComplete="email"
          placeholder="you@company.co.uk"
          className="h-12 flex-1 rounded-lg border border-white/30 bg-white px-4 text-ink placeholder:text-slate-500"
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Subscribing..." : "Subscribe"}
        </Button>
      </fetcher.Form>
      {noJsResult ? (
        <p role="status" className="mt-4 font-medium text-accent-300">
          {noJsResult.ok
            ? `Subscription Successful! ${SUCCESS}`
            : `Subscription Failed: ${noJsResult.error || FAILURE}`}
        </p>
      ) : null}
    </div>
  );
}
