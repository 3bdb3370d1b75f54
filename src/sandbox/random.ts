/** A seeded PRNG (sfc32): every figure the sandbox invents comes from one, never from Math.random. */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by weight; `weights` has one entry per item. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[]
  /** A number with two decimals in [min, max). */
  amount(min: number, max: number): number
}

/** Spreads a small seed over the four words sfc32 needs (splitmix32). */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
}

export function createRandom(seed: number): Random {
  const mix = splitmix32(seed)
  let a = mix()
  let b = mix()
  let c = mix()
  let d = mix()

  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('No se puede elegir de una lista vacía')
    return items[Math.floor(next() * items.length)] as T
  }

  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(items: readonly T[], weights: readonly number[]): T {
      const total = weights.reduce((sum, w) => sum + w, 0)
      let roll = next() * total
      for (let i = 0; i < items.length; i++) {
        roll -= weights[i] ?? 0
        if (roll < 0) return items[i] as T
      }
      return pick(items)
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items]
      const n = Math.min(count, pool.length)
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (pool.length - i))
        const swap = pool[i] as T
        pool[i] = pool[j] as T
        pool[j] = swap
      }
      return pool.slice(0, n)
    },
    amount: (min, max) => Math.round((min + next() * (max - min)) * 100) / 100,
  }
}

/** Derives an independent stream, so adding draws to one part of the seed leaves the others alone. */
export function deriveSeed(seed: number, stream: string): number {
  let h = (seed ^ 0x811c9dc5) >>> 0
  for (let i = 0; i < stream.length; i++) {
    h = Math.imul(h ^ stream.charCodeAt(i), 0x01000193) >>> 0
  }
  return h
}
