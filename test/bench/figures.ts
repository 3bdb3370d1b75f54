/** One measured figure of a benchmark. Benchmarks report; they do not assert. */
export interface Figure {
  metric: string
  value: number
  unit: string
  /** What the figure should stay under, in words: «< 3 s». */
  target?: string
}

/** The shape every `test/bench/*.bench.ts` exports. */
export interface Bench {
  name: string
  run(): Promise<Figure[]>
}

/** The value at quantile `q` (0–1) of `samples`, by the nearest-rank method. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[rank] ?? Number.NaN
}

export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}
