/** What autocannon reports (the package has no types here), and the figures the bench prints of it. */
export type LoadResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
};

export type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

export const figures = (result: LoadResult): Figures => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});

/**
 * autocannon's requests for POST /api/contact: every one a new enquiry from a new client address
 * (X-Forwarded-For, trusted as the outermost proxy's entry), since the per-client limit is one
 * enquiry per 30 s. The ids answered 201 are collected in `acknowledged`, to be found stored.
 */
export function enquiryRequests(acknowledged: string[]) {
  let sequence = 0;
  return [
    {
      method: "POST" as const,
      path: "/api/contact",
      onResponse: (status: number, body: string) => {
        if (status === 201) acknowledged.push((JSON.parse(body) as { id: string }).id);
      },
      setupRequest: (request: Record<string, unknown>) => {
        const n = ++sequence;
        return {
          ...request,
          headers: {
            ...(request.headers as Record<string, string> | undefined),
            "content-type": "application/json",
            "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({
            firstName: "Bench",
            lastName: `Visitor ${n}`,
            email: `bench${n}@example.co.uk`,
            company: "Load Test Ltd",
            serviceInterests: ["cyber-security"],
            message: `Benchmark enquiry number ${n}. Please ignore.`,
          }),
        };
      },
    },
  ];
}
