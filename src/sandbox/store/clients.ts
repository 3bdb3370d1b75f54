import { type CLIENT_ORDER_FIELDS } from '@shared/domain/client'
import { type ClientRecord, type StoredClient } from '../seed/clients'

export type OrderField = (typeof CLIENT_ORDER_FIELDS)[number]

export interface ClientOrder {
  field: OrderField
  descending: boolean
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

type Compare = (a: ClientRecord, b: ClientRecord) => number

/** Nulls (vendor dialect) sort as PostgreSQL sorts them: last ascending, first descending. */
function compareFigures(a: number | null, b: number | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return a - b
}

const COMPARE: Readonly<Record<OrderField, Compare>> = {
  id: (a, b) => a.client.id - b.client.id,
  business_name: (a, b) => collator.compare(a.client.business_name, b.client.business_name),
  nif: (a, b) => (a.client.nif < b.client.nif ? -1 : a.client.nif > b.client.nif ? 1 : 0),
  updated_at: (a, b) => a.updatedAt - b.updatedAt,
  employees_quantity: (a, b) =>
    compareFigures(a.client.employees_quantity, b.client.employees_quantity),
  last_year_billing: (a, b) =>
    compareFigures(a.client.last_year_billing, b.client.last_year_billing),
}

/** How many sorted or filtered views stay cached; the oldest is dropped first. */
const MAX_VIEWS = 64

/**
 * The clients, by id. Sorted and filtered views are cached until the next change, so the pages
 * of one listing are slices of one array, whatever the number of clients.
 */
export class ClientStore {
  private readonly records = new Map<number, ClientRecord>()
  private readonly views = new Map<string, readonly ClientRecord[]>()
  private lastUpdate: number

  constructor(records: readonly ClientRecord[]) {
    for (const record of records) this.records.set(record.client.id, record)
    this.lastUpdate = records.reduce((max, record) => Math.max(max, record.updatedAt), 0)
  }

  get size(): number {
    return this.records.size
  }

  get(id: number): ClientRecord | undefined {
    return this.records.get(id)
  }

  /** Every client; ties in the chosen order fall back to ascending id, so pages are stable. */
  sorted(order: ClientOrder): readonly ClientRecord[] {
    return this.view(`sorted:${order.descending ? '-' : ''}${order.field}`, () => {
      const compare = COMPARE[order.field]
      const sign = order.descending ? -1 : 1
      return [...this.records.values()].sort(
        (a, b) => sign * compare(a, b) || a.client.id - b.client.id,
      )
    })
  }

  /** A derived list, computed once per `key` until a client changes. */
  view(key: string, compute: () => readonly ClientRecord[]): readonly ClientRecord[] {
    let view = this.views.get(key)
    if (view) {
      // Re-inserting keeps the most recently used views at the end of the map.
      this.views.delete(key)
    } else {
      view = compute()
      if (this.views.size >= MAX_VIEWS) {
        const oldest = this.views.keys().next()
        if (!oldest.done) this.views.delete(oldest.value)
      }
    }
    this.views.set(key, view)
    return view
  }

  /** Stores a new version of a client; `updated_at` moves past every other client's. */
  put(client: StoredClient): StoredClient {
    // A logical clock rather than the wall clock keeps answers identical for identical requests.
    this.lastUpdate += 1000
    this.records.set(client.id, { client, updatedAt: this.lastUpdate })
    this.views.clear()
    return client
  }

  delete(id: number): boolean {
    const deleted = this.records.delete(id)
    if (deleted) this.views.clear()
    return deleted
  }
}
