import { X } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

export const Dialog = Primitive.Root;
export const DialogClose = Primitive.Close;

/** A modal dialog (Radix: focus trap, Escape to close, focus returned to the opener, aria wiring). */
export function DialogContent({
  title,
  description,
  children,
  className,
  ...props
}: ComponentProps<typeof Primitive.Content> & { title: ReactNode; description?: ReactNode }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-brand-950/60 backdrop-blur-sm motion-safe:data-[state=open]:animate-fade-in" />
      <Primitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8",
          "motion-safe:data-[state=open]:animate-fade-in",
          className,
        )}
        {...props}
      >
        <Primitive.Title className="pr-8 text-xl font-bold text-ink">{title}</Primitive.Title>
        {description ? (
          <Primitive.Description className="mt-2 leading-7 text-muted">{description}</Primitive.Description>
        ) : (
          <Primitive.Description className="sr-only">{title}</Primitive.Description>
        )}
        {children}
        <Primitive.Close
          className="absolute right-4 top-4 rounded-md p-1.5 text-muted hover:bg-slate-100 hover:text-ink"
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-5" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}
