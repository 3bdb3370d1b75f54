import { type ClientListFilters } from '@shared/wire/client'
import { type QueryValue } from './api-urls'

/** The vendor requires `page_size` on `clients/` and serves at most 200 (SC-PAGE-4, SC-DIALECT-2). */
export const MAX_CLIENT_PAGE_SIZE = 200
/** What is asked for when the caller names no size: the interface's own default page (SC-PAGE-4). */
export const DEFAULT_CLIENT_PAGE_SIZE = 10

export interface ClientListQuery {
  pageSize?: number
  /** SC-CLIENT-2: 1 = only active; the client sends 0 by default, as the real web app does. */
  isActive?: 0 | 1
  filters?: ClientListFilters
}

/** The value of a filter as its own query parameter: id lists comma-joined (`28,8`). */
function parameterValue(value: ClientListFilters[keyof ClientListFilters]): string | undefined {
  if (value === undefined) return undefined
  const text = Array.isArray(value) ? value.map(String).join(',') : value
  return text.trim() === '' ? undefined : text
}

/**
 * The query of one page of `GET clients/` in a form both readings accept (SC-CLIENT-1, SC-DIALECT-2): every filter
 * inside `filters` (JSON, our description) and again as its own parameter (the vendor's), «solo
 * activos» as `isActive=1` and as `status__in=1`, and always a `page_size`. A server reads its
 * form and ignores the other's parameters.
 */
export function clientListParams(query: ClientListQuery, page: number): Record<string, QueryValue> {
  const active = query.isActive === 1
  // «Solo activos» is status 1 in both forms; it narrows any status filter given with it.
  const filters: ClientListFilters = { ...query.filters, ...(active ? { status__in: '1' } : {}) }
  const size = Math.min(
    MAX_CLIENT_PAGE_SIZE,
    Math.max(1, Math.trunc(query.pageSize ?? DEFAULT_CLIENT_PAGE_SIZE)),
  )
  const params: Record<string, QueryValue> = {
    page,
    page_size: size,
    isActive: active ? 1 : 0,
    filters: Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined,
  }
  // The filter keys are the schema's (SC-CLIENT-1); none is `page`, `page_size`, `isActive` or `filters`.
  for (const key of Object.keys(filters) as (keyof ClientListFilters)[]) {
    params[key] = parameterValue(filters[key])
  }
  return params
}
