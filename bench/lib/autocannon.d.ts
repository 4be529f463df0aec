/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    // biome-ignore lint/suspicious/noExplicitAny: autocannon hands over and takes back its own request object
    setupRequest?: (request: any) => any;
  }
  interface Options {
    url: string;
    connections: number;
    requests: Request[];
    /** seconds */
    duration?: number;
    /** a number of requests instead of a duration */
    amount?: number;
  }
  interface Histogram {
    average: number;
    total: number;
    max: number;
    p50: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  /** The run under way: a promise of its result that also tells of each response. */
  interface Tracker extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, responseBytes: number, milliseconds: number) => void,
    ): Tracker;
    /** ends the run now: its promise settles with what was measured so far */
    stop(): void;
  }
  export default function autocannon(options: Options): Tracker;
}
