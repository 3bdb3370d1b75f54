/** A target the run checks, in the figure's unit: a figure outside it fails its benchmark. */
interface Limit {
  below?: number
  atMost?: number
  atLeast?: number
  above?: number
}

/** One measured figure of a benchmark. Benchmarks report; the run says which miss their limit. */
export interface Figure {
  metric: string
  value: number
  unit: string
  /** What the figure should stay under, in words: «< 3 s». */
  target?: string
  limit?: Limit
}

/** Whether `figure` is within its limit (a figure without one always is). */
export function meets({ value, limit }: Pick<Figure, 'value' | 'limit'>): boolean {
  if (!limit) return true
  if (!Number.isFinite(value)) return false
  const { below, atMost, atLeast, above } = limit
  return (
    (below === undefined || value < below) &&
    (atMost === undefined || value <= atMost) &&
    (atLeast === undefined || value >= atLeast) &&
    (above === undefined || value > above)
  )
}

const written = (limit: number, unit: string) =>
  `${limit.toLocaleString('es-ES', { maximumFractionDigits: 2 })}${unit === '×' ? '×' : ` ${unit}`}`.trimEnd()

type Target = Required<Pick<Figure, 'target' | 'limit'>>

/** A figure's target and its limit at once: `...below(50, 'ms')` is «< 50 ms», checked. */
export const below = (limit: number, unit = '', words?: string): Target => ({
  target: words ?? `< ${written(limit, unit)}`,
  limit: { below: limit },
})
export const atMost = (limit: number, unit = '', words?: string): Target => ({
  target: words ?? `≤ ${written(limit, unit)}`,
  limit: { atMost: limit },
})
export const atLeast = (limit: number, unit = '', words?: string): Target => ({
  target: words ?? `≥ ${written(limit, unit)}`,
  limit: { atLeast: limit },
})

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
