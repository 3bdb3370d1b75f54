import { type Page } from '@shared/domain/page'
import { isAppFailure } from '@shared/errors'
import { cancelledError, fail } from './app-errors'
import { type Paged } from './operations'
import { withPage } from './urls'

export interface Progress {
  done: number
  total: number
}

export interface FetchAllOptions<T = unknown> {
  concurrency?: number
  onProgress?: (progress: Progress) => void
  signal?: AbortSignal
  /** Page 1, when the caller already has it: not requested (nor paid for) again. */
  first?: Page<T>
}

/** Requests a full walk takes, from page 1: its `count` over the length actually received (G6). */
export function requestsForAll(first: Page<unknown>): number {
  if (!first.next || first.results.length === 0) return 1
  return Math.max(2, Math.ceil(first.count / first.results.length))
}

export interface FetchAllResult<T> {
  rows: T[]
  count: number
  pages: number
}

function isPastTheEnd(error: unknown): boolean {
  return isAppFailure(error) && error.appError.code === 'not_found'
}

/** Every page in order, following `next` exactly as the server gave it (G6). */
export async function* pages<T>(paged: Paged<T>, signal?: AbortSignal): AsyncGenerator<Page<T>> {
  let page = await paged.fetch(1, signal)
  yield page
  while (page.next) {
    try {
      page = await paged.follow(page.next, signal)
    } catch (error) {
      if (isPastTheEnd(error)) return
      throw error
    }
    yield page
  }
}

/**
 * All rows, fetching up to `concurrency` pages at once. The page count comes from `count` and the
 * length of the first page actually received, never from the page size we asked for; rows keep
 * the server's order; a 404 past the end stops cleanly.
 */
export async function fetchAll<T>(
  paged: Paged<T>,
  options: FetchAllOptions<T> = {},
): Promise<FetchAllResult<T>> {
  const { signal, onProgress } = options
  const concurrency = Math.max(1, options.concurrency ?? 4)
  const first = options.first ?? (await paged.fetch(1, signal))
  const perPage = first.results.length
  if (!first.next || perPage === 0) {
    onProgress?.({ done: 1, total: 1 })
    return { rows: first.results, count: first.count, pages: 1 }
  }

  const total = requestsForAll(first)
  const template = first.next
  const results: (Page<T> | undefined)[] = [first]
  let end = total // pages beyond a 404 are not requested
  let nextPage = 2
  let done = 1
  onProgress?.({ done, total })

  const worker = async (): Promise<void> => {
    while (nextPage <= end) {
      if (signal?.aborted) fail(cancelledError())
      const number = nextPage++
      try {
        results[number - 1] = await paged.follow(withPage(template, number), signal)
      } catch (error) {
        if (!isPastTheEnd(error)) throw error
        end = Math.min(end, number - 1)
      }
      done++
      onProgress?.({ done: Math.min(done, total), total })
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, total - 1) }, worker))

  const rows: T[] = []
  let last: Page<T> | undefined
  for (let index = 0; index < end; index++) {
    const page = results[index]
    if (!page) break
    rows.push(...page.results)
    last = page
  }
  // Rows added while we read: follow the server's own `next` from the last page.
  let fetched = end
  const limit = total * 2 + 100 // a server whose `next` never ends must not hang us
  while (last?.next && end === total && fetched < limit) {
    try {
      last = await paged.follow(last.next, signal)
    } catch (error) {
      if (isPastTheEnd(error)) break
      throw error
    }
    rows.push(...last.results)
    fetched++
  }
  return { rows, count: first.count, pages: fetched }
}
