/**
 * A fixed-window limiter per client address, in memory: each instance guards itself (behind a
 * load balancer the allowance is per instance, which is acceptable for abuse control).
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of hits) if (entry.resetAt <= now) hits.delete(key);
  }, windowMs);
  sweep.unref();

  return {
    /** Counts a request; returns the seconds to wait when over the limit, else 0. */
    hit(client: string): number {
      const now = Date.now();
      const entry = hits.get(client);
      if (!entry || entry.resetAt <= now) {
        hits.set(client, { count: 1, resetAt: now + windowMs });
        return 0;
      }
      entry.count++;
      return entry.count > limit ? Math.ceil((entry.resetAt - now) / 1000) : 0;
    },
  };
}
