// The parts of autocannon's API the page benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    throughput: { average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): void;
  }
  export default function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method: string; path: string }[];
  }): Instance;
}
