/**
 * autocannon for the benchmarks: it ships no types, so this is the slice of its options and result they use,
 * and the one way they time a GET endpoint.
 */
import { createRequire } from 'node:module';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
export interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram & { max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Throughput and latency of a GET, measured after a one-second warm-up. */
export async function measureGet(
  url: string,
  headers: Record<string, string>,
  load: { connections: number; duration: number },
) {
  await autocannon({ url, connections: load.connections, duration: 1, headers });
  const r = await autocannon({ url, ...load, headers });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.non2xx + r.errors,
  };
}

export interface GetScenario<Who extends string> {
  name: string;
  who: Who;
  path: string;
}

/**
 * Each scenario once checked for a successful envelope (a list's or a page's length and the answer's size, before
 * compression, noted), then measured, one after another.
 */
export async function measureScenarios<Who extends string>(
  base: string,
  tokens: Record<Who, string>,
  scenarios: Array<GetScenario<Who>>,
  options: { connections: number; duration: number },
) {
  const results = [];
  for (const s of scenarios) {
    const url = `${base}/api${s.path}`;
    const headers = { token: tokens[s.who] };
    const body = await (await fetch(url, { headers })).text();
    const check = JSON.parse(body) as { code: number; data: unknown };
    if (check.code !== 20000) throw new Error(`${s.name}: ${body.slice(0, 500)}`);
    const list = Array.isArray(check.data) ? check.data : (check.data as { items?: unknown } | null)?.items;
    const items = Array.isArray(list) ? { items: list.length } : {};
    const kilobytes = Math.round(Buffer.byteLength(body) / 1024);
    results.push({ scenario: s.name, ...items, kilobytes, ...(await measureGet(url, headers, options)) });
  }
  return results;
}
