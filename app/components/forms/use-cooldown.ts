import { useEffect, useState } from "react";

/**
 * SPEC §5: a second submission within the cooldown is refused in the browser too, with a banner
 * counting the seconds left down once a second.
 */
export function useCooldown(cooldownMs: number) {
  const [until, setUntil] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft(Math.ceil((until - Date.now()) / 1000)), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, until]);

  return {
    /** Seconds left while cooling down, else 0. */
    remaining(): number {
      return Math.max(0, Math.ceil((until - Date.now()) / 1000));
    },
    /** What the banner shows: the seconds left, or 0 when it shows nothing. */
    secondsLeft: Math.max(0, secondsLeft),
    /** Starts the cooldown quietly: the banner shows only when a submission is refused. */
    start(seconds = cooldownMs / 1000) {
      setUntil(Date.now() + seconds * 1000);
    },
    /** Shows the banner, counting down from `seconds`. */
    show(seconds: number) {
      setSecondsLeft(seconds);
    },
  };
}
