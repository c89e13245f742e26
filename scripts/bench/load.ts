// One autocannon run, with every response's latency kept so that the median and p99 are exact
// (autocannon's own histogram rounds to whole milliseconds).
import autocannon from "autocannon";

export interface LoadResult {
  url: string;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/** Chromium's, as sent with every page request. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** The p-th percentile of values sorted ascending (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

interface LoadOptions {
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}

/** One autocannon instance; every response's latency is pushed onto `latencies`. */
function run(url: string, options: LoadOptions, latencies: number[]): Promise<autocannon.Result> {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.duration,
        pipelining: 1,
        timeout: 10,
        // What every phone's browser sends: the shop answers it compressed (the bare app does not
        // compress), so the figures include what a real visit costs.
        headers: { "accept-encoding": ACCEPT_ENCODING, ...options.headers },
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, ms) => {
      latencies.push(ms);
    });
  });
}

export function load(url: string, options: LoadOptions): Promise<LoadResult> {
  return loadSpread([url], options);
}

/**
 * The same load spread evenly over several servers' copies of one path, as a load balancer
 * spreads connections: `connections` in all, the latencies of every server counted together.
 */
export async function loadSpread(urls: string[], options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const runs = await Promise.all(
    urls.map((url, i) =>
      run(
        url,
        {
          ...options,
          connections:
            Math.floor(options.connections / urls.length) +
            (i < options.connections % urls.length ? 1 : 0),
        },
        latencies,
      ),
    ),
  );
  latencies.sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const result of runs) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  }
  const sum = (pick: (r: autocannon.Result) => number) =>
    runs.reduce((total, r) => total + pick(r), 0);
  const requests = latencies.length;
  const seconds = Math.max(...runs.map((r) => r.duration));
  return {
    url: urls[0]!,
    requests,
    seconds,
    requestsPerSecond: seconds > 0 ? requests / seconds : 0,
    medianMs: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.length ? latencies[latencies.length - 1]! : NaN,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    statusCodes,
  };
}
