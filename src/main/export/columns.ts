import { appError, AppFailure } from '@shared/errors'
import { type CellType } from '@shared/cell-types'
import { messageRef } from '@shared/messages/catalogue-lookup'

export { type CellType } from '@shared/cell-types'

export interface Column<T> {
  key: string
  /** Spanish, as the user sees it in the header row. */
  header: string
  /**
   * English, when the column names itself: a client field, from the one field table. Other columns
   * take theirs from header-language.ts, by key.
   */
  englishHeader?: string
  type: CellType
  /** A column whose rows differ in kind (the dossier's «Valor»): the type of each row's cell. */
  typeOf?: (row: T) => CellType
  /** Numbers for numeric types, YYYY-MM-DD for dates; null or undefined is an empty cell. */
  value: (row: T) => unknown
  /** Width in characters in XLSX; measured from the data when absent. */
  width?: number
}

/** The columns named by `keys`, in the user's order; an unknown key is a validation error. */
export function pickColumns<T>(
  columns: readonly Column<T>[],
  keys: readonly string[],
): Column<T>[] {
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
