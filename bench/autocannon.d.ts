// The part of autocannon 8's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Request, context: Record<string, unknown>) => Request | null | undefined;
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: Record<string, string>,
      ) => void;
    }
    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      /** Requests each connection sends ahead of the answers (HTTP pipelining). */
      pipelining?: number;
      duration?: number;
      amount?: number;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      mean: number;
      p50: number;
      p90: number;
      p99: number;
      max: number;
      total: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      duration: number;
      [status: `${number}xx`]: number;
    }
  }
  /** A run: its result once done; stop() ends it early (before its duration or amount). */
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result> & { stop(): void };
  export default autocannon;
}
