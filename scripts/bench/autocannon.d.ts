// The few parts of autocannon 9's programmatic API the benchmarks use (the package ships no types, and adding
// @types/autocannon is not worth a dependency for this).
declare module 'autocannon' {
  export interface Options {
    url: string
    method?: string
    headers?: Record<string, string>
    body?: string
    connections?: number
    duration?: number
    pipelining?: number
    timeout?: number
  }
  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }
  export interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram
    requests: Histogram & { sent: number }
    throughput: Histogram
  }
  function autocannon (opts: Options): Promise<Result>
  export default autocannon
}
