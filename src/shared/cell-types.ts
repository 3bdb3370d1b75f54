/**
 * How a value becomes a cell: CSV writes it as text, XLSX as a typed cell. `id` is an identifier or
 * code: an integer shown without thousands separators (number format `0`), never «814.328».
 */
export const CELL_TYPES = ['text', 'id', 'integer', 'number', 'money', 'date', 'boolean'] as const
export type CellType = (typeof CELL_TYPES)[number]
