import { appError, AppFailure } from '@shared/errors'
import { type CellType } from '@shared/cell-types'
import {
  type Lang,
  type MessageKey,
  type MessageParams,
  messageRef,
  renderMessage,
} from '@shared/messages/catalogue-lookup'
import { yesNo } from './yes-no'

export { type CellType } from '@shared/cell-types'

/** A column as a writer writes it: its header already said in the file's language. */
export interface Column<T> {
  key: string
  header: string
  type: CellType
  /** A column whose rows differ in kind (the dossier's «Valor»): the type of each row's cell. */
  typeOf?: (row: T) => CellType
  /** Numbers for numeric types, YYYY-MM-DD for dates; null or undefined is an empty cell. */
  value: (row: T) => unknown
  /** Width in characters in XLSX; measured from the data when absent. */
  width?: number
}

/** A column as a dataset declares it: its header a catalogue key, its value read in a language. */
export interface DatasetColumn<T> extends Omit<Column<T>, 'header' | 'value'> {
  /** `export.column.<key>`, or a client field's `client.field.<label>`. */
  header: MessageKey
  /** The header's parameters (a year, the dates of a window). */
  headerParams?: MessageParams
  /** `lang` says the app's own words in a cell: a client's status, a row's origin. */
  value: (row: T, lang: Lang) => unknown
}

/** The catalogue's column headers by name: `export.column.<name>`. */
type ColumnName = MessageKey extends infer K
  ? K extends `export.column.${infer Name}`
    ? Name
    : never
  : never

/** A column whose key names its header, `export.column.<key>`: most columns of the datasets. */
export function column<T>(
  key: ColumnName,
  type: CellType,
  value: (row: T, lang: Lang) => unknown,
  extra: Pick<DatasetColumn<T>, 'width'> = {},
): DatasetColumn<T> {
  return { key, header: `export.column.${key}`, type, value, ...extra }
}

/** A column's header in `lang`. */
export function headerIn(lang: Lang, column: DatasetColumn<never>): string {
  return renderMessage(lang, column.header, column.headerParams)
}

/** The column as written in `lang`: its header, yes/no and the app's own words in that language. */
export function columnIn<T>(lang: Lang, column: DatasetColumn<T>): Column<T> {
  const { key, type, typeOf, width } = column
  const read = (row: T) => column.value(row, lang)
  const value =
    type === 'boolean'
      ? (row: T) => {
          const flag = read(row)
          return typeof flag === 'boolean' ? yesNo(flag, lang) : flag
        }
      : read
  return {
    key,
    header: headerIn(lang, column),
    type,
    value,
    ...(typeOf ? { typeOf } : {}),
    ...(width === undefined ? {} : { width }),
  }
}

/** The columns named by `keys`, in the user's order; an unknown key is a validation error. */
export function pickColumns<C extends { key: string }>(
  columns: readonly C[],
  keys: readonly string[],
): C[] {
  const byKey = new Map(columns.map((column) => [column.key, column]))
  const unknown = keys.filter((key) => !byKey.has(key))
  if (unknown.length > 0) {
    const columns = unknown.map((key) => `«${key}»`).join(', ')
    throw new AppFailure(
      appError(
        'error.validation.unknown_columns',
        { columns },
        { fieldMessages: { columns: [messageRef('validation.unknown_columns', { columns })] } },
      ),
    )
  }
  const picked = [...new Set(keys)].flatMap((key) => byKey.get(key) ?? [])
  if (picked.length === 0) {
    throw new AppFailure(
      appError(
        'error.validation.no_columns',
        {},
        { fieldMessages: { columns: [messageRef('validation.choose_columns')] } },
      ),
    )
  }
  return picked
}
