import { useRef } from "react";
import { AUTH_THROTTLE } from "~/lib/validation/auth";

/**
 * SPEC §5 "Auth attempt throttle", in the browser (the server has its own limits): after five
 * attempts, one made less than five seconds after the last is refused. `attempt()` counts one and
 * returns 0, or the whole seconds left to wait.
 */
export function useAuthThrottle() {
  const state = useRef({ attempts: 0, last: 0 });
  return {
    attempt(now = Date.now()): number {
      const { attempts, last } = state.current;
      const left = AUTH_THROTTLE.windowMs - (now - last);
      if (attempts >= AUTH_THROTTLE.attempts && left > 0) return Math.ceil(left / 1000);
      state.current = { attempts: attempts + 1, last: now };
      return 0;
    },
  };
}

export type AuthThrottle = ReturnType<typeof useAuthThrottle>;
