import { type ClientFacts, type ClientRecord } from './clients'
import { type ClientCore, type IndexedClients } from './indexed-clients'

/** The seeded clients by index (id − FIRST_CLIENT_ID), before any change made to them. */
export interface SeededClients {
  readonly count: number
  facts(index: number): ClientFacts
  updatedAt(index: number): number
  /** The whole client; past the sequential seed's, a new object on every call. */
  record(index: number): ClientRecord
  /** Whether `record(index)` is kept (the sequential seed's) or made anew on every call. */
  kept(index: number): boolean
}

/**
 * The sequential seed's records, then the clients made by index. The cores of the latter (what
 * lists read) are kept once made; their whole records never are.
 */
export class SeededClientSource implements SeededClients {
  private readonly cores: (ClientCore | undefined)[]

  constructor(
    private readonly sequential: readonly ClientRecord[],
    private readonly indexed: IndexedClients | null,
    readonly count: number,
  ) {
    if (count > sequential.length && !indexed) {
      throw new RangeError('Faltan los clientes hechos por índice')
    }
    this.cores = new Array<ClientCore | undefined>(count - sequential.length)
  }

  kept(index: number): boolean {
    return index < this.sequential.length
  }

  facts(index: number): ClientFacts {
    return this.sequential[index]?.client ?? this.core(index).facts
  }

  updatedAt(index: number): number {
    return this.sequential[index]?.updatedAt ?? this.core(index).updatedAt
  }

  record(index: number): ClientRecord {
    const kept = this.sequential[index]
    if (kept) return kept
    if (!this.indexed) throw new RangeError(`Cliente fuera de la semilla: ${index}`)
    return this.indexed.record(index, this.core(index))
  }

  private core(index: number): ClientCore {
    const slot = index - this.sequential.length
    if (!this.indexed || slot < 0 || slot >= this.cores.length) {
      throw new RangeError(`Cliente fuera de la semilla: ${index}`)
    }
    let core = this.cores[slot]
    if (!core) {
      core = this.indexed.core(index)
      this.cores[slot] = core
    }
    return core
  }
}
