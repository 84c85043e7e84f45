import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useReducer, useRef } from "react";
import { cn } from "~/lib/cn";

/**
 * A modal dialog on the platform's `<dialog>` (docs/decisions/025: Radix Dialog was 15 KB of
 * /insights' 80): `showModal()` makes the rest of the page inert and keeps focus inside, focuses
 * the first field, and gives focus back to the opener on close; Escape, the close button and a
 * click on the backdrop ask `onClose`, which the owner may refuse (while sending) by keeping
 * `open`.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The browser may close the dialog itself: Escape pressed again without a user activation
  // between fires no cancel event. Then the owner is asked, and the dialog shows again if the
  // owner keeps it open. (A close event also follows every close() of ours, later: ignored.)
  const [closings, noteClosing] = useReducer((count: number) => count + 1, 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked after each closing.
  useEffect(() => {
    const dialog = ref.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open, closings]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape (onCancel).
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        if (!open || event.currentTarget.open) return;
        noteClosing();
        onClose();
      }}
      // The dialog box itself is only reached by a click on its backdrop: its content fills it.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className={cn(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl",
        "backdrop:bg-brand-950/60 backdrop:backdrop-blur-sm motion-safe:animate-fade-in",
        className,
      )}
    >
      <div className="relative p-6 sm:p-8">
        <h2 id={titleId} className="pr-8 text-xl font-bold text-ink">
          {title}
        </h2>
        <p id={descriptionId} className={description ? "mt-2 leading-7 text-muted" : "sr-only"}>
          {description ?? title}
        </p>
        {children}
        <button
          type="button"
          onClick={onClose}
          className="absolute right-4 top-4 rounded-md p-1.5 text-muted hover:bg-slate-100 hover:text-ink"
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </dialog>
  );
}
