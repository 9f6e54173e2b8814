import autocannon from 'autocannon';

export interface LoadResult {
  reqPerSec: number;
  /** Answers received in the run. */
  requests: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/**
 * Drives `url` with `connections` concurrent connections for `seconds`. `perConnection` (given
 * the connection's own state object, kept between its requests) may change each request's
 * headers and body: a shopper per connection, say.
 */
export async function load(
  url: string,
  opts: {
    connections: number;
    seconds: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    perConnection?: (state: Record<string, unknown>) => { headers?: Record<string, string>; body?: string };
  },
): Promise<LoadResult> {
  const { perConnection } = opts;
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    method: (opts.method ?? 'GET') as 'GET',
    headers: opts.headers,
    body: opts.body,
    ...(perConnection
      ? {
          requests: [
            {
              setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
                const extra = perConnection(context);
                return {
                  ...req,
                  ...(extra.body !== undefined ? { body: extra.body } : {}),
                  headers: { ...(req.headers as Record<string, string>), ...extra.headers },
                };
              },
            },
          ],
        }
      : {}),
  } as autocannon.Options);
  return {
    reqPerSec: result.requests.average,
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
