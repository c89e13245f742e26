// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      pipelining?: number;
      timeout?: number;
      headers?: Record<string, string>;
      method?: string;
    }
    /** Values at the usual percentiles, keyed p50, p97_5, p99 ... */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
      [percentile: string]: number;
    }
    interface Result {
      url: string;
      connections: number;
      /** Seconds. */
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      resets: number;
      "2xx": number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histogram;
      requests: Histogram & { sent: number };
      throughput: Histogram;
    }
    interface Instance extends EventEmitter {
      stop(): void;
      on(
        event: "response",
        listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
      ): this;
      on(event: string, listener: (...args: unknown[]) => void): this;
    }
  }

  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;
  export = autocannon;
}
