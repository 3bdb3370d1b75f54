import { CACHE_TTL_MS } from '@shared/concession-costs'
import { type Page } from '@shared/wire/page'
import { type ApiClient } from '../../api/operations'
import { requestsForAll } from '../../api/page-walker'
import { type Cached } from '../../storage/answer-cache'

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

/** What is kept of page 1 alone: complete when it is the only page. */
export function storedFirstPage<T>(first: Page<T>): StoredConcessions<T> {
  return {
    count: first.count,
    complete: !first.next,
    requestsForAll: requestsForAll(first),
    rows: first.results,
    next: first.next,
  }
}

/** Page 1 as a kept partial answer holds it, to walk the other pages from. */
export function keptFirstPage<T>(kept: StoredConcessions<T>): Page<T> {
  return { count: kept.count, next: kept.next, previous: null, results: kept.rows }
}

/** A kept answer while it is fresh (24 hours), or at any age offline; otherwise null. */
export function usableKept<T>(
  stored: Cached<StoredConcessions<T>> | null,
  online: boolean,
): StoredConcessions<T> | null {
  return stored && (Date.now() - stored.fetchedAt < CACHE_TTL_MS || !online) ? stored.value : null
}
