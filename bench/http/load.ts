import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** autocannon against one URL: `connections` keep-alive connections for `seconds`. */
export async function load(url: string, options: { connections: number; seconds: number; headers: Record<string, string> }): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
