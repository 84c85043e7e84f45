import { useEffect, useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { managePage } from "~/content/booking";

const words = managePage.cancel;

/** The intents of the call's page: the first asks, the second cancels (decision 040). */
export const CANCEL_INTENT = { ask: "cancel", confirm: "confirm-cancel" } as const;

/** The form that cancels: "Yes, cancel the call", posted to the call's page. */
function ConfirmForm({ action, onKeep }: { action: string; onKeep?: () => void }) {
  return (
    <form method="post" action={action} className="mt-6 flex flex-col gap-3 sm:flex-row">
      <input type="hidden" name="intent" value={CANCEL_INTENT.confirm} />
      <Button type="submit" variant="secondary" size="lg" className="w-full sm:w-auto">
        {words.confirm.yes}
      </Button>
      {onKeep ? (
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="w-full sm:w-auto"
          onClick={onKeep}
          // The dialog opens on the answer that changes nothing, each time (showModal honours the
          // attribute; React's autoFocus would focus it once, before the dialog is shown): a second
          // Enter on the page's Cancel button keeps the call instead of cancelling it.
          ref={(button) => button?.setAttribute("autofocus", "")}
        >
          {words.confirm.keep}
        </Button>
      ) : (
        <a href={action} className={`${buttonClasses("outline", "lg")} w-full sm:w-auto`}>
          {words.confirm.keep}
        </a>
      )}
    </form>
  );
}

/**
 * Cancelling a call asks once. Without JavaScript the button posts the first intent, and the page
 * answers with the question (`CancelConfirmation`); with it (the `cancel-call` island) the same
 * question opens in the site's dialog, whose Yes posts the cancellation itself.
 */
export function CancelCall({ action, when }: { action: string; when: string }) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  // Mounted on first use and kept (as the resource request's dialog): its words are not on the
  // page before the question is asked, and closing gives focus back to the button.
  const [asked, setAsked] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <form
        method="post"
        action={action}
        onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setAsked(true);
          setOpen(true);
        }}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 className="text-xl font-semibold text-ink">{words.title}</h2>
        <p className="mt-1 text-muted">{words.text}</p>
        <input type="hidden" name="intent" value={CANCEL_INTENT.ask} />
        <Button type="submit" variant="secondary" size="lg" className="mt-4 w-full sm:w-auto">
          {words.submit.idle}
        </Button>
      </form>
      {asked ? (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title={words.confirm.title}
          description={words.confirm.text(when)}
        >
          <ConfirmForm action={action} onKeep={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </>
  );
}

/** The question as a page of its own, for a browser without JavaScript. */
export function CancelConfirmation({ action, when }: { action: string; when: string }) {
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{words.confirm.title}</h1>
          <p className="mt-3 leading-7 text-muted sm:text-lg">{words.confirm.text(when)}</p>
          <ConfirmForm action={action} />
        </div>
      </div>
    </section>
  );
}
