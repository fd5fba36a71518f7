// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    amount?: number;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
    requests?: Array<{
      method?: string;
      path?: string;
      /** Changes a request before it is sent (autocannon calls it for every request). */
      setupRequest?: (request: { method: string; path: string }) => {
        method: string;
        path: string;
        headers?: Record<string, string>;
      };
    }>;
  };
  type Histogram = { average: number; p50: number; p99: number; total: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
    timeouts: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    /** Answers by status code ('200': { count }); autocannon always gives it. */
    statusCodeStats: Record<string, { count: number }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
