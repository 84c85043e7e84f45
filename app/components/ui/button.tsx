import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-accent-400 text-brand-950 hover:bg-accent-300 shadow-sm",
  secondary: "bg-brand-700 text-white hover:bg-brand-600 shadow-sm",
  outline: "border border-brand-700 text-brand-700 hover:bg-brand-50",
  "outline-light": "border border-white/70 text-white hover:bg-white/10",
  ghost: "text-brand-700 hover:bg-brand-50",
} as const;

/** On a phone every button is at least 44 px tall (docs/decisions/031); `sm` shrinks from 640 px. */
const sizes = {
  sm: "h-11 px-3 text-sm sm:h-9",
  md: "h-11 px-5 text-base",
  lg: "h-12 px-6 text-base sm:text-lg",
} as const;

/** Links styled as buttons take `buttonClasses` (no Slot: islands stay clear of the radix-ui barrel). */
export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function buttonClasses(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors",
    "disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <button className={cn(buttonClasses(variant, size), className)} {...props} />;
}
