import autocannon from 'autocannon';

export interface LoadResult {
  reqPerSec: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Drives `url` with `connections` concurrent connections for `seconds`. */
export async function load(
  url: string,
  opts: { connections: number; seconds: number; method?: string; headers?: Record<string, string>; body?: string },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    method: (opts.method ?? 'GET') as 'GET',
    headers: opts.headers,
    body: opts.body,
  });
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}
