const shapes = {
  done: "m8 12 3 3 5-6",
  problem: "M12 7v6M12 17h.01",
} as const;

/**
 * The forms' few icons, drawn here: their scripts (decision 025's budget) need no icon library for
 * a tick or an exclamation mark in a circle, and a disclosure's chevron.
 */
export function FormIcon({ kind, className }: { kind: keyof typeof shapes | "chevron"; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {kind === "chevron" ? (
        <path d="m6 9 6 6 6-6" />
      ) : (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d={shapes[kind]} />
        </>
      )}
    </svg>
  );
}
