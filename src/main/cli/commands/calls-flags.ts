// The flags of `calls`, shared by its parser and the usage table.
/** The flags that make a filter of the search, as written. */
export const FILTER_FLAGS = [
  'text',
  'meaning',
  'bdns',
  'province',
  'community',
  'applicants',
  'actions',
  'state',
  'closing-from',
  'closing-to',
  'min-amount',
  'max-amount',
  'minimis',
  'order',
] as const

export const MODE_FLAGS = ['save', 'saved', 'list-saved', 'delete-saved', 'fits'] as const
export const PAGE_FLAGS = ['page', 'all'] as const
