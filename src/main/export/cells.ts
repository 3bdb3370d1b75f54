import { formatDate, formatEuros, formatNumber, isIsoDate } from '@shared/format'
import { type CellType } from './columns'

/** A value as a cell, whatever the output: what both writers and the dossier agree on. */
export type Cell =
  | { kind: 'empty' }
  | { kind: 'number'; type: NumberType; value: number }
  | { kind: 'date'; iso: string }
  | { kind: 'text'; value: string }

export type NumberType = 'integer' | 'number' | 'money'

/** What a writer makes of each kind of cell: the writers read values without building a Cell. */
export interface CellWriter<R> {
  empty: R
  number: (value: number, type: NumberType) => R
  /** A valid YYYY-MM-DD. */
  date: (iso: string) => R
  text: (value: string) => R
}

/** Typed reading of one column's values, chosen once per column rather than per cell. */
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
 * The typing rules, in one place: how a column of `type` reads a value. A value of the wrong kind
 * (a non-ISO date, a string in a number column) becomes text, so it is shown as received and still
 * gets the formula-injection defence.
 */
export function cellReader<R>(type: CellType, writer: CellWriter<R>): CellReader<R> {
  switch (type) {
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

const EMPTY: Cell = { kind: 'empty' }

const CELLS: CellWriter<Cell> = {
  empty: EMPTY,
  number: (value, type) => ({ kind: 'number', type, value }),
  date: (iso) => ({ kind: 'date', iso }),
  text: (value) => ({ kind: 'text', value }),
}

const CELL_READERS = new Map<CellType, CellReader<Cell>>()

/** Types a column's value (see `cellReader`). */
export function cellOf(value: unknown, type: CellType): Cell {
  let read = CELL_READERS.get(type)
  if (!read) {
    read = cellReader(type, CELLS)
    CELL_READERS.set(type, read)
  }
  return read(value)
}

export function yesNo(value: boolean): string {
  return value ? 'Sí' : 'No'
}

/** The cell as the app shows it in es-ES: «1.234,50 €», «31/12/2026», «1.234». */
export function displayText(cell: Cell): string {
  switch (cell.kind) {
    case 'empty':
      return ''
    case 'number':
      if (cell.type === 'money') return formatEuros(cell.value)
      return formatNumber(cell.value, cell.type === 'integer' ? 0 : undefined)
    case 'date':
      return formatDate(cell.iso)
    case 'text':
      return cell.value
  }
}
