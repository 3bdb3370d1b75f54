import { formatDate, formatEuros, formatNumber, isIsoDate } from '@shared/format'
import { type CellType } from './columns'

/** A value as a cell, whatever the output: what both writers and the dossier agree on. */
export type Cell =
  | { kind: 'empty' }
  | { kind: 'number'; type: 'id' | 'integer' | 'number' | 'money'; value: number }
  | { kind: 'date'; iso: string }
  | { kind: 'text'; value: string }

const EMPTY: Cell = { kind: 'empty' }

function text(value: unknown): Cell {
  if (value === null || value === undefined) return EMPTY
  if (typeof value === 'string') return { kind: 'text', value }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return { kind: 'text', value: String(value) }
  }
  return { kind: 'text', value: JSON.stringify(value) }
}

/** The type of one row's cell in a column. */
export function cellTypeOf<T>(column: { type: CellType; typeOf?: (row: T) => CellType }, row: T) {
  return column.typeOf ? column.typeOf(row) : column.type
}

/**
 * Types a column's value. A value of the wrong kind (a non-ISO date, a string in a number column)
 * becomes text, so it is shown as received and still gets the formula-injection defence.
 */
export function cellOf(value: unknown, type: CellType): Cell {
  if (value === null || value === undefined) return EMPTY
  switch (type) {
    case 'id':
    case 'integer':
    case 'number':
    case 'money':
      if (typeof value !== 'number') return text(value)
      if (!Number.isFinite(value)) return EMPTY
      return {
        kind: 'number',
        type,
        value: type === 'integer' || type === 'id' ? Math.round(value) : value,
      }
    case 'date':
      if (value === '') return EMPTY
      return isIsoDate(value) ? { kind: 'date', iso: value } : text(value)
    case 'boolean':
      return typeof value === 'boolean' ? { kind: 'text', value: yesNo(value) } : text(value)
    case 'text':
      return text(value)
  }
}

export function yesNo(value: boolean): string {
  return value ? 'Sí' : 'No'
}

/** The cell as the app shows it in es-ES: «1.234,50 €», «31/12/2026», «1.234»; an id as «916430». */
export function displayText(cell: Cell): string {
  switch (cell.kind) {
    case 'empty':
      return ''
    case 'number':
      if (cell.type === 'money') return formatEuros(cell.value)
      if (cell.type === 'id') return String(cell.value)
      return formatNumber(cell.value, cell.type === 'integer' ? 0 : undefined)
    case 'date':
      return formatDate(cell.iso)
    case 'text':
      return cell.value
  }
}
