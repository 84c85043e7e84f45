import { type FormEvent, useRef } from "react";
import { authMessages } from "~/content/auth";
import type { FormOutcome } from "~/lib/forms/post-form";
import { showToast } from "~/lib/toast";
import { AUTH_THROTTLE } from "~/shared/validation/auth";

/**
 * SPEC §5 "Auth attempt throttle", in the browser (the server has its own limits): after five
 * attempts, one made less than five seconds after the last is refused. `allow()` counts an
 * attempt, or refuses it with the spec's 'Too many attempts' toast.
 */
export function useAuthThrottle() {
  const state = useRef({ attempts: 0, last: 0 });
  function allow(now = Date.now()): boolean {
    const { attempts, last } = state.current;
    const left = AUTH_THROTTLE.windowMs - (now - last);
    if (attempts >= AUTH_THROTTLE.attempts && left > 0) {
      showToast({ ...authMessages.throttled(Math.ceil(left / 1000)), variant: "destructive" });
      return false;
    }
    state.current = { attempts: attempts + 1, last: now };
    return true;
  }
  return {
    allow,
    /** Sends the form if this attempt is allowed: what happened, or null when it was held back. */
    async submit(
      event: FormEvent<HTMLFormElement>,
      form: { submit(element: HTMLFormElement): Promise<FormOutcome> },
    ): Promise<FormOutcome | null> {
      event.preventDefault();
      const element = event.currentTarget;
      return allow() ? form.submit(element) : null;
    },
  };
}

export type AuthThrottle = ReturnType<typeof useAuthThrottle>;
