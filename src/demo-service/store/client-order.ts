import { type CLIENT_ORDER_FIELDS } from '@shared/wire/client'
import { foldText } from '@shared/text'
import { type ClientFacts } from '../seed/clients-seed'

export type OrderField = (typeof CLIENT_ORDER_FIELDS)[number]

export interface ClientOrder {
  field: OrderField
  descending: boolean
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

/** Nulls (vendor dialect) sort as PostgreSQL sorts them: last ascending, first descending. */
function compareFigures(a: number | null, b: number | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return a - b
}

/** How to read one client, seeded or as changed since. */
export interface Reader {
  facts(index: number): ClientFacts
  updatedAt(index: number): number
  employees(index: number): number | null
  billing(index: number): number | null
  nif(index: number): string
  name(index: number): string
}

export type Compare = (a: number, b: number) => number

const compareText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)

/** Ties in the chosen order fall back to ascending id (index), so pages are stable. */
export function comparatorOf({ field, descending }: ClientOrder, read: Reader): Compare {
  const sign = descending ? -1 : 1
  const by = (compare: Compare): Compare => {
    return (a, b) => sign * compare(a, b) || a - b
  }
  switch (field) {
    case 'id':
      return by((a, b) => a - b)
    case 'business_name':
      return by((a, b) => collator.compare(read.name(a), read.name(b)))
    case 'nif':
      return by((a, b) => compareText(read.nif(a), read.nif(b)))
    case 'updated_at':
      return by((a, b) => read.updatedAt(a) - read.updatedAt(b))
    case 'employees_quantity':
      return by((a, b) => compareFigures(read.employees(a), read.employees(b)))
    case 'last_year_billing':
      return by((a, b) => compareFigures(read.billing(a), read.billing(b)))
  }
}

/**
 * A plain-string key that orders names nearly as the Spanish collator does (case and accents
 * aside, «ñ» after «n», numbers by value), so that a first sort by it leaves the collator's own
 * sort little to do.
 */
function roughNameKey(name: string): string {
  return foldText(name.replace(/ñ/gi, 'n~')).replace(/\d+/g, (digits) => digits.padStart(12, '0'))
}

/**
 * Indexes 0 to count − 1 sorted by `order`. Keys are read once; business names go through a rough
 * sort by plain strings first, which the collator's sort (adaptive on runs) then only corrects.
 */
export function sortedIndexes(count: number, order: ClientOrder, read: Reader): number[] {
  const indexes = Array.from({ length: count }, (_, index) => index)
  const sign = order.descending ? -1 : 1
  const numbers = (of: (index: number) => number | null) => {
    const keys = new Float64Array(count)
    for (const index of indexes) keys[index] = of(index) ?? Number.POSITIVE_INFINITY
    return indexes.sort((a, b) => {
      const x = keys[a] ?? 0
      const y = keys[b] ?? 0
      return sign * (x === y ? 0 : x < y ? -1 : 1) || a - b
    })
  }
  switch (order.field) {
    case 'id':
      return order.descending ? indexes.reverse() : indexes
    case 'updated_at':
      return numbers((index) => read.updatedAt(index))
    case 'employees_quantity':
      return numbers((index) => read.employees(index))
    case 'last_year_billing':
      return numbers((index) => read.billing(index))
    case 'nif': {
      const keys = indexes.map((index) => read.nif(index))
      return indexes.sort((a, b) => sign * compareText(keys[a] ?? '', keys[b] ?? '') || a - b)
    }
    case 'business_name': {
      const names = indexes.map((index) => read.name(index))
      const rough = names.map(roughNameKey)
      indexes.sort((a, b) => sign * compareText(rough[a] ?? '', rough[b] ?? '') || a - b)
      return indexes.sort(
        (a, b) => sign * collator.compare(names[a] ?? '', names[b] ?? '') || a - b,
      )
    }
  }
}
