import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { answerId } from "~/lib/forms/form-answer";

/**
 * A message in the page itself: the answer to a form sent without JavaScript, or a state the page
 * opens in (an expired link). It takes the focus when the page opens, so it is on screen and read;
 * a page posted to opens at it (`answerId`).
 */
export function AuthNotice({
  tone,
  title,
  children,
  focus,
}: {
  tone: "error" | "success" | "info";
  title: string;
  children?: ReactNode;
  focus?: boolean;
}) {
  return (
    <div
      id={answerId(focus)}
      role={tone === "error" ? "alert" : "status"}
      tabIndex={-1}
      autoFocus={focus}
      className={cn(
        "mb-6 rounded-lg p-4",
        tone === "error" && "bg-red-50 text-red-900",
        tone === "success" && "bg-green-50 text-green-900",
        tone === "info" && "bg-brand-50 text-brand-900",
      )}
    >
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1">{children}</div> : null}
    </div>
  );
}
