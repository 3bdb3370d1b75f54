import { formatDate, formatEuros, formatNumber, isIsoDate } from '@shared/format'
import { type CellType, type Column } from './columns'
import { yesNo } from './yes-no'

/** A value as a cell, whatever the output: what both writers and the dossier agree on. */
export type Cell =
  | { kind: 'empty' }
  | { kind: 'number'; type: NumberType; value: number }
  | { kind: 'date'; iso: string }
  | { kind: 'text'; value: string }

export type NumberType = 'id' | 'integer' | 'number' | 'money'

/** What a writer makes of each kind of cell: the writers read values without building a Cell. */
export interface CellWriter<R> {
  empty: R
  number: (value: number, type: NumberType) => R
  /** A valid YYYY-MM-DD. */
  date: (iso: string) => R
  text: (value: string) => R
}

/** Typed reading of a value, chosen once per column type rather than per cell. */
export type CellReader<R> = (value: unknown) => R

function textOf<R>(value: unknown, writer: CellWriter<R>): R {
  if (value === null || value === undefined) return writer.empty
  if (typeof value === 'string') return writer.text(value)
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return writer.text(String(value))
  }
  // undefined for a function or a symbol, which no answer can hold: nothing to show.
  const json = JSON.stringify(value) as string | undefined
  return json === undefined ? writer.empty : writer.text(json)
}

/**
 * The typing rules, in one place: how a cell of `type` reads a value. A value of the wrong kind
 * (a non-ISO date, a string in a number column) becomes text, so it is shown as received and still
 * gets the formula-injection defence.
 */
function cellReader<R>(type: CellType, writer: CellWriter<R>): CellReader<R> {
  switch (type) {
    case 'id':
    case 'integer':
      return (value) => {
        if (typeof value !== 'number') return textOf(value, writer)
        return Number.isFinite(value) ? writer.number(Math.round(value), type) : writer.empty
      }
    case 'number':
    case 'money':
      return (value) => {
        if (typeof value !== 'number') return textOf(value, writer)
        return Number.isFinite(value) ? writer.number(value, type) : writer.empty
      }
    case 'date':
      return (value) => {
        if (value === '') return writer.empty
        return isIsoDate(value) ? writer.date(value) : textOf(value, writer)
      }
    case 'boolean':
      return (value) =>
        typeof value === 'boolean' ? writer.text(yesNo(value)) : textOf(value, writer)
    case 'text':
      return (value) => textOf(value, writer)
  }
}

/** One reader per cell type for `writer`, made when first needed. */
export function cellReaders<R>(writer: CellWriter<R>): (type: CellType) => CellReader<R> {
  const readers = new Map<CellType, CellReader<R>>()
  return (type) => {
    let read = readers.get(type)
    if (!read) {
      read = cellReader(type, writer)
      readers.set(type, read)
    }
    return read
  }
}

/**
 * A column's cell of a row, compiled once per export: the column's reader is chosen here, or per
 * row for a column whose rows differ in kind (`typeOf`).
 */
export function columnCell<T, R>(
  column: Column<T>,
  readers: (type: CellType) => CellReader<R>,
): (row: T) => R {
  const { value, typeOf } = column
  if (!typeOf) {
    const read = readers(column.type)
    return (row) => read(value(row))
  }
  return (row) => readers(typeOf(row))(value(row))
}

/** The type of one row's cell in a column. */
export function cellTypeOf<T>(column: { type: CellType; typeOf?: (row: T) => CellType }, row: T) {
  return column.typeOf ? column.typeOf(row) : column.type
}

const EMPTY: Cell = { kind: 'empty' }

const readCell = cellReaders<Cell>({
  empty: EMPTY,
  number: (value, type) => ({ kind: 'number', type, value }),
  date: (iso) => ({ kind: 'date', iso }),
  text: (value) => ({ kind: 'text', value }),
})

/** Types a value as a cell of `type` (see `cellReader`). */
export function cellOf(value: unknown, type: CellType): Cell {
  return readCell(type)(value)
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
