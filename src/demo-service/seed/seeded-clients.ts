import { type ClientFacts, type ClientRecord } from './clients-seed'
import { type IndexedClients } from './indexed-clients'

/** The seeded clients by index (id − FIRST_CLIENT_ID), before any change made to them. */
export interface SeededClients {
  readonly count: number
  /** What lists read; past the sequential seed's clients, a new object on every call. */
  facts(index: number): ClientFacts
  /** The whole client; past the sequential seed's, a new object on every call. */
  record(index: number): ClientRecord
  /** Whether `record(index)` is kept (the sequential seed's) or made anew on every call. */
  kept(index: number): boolean
  /** The sort keys, read without making anything. */
  updatedAt(index: number): number
  employees(index: number): number | null
  billing(index: number): number | null
  nif(index: number): string
  businessName(index: number): string
}

/** The sequential seed's records, then the clients made by index. */
export class SeededClientSource implements SeededClients {
  constructor(
    private readonly sequential: readonly ClientRecord[],
    private readonly indexed: IndexedClients | null,
    readonly count: number,
  ) {
    if (count > sequential.length && !indexed) {
      throw new RangeError('Faltan los clientes hechos por índice')
    }
  }

  kept(index: number): boolean {
    return index < this.sequential.length
  }

  facts(index: number): ClientFacts {
    return this.sequential[index]?.client ?? this.made().facts(index)
  }

  record(index: number): ClientRecord {
    return this.sequential[index] ?? this.made().record(index)
  }

  updatedAt(index: number): number {
    return this.sequential[index]?.updatedAt ?? this.made().updatedAt(index)
  }

  employees(index: number): number | null {
    const kept = this.sequential[index]
    return kept ? kept.client.employees_quantity : this.made().employeesOf(index)
  }

  billing(index: number): number | null {
    const kept = this.sequential[index]
    return kept ? kept.client.last_year_billing : this.made().billingOf(index)
  }

  nif(index: number): string {
    return this.sequential[index]?.client.nif ?? this.made().nifOf(index)
  }

  businessName(index: number): string {
    return this.sequential[index]?.client.business_name ?? this.made().businessNameOf(index)
  }

  private made(): IndexedClients {
    if (!this.indexed) throw new RangeError('No hay clientes hechos por índice')
    return this.indexed
  }
}
