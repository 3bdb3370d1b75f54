import { type CallFilters } from '@shared/calls'
import { type CallOrder, type CallState } from '@shared/call-choices'
import { type CallRequestData } from '../../api/call-operations'

/** `status_code` as the vendor documents it: 0 pending, 1 open, 2 closed. */
const STATUS_CODE: Record<CallState, number> = { pending: 0, open: 1, closed: 2 }

/** `order` as the vendor names it, `-` for descending. */
const ORDER: Record<CallOrder, string> = {
  closing: 'final_period_end_date',
  '-closing': '-final_period_end_date',
  amount: 'total_amount',
  '-amount': '-total_amount',
  relevance: '-order_score',
}

/**
 * The `requestData` of a search: only the filters given, each as the vendor's «Listado de
 * subvenciones» documents it (dates `YYYY-MM-DD`, `bdns` an integer, the state as `status_code`,
 * lists of ids sorted and without repeats, so the same search is always the same request).
 */
export function callRequestData(filters: CallFilters): CallRequestData {
  const data: Record<string, string | number | boolean | readonly number[]> = {}
  const list = (key: string, ids: readonly number[] | undefined) => {
    if (ids && ids.length > 0) data[key] = [...new Set(ids)].sort((a, b) => a - b)
  }
  if (filters.text !== undefined) data.search_by_text = filters.text
  if (filters.meaning !== undefined) data.search_by_vectorized_text = filters.meaning
  if (filters.bdns !== undefined) data.bdns = filters.bdns
  list('provinces', filters.provinces)
  list('communities', filters.communities)
  list('applicants_v2', filters.applicants)
  list('actions_v2', filters.actions)
  list('activities_v2', filters.activities)
  list('types', filters.types)
  if (filters.state !== undefined) data.status_code = STATUS_CODE[filters.state]
  if (filters.closingFrom !== undefined) data.final_period_start_date = filters.closingFrom
  if (filters.closingTo !== undefined) data.final_period_end_date = filters.closingTo
  if (filters.minAmount !== undefined) data.min_total_amount = filters.minAmount
  if (filters.maxAmount !== undefined) data.max_total_amount = filters.maxAmount
  if (filters.minimis !== undefined) data.minimis = filters.minimis
  data.order = ORDER[filters.order]
  return data
}

/** Where a page of a search is kept: the request itself, so equal searches share their pages. */
export function callPageKey(data: CallRequestData, page: number): string {
  const sorted = Object.fromEntries(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : 1)))
  return `calls:${JSON.stringify(sorted)};page=${page}`
}
