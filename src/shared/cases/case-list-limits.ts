/** Columns the case-files table shows and can sort by. */
export const CASE_SORT_FIELDS = [
  'identifier',
  'title',
  'client',
  'status',
  'requested_amount',
  'awarded_amount',
  'presentation_date',
  'concession_date',
  'expert',
  'next_deadline',
] as const
export type CaseSortField = (typeof CASE_SORT_FIELDS)[number]

/** The most rows one `cases.query` answers. */
export const CASE_WINDOW_MAX = 1000
/** The most case files one status change or archive names (the screen's selection). */
export const CASE_BATCH_MAX = 500
