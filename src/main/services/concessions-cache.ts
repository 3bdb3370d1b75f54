import { type ApiClient } from '../api/operations'

/** Where concessions searches are kept in the account's cache: `concessions:<concessionKey>`. */
export const CONCESSIONS_CACHE_PREFIX = 'concessions:'

/** What is stored per normalised query: every row fetched so far. */
export interface StoredConcessions<T> {
  count: number
  complete: boolean
  requestsForAll: number
  rows: T[]
  /** Page 1's `next`, so a partial answer can be completed without paying for page 1 again. */
  next: string | null
}

/** A row of concessions by NIF as the API client reads it. */
export type NifRow = Awaited<
  ReturnType<ReturnType<ApiClient['concessionsByNif']>['fetch']>
>['results'][number]
