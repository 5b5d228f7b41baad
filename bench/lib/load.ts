import autocannon from 'autocannon';

export type LoadResult = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

export async function measure(
  url: string,
  options: {
    connections?: number;
    durationSeconds?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
  } = {},
): Promise<LoadResult> {
  const base = {
    url,
    connections: options.connections ?? 100,
    headers: options.headers,
    method: options.method ?? 'GET',
  };
  // A short warm-up lets the JIT and connection pools settle before the measured run.
  await autocannon({ ...base, duration: 2 });
  const result = await autocannon({ ...base, duration: options.durationSeconds ?? 10 });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
