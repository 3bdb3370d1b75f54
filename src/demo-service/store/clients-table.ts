import { foldText } from '@shared/text'
import { type RenderedList } from '../pagination'
import { canSee } from '../permissions'
import { type Expert } from '../seed/accounts'
import {
  type ClientFacts,
  type ClientRecord,
  FIRST_CLIENT_ID,
  type StoredClient,
} from '../seed/clients-seed'
import { type SeededClients } from '../seed/seeded-clients'
import { type ClientOrder, comparatorOf, type Reader, sortedIndexes } from './client-order'
import { LetterPairs, type Needle } from './letter-pairs'
import { RenderedRows } from './rendered-rows'

export { type ClientOrder, type OrderField } from './client-order'

/** The texts the search filters read; the lower-cased forms are made when a filter asks. */
export interface SearchText {
  /** business_name, nif, email, reference and contacts, folded (SC-CLIENT-1 `general_text`). */
  folded: string
  /** `business_name` as written. */
  name: string
  /** As written: `email__contains` is case-sensitive. */
  email: string
  reference: string | null
  contacts: string
}

/** What a list filter reads of one client; its texts are worked out on first use. */
export interface ClientRow {
  readonly facts: ClientFacts
  readonly text: SearchText
  /** Whether `text.folded` contains the needle (SC-CLIENT-1 `general_text`), asked of its letter pairs first. */
  containsFolded(needle: Needle): boolean
}

export type RowPredicate = (row: ClientRow) => boolean

/** `text` in one byte a character when it can be: searching it is then about twice as fast. */
function compact(text: string): string {
  // eslint-disable-next-line no-control-regex -- the Latin-1 range, on purpose
  return /^[\u0000-\u00ff]*$/.test(text) ? Buffer.from(text, 'latin1').toString('latin1') : text
}

function searchTextOf(client: StoredClient): SearchText {
  const reference = client.reference ?? ''
  return {
    folded: compact(
      foldText(
        [client.business_name, client.nif, client.email, reference, client.contacts].join('\n'),
      ),
    ),
    name: client.business_name,
    email: client.email,
    reference: client.reference,
    contacts: client.contacts,
  }
}

const orderKeyOf = (order: ClientOrder) => `${order.descending ? '-' : ''}${order.field}`

/** How many sorted or filtered views stay cached; the oldest is dropped first. */
const MAX_VIEWS = 64
/** Whole records made by index kept at hand, the most recently read last. */
const MADE_RECORDS = 4096
/** Pages of listings kept as JSON: every page an administrator sees of 100,000 clients. */
const RENDERED_BYTES = 128 * 2 ** 20

function filterIndexes(indexes: Int32Array, keep: (index: number) => boolean): Int32Array {
  const kept = new Int32Array(indexes.length)
  let count = 0
  for (const index of indexes) if (keep(index)) kept[count++] = index
  return kept.slice(0, count)
}

/**
 * The clients, by id. Lists are views of client indexes (id − FIRST_CLIENT_ID): the seeded order
 * of each sort is worked out once and kept; what an expert sees, and each filtered listing, is
 * cached until the next change, so the pages of one listing are slices of one array and only
 * the clients of a page are made whole.
 */
export class ClientStore {
  private readonly changed = new Map<number, ClientRecord>()
  private readonly deleted = new Set<number>()
  private readonly seededTexts: (SearchText | undefined)[]
  private readonly changedTexts = new Map<number, SearchText>()
  private readonly made = new Map<number, ClientRecord>()
  private readonly seededOrders = new Map<string, Int32Array>()
  private readonly views = new Map<string, Int32Array>()
  private readonly rendered = new RenderedRows(RENDERED_BYTES)
  private lastUpdate: number | null = null
  private letterPairs: LetterPairs | null = null
  private readonly row: ClientRow & { index: number }
  private readonly live: Reader
  private readonly seededReader: Reader

  constructor(private readonly seeded: SeededClients) {
    this.seededTexts = new Array<SearchText | undefined>(seeded.count)
    const live: Reader = {
      facts: (index) => this.changed.get(index)?.client ?? seeded.facts(index),
      updatedAt: (index) => this.changed.get(index)?.updatedAt ?? seeded.updatedAt(index),
      employees: (index) => {
        const changed = this.changed.get(index)
        return changed ? changed.client.employees_quantity : seeded.employees(index)
      },
      billing: (index) => {
        const changed = this.changed.get(index)
        return changed ? changed.client.last_year_billing : seeded.billing(index)
      },
      nif: (index) => this.changed.get(index)?.client.nif ?? seeded.nif(index),
      name: (index) => this.textAt(index).name,
    }
    this.live = live
    const text = (index: number) => this.textAt(index)
    const contains = (index: number, needle: Needle) => this.containsFolded(index, needle)
    this.row = {
      index: 0,
      get facts() {
        return live.facts(this.index)
      },
      get text() {
        return text(this.index)
      },
      containsFolded(needle) {
        return contains(this.index, needle)
      },
    }
    this.seededReader = {
      facts: (index) => seeded.facts(index),
      updatedAt: (index) => seeded.updatedAt(index),
      employees: (index) => seeded.employees(index),
      billing: (index) => seeded.billing(index),
      nif: (index) => seeded.nif(index),
      name: (index) => this.seededText(index).name,
    }
  }

  get size(): number {
    return this.seeded.count - this.deleted.size
  }

  get(id: number): ClientRecord | undefined {
    const index = this.indexOf(id)
    return index === null ? undefined : this.recordAt(index)
  }

  /** Every client in `order`, made whole: for tests and small demo services. */
  sorted(order: ClientOrder): readonly ClientRecord[] {
    return Array.from(this.liveOrder(order), (index) => this.recordAt(index))
  }

  /**
   * What `expert` may list (SC-AUTH-6), in `order`, narrowed by `matches` (null: no filter); `key` names
   * the filter, the same for every page of one listing.
   */
  listing(
    expert: Expert,
    order: ClientOrder,
    key: string,
    matches: RowPredicate | null,
  ): RenderedList<StoredClient> {
    const orderKey = orderKeyOf(order)
    const visible = this.view(`visible:${expert.id}:${orderKey}`, () =>
      filterIndexes(this.liveOrder(order), (index) => canSee(expert, this.live.facts(index))),
    )
    const rows = matches
      ? this.view(`list:${expert.id}:${orderKey}:${key}`, () => {
          const row = this.row
          return filterIndexes(visible, (index) => {
            row.index = index
            return matches(row)
          })
        })
      : visible
    const slice = (start: number, end: number) =>
      Array.from(rows.subarray(start, end), (index) => this.recordAt(index).client)
    const listKey = `${expert.id}:${orderKey}:${matches ? key : ''}`
    return {
      length: rows.length,
      slice,
      json: (start, end) =>
        this.rendered.get(`${listKey}:${start}:${end}`, () => slice(start, end)),
    }
  }

  /** Stores a new version of a client; `updated_at` moves past every other client's. */
  put(client: StoredClient): StoredClient {
    const index = this.indexOf(client.id)
    if (index === null) throw new RangeError(`Cliente desconocido: ${client.id}`)
    // A logical clock rather than the wall clock keeps answers identical for identical requests.
    this.lastUpdate = (this.lastUpdate ?? this.latestSeededUpdate()) + 1000
    this.changed.set(index, { client, updatedAt: this.lastUpdate })
    this.changedTexts.delete(index)
    this.made.delete(index)
    this.changedAll()
    return client
  }

  delete(id: number): boolean {
    const index = this.indexOf(id)
    if (index === null) return false
    this.deleted.add(index)
    this.changed.delete(index)
    this.made.delete(index)
    this.changedAll()
    return true
  }

  /** A client changed: every derived list and rendered page is stale. */
  private changedAll(): void {
    this.views.clear()
    this.rendered.clear()
  }

  private indexOf(id: number): number | null {
    const index = id - FIRST_CLIENT_ID
    if (!Number.isSafeInteger(index) || index < 0 || index >= this.seeded.count) return null
    return this.deleted.has(index) ? null : index
  }

  private recordAt(index: number): ClientRecord {
    const changed = this.changed.get(index)
    if (changed) return changed
    if (this.seeded.kept(index)) return this.seeded.record(index)
    let record = this.made.get(index)
    if (record) {
      this.made.delete(index)
    } else {
      record = this.seeded.record(index)
      if (this.made.size >= MADE_RECORDS) {
        const oldest = this.made.keys().next()
        if (!oldest.done) this.made.delete(oldest.value)
      }
    }
    this.made.set(index, record)
    return record
  }

  private seededText(index: number): SearchText {
    let text = this.seededTexts[index]
    if (!text) {
      text = searchTextOf(this.seeded.record(index).client)
      this.seededTexts[index] = text
    }
    return text
  }

  private textAt(index: number): SearchText {
    const changed = this.changed.get(index)
    if (!changed) return this.seededText(index)
    let text = this.changedTexts.get(index)
    if (!text) {
      text = searchTextOf(changed.client)
      this.changedTexts.set(index, text)
    }
    return text
  }

  private containsFolded(index: number, needle: Needle): boolean {
    if (needle.pairs.length > 0 && !this.changed.has(index)) {
      this.letterPairs ??= new LetterPairs(this.seeded.count, (i) => this.seededText(i).folded)
      if (!this.letterPairs.has(index, needle)) return false
      if (needle.exact) return true
    }
    return this.textAt(index).folded.includes(needle.text)
  }

  private latestSeededUpdate(): number {
    let latest = 0
    for (let index = 0; index < this.seeded.count; index++) {
      latest = Math.max(latest, this.seeded.updatedAt(index))
    }
    return latest
  }

  /** The seeded clients in `order`, worked out once: the seed never changes. */
  private seededOrder(order: ClientOrder): Int32Array {
    const key = orderKeyOf(order)
    let sorted = this.seededOrders.get(key)
    if (!sorted) {
      sorted = Int32Array.from(sortedIndexes(this.seeded.count, order, this.seededReader))
      this.seededOrders.set(key, sorted)
    }
    return sorted
  }

  /** Every client now, in `order`: the seeded order without the changed and deleted clients, and the changed ones merged in. */
  private liveOrder(order: ClientOrder): Int32Array {
    const seeded = this.seededOrder(order)
    if (this.changed.size === 0 && this.deleted.size === 0) return seeded
    return this.view(`order:${orderKeyOf(order)}`, () => {
      const compare = comparatorOf(order, this.live)
      const unchanged = filterIndexes(
        seeded,
        (index) => !this.changed.has(index) && !this.deleted.has(index),
      )
      const changed = Int32Array.from(this.changed.keys()).sort(compare)
      const merged = new Int32Array(unchanged.length + changed.length)
      let i = 0
      let j = 0
      let k = 0
      while (i < unchanged.length && j < changed.length) {
        const a = unchanged[i] ?? 0
        const b = changed[j] ?? 0
        if (compare(a, b) <= 0) {
          merged[k++] = a
          i++
        } else {
          merged[k++] = b
          j++
        }
      }
      merged.set(unchanged.subarray(i), k)
      merged.set(changed.subarray(j), k + unchanged.length - i)
      return merged
    })
  }

  /** A derived list, computed once per `key` until a client changes. */
  private view(key: string, compute: () => Int32Array): Int32Array {
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
}
