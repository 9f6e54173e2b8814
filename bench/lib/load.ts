import autocannon from 'autocannon';

export interface LoadResult {
  reqPerSec: number;
  /** Answers received in the run. */
  requests: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Requests a connection makes before its `perConnection` state starts afresh. */
const KEEP_STATE_FOR = 100_000;

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
          // autocannon starts a connection's context afresh each time it comes round to the first of
          // `requests` again; with one request that is every request, and a "shopper per connection"
          // was a new shopper per request. Many copies of the one request keep a connection's state.
          requests: Array.from({ length: KEEP_STATE_FOR }, () => ({
            setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
              const extra = perConnection(context);
              return {
                ...req,
                ...(extra.body !== undefined ? { body: extra.body } : {}),
                headers: { ...(req.headers as Record<string, string>), ...extra.headers },
              };
            },
          })),
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
