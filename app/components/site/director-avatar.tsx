import type { Director } from "~/content/types";
import { cn } from "~/lib/cn";

/** "Daniel Trevithick" as "DT", for the round badge of a director without a photo. */
export const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

/**
 * A director's face: the photo content gives (company.ts), else their initials. Always beside
 * their name, so the image itself says nothing more (empty alt text).
 */
export function DirectorAvatar({
  director,
  size,
  className,
}: {
  director: Pick<Director, "name" | "photo">;
  /** Pixels, for the photo's width and height (no layout shift); the class sets the drawn size. */
  size: number;
  className: string;
}) {
  const round = "inline-flex shrink-0 items-center justify-center rounded-full";
  if (director.photo) {
    return (
      <img
        src={director.photo}
        alt=""
        width={size}
        height={size}
        decoding="async"
        className={cn(round, "object-cover", className)}
      />
    );
  }
  return (
    <span aria-hidden="true" className={cn(round, "font-bold", className)}>
      {initials(director.name)}
    </span>
  );
}
