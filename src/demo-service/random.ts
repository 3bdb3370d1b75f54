/** A seeded PRNG (sfc32): every figure the demo service invents comes from one, never from Math.random. */
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

/** One step of splitmix32: spreads a small seed over the four words sfc32 needs. */
function splitmix32(state: number): number {
  let z = state >>> 0
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
  return (z ^ (z >>> 16)) >>> 0
}

const GOLDEN = 0x9e3779b9
/** Outputs dropped after `reseedAt`, whose state words start close to their neighbours'. */
const WARM_UP = 6

/**
 * sfc32 on prototype methods, so that the per-index streams of a large demo service (one per client
 * and per concession) cost one small object each; `reseed` reuses it.
 */
export class Sfc32 implements Random {
  private a = 0
  private b = 0
  private c = 0
  private d = 0

  constructor(seed: number) {
    this.reseed(seed)
  }

  /** Starts the stream of `seed` again, as a new `createRandom(seed)` would. */
  reseed(seed: number): this {
    let state = seed >>> 0
    state = (state + GOLDEN) >>> 0
    this.a = splitmix32(state)
    state = (state + GOLDEN) >>> 0
    this.b = splitmix32(state)
    state = (state + GOLDEN) >>> 0
    this.c = splitmix32(state)
    state = (state + GOLDEN) >>> 0
    this.d = splitmix32(state)
    return this
  }

  /**
   * Starts the stream of item `index` of the stream `streamSeed`: each client or concession of a
   * large demo service draws from its own, so that any one of them can be made again alone, in any
   * order. The index goes into the state whole, so no two items share a stream.
   */
  reseedAt(streamSeed: number, index: number): this {
    this.a = splitmix32((streamSeed + GOLDEN) >>> 0)
    this.b = splitmix32((index + 2 * GOLDEN) >>> 0)
    this.c = splitmix32(((streamSeed ^ Math.imul(index, GOLDEN)) + 3 * GOLDEN) >>> 0)
    this.d = index | 0
    for (let i = 0; i < WARM_UP; i++) this.next()
    return this
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return (t >>> 0) / 4294967296
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('No se puede elegir de una lista vacía')
    return items[Math.floor(this.next() * items.length)] as T
  }

  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0
    for (const weight of weights) total += weight
    let roll = this.next() * total
    for (let i = 0; i < items.length; i++) {
      roll -= weights[i] ?? 0
      if (roll < 0) return items[i] as T
    }
    return this.pick(items)
  }

  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    const n = Math.min(count, pool.length)
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i))
      const swap = pool[i] as T
      pool[i] = pool[j] as T
      pool[j] = swap
    }
    return pool.slice(0, n)
  }

  amount(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 100) / 100
  }
}

export function createRandom(seed: number): Random {
  return new Sfc32(seed)
}

/** Derives an independent stream, so adding draws to one part of the seed leaves the others alone. */
export function deriveSeed(seed: number, stream: string): number {
  let h = (seed ^ 0x811c9dc5) >>> 0
  for (let i = 0; i < stream.length; i++) {
    h = Math.imul(h ^ stream.charCodeAt(i), 0x01000193) >>> 0
  }
  return h
}
