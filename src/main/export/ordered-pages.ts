import { type Page } from '@shared/domain/page'
import { AppFailure, isAppFailure } from '@shared/errors'
import { cancelledError } from '../api/app-errors'
import { type Paged } from '../api/operations'
import { type Progress, requestsForAll } from '../api/pagination'
import { withPage } from '../api/urls'

/** G16: the service spends credits per query and its rate limits are unknown. */
export const MAX_CONCURRENCY = 4

export interface OrderedPagesOptions<T> {
  /** Pages requested at once, 1–4; default 4 (G16). */
  concurrency?: number
  signal?: AbortSignal
  /** In pages: `done` pages delivered of `total` expected (grows if rows appear meanwhile). */
  onProgress?: (progress: Progress) => void
  /** Page 1, when the caller already has it (e.g. to ask for confirmation): not requested again. */
  first?: Page<T>
}

type Settled<T> = { ok: true; page: Page<T> } | { ok: false; error: unknown }

function settle<T>(promise: Promise<Page<T>>): Promise<Settled<T>> {
  return promise.then(
    (page) => ({ ok: true, page }),
    (error: unknown) => ({ ok: false, error }),
  )
}

function isPastTheEnd(error: unknown): boolean {
  return isAppFailure(error) && error.appError.code === 'not_found'
}

function cancelled(): AppFailure {
  return new AppFailure(cancelledError())
}

/** Settles with `promise`, or rejects as cancelled as soon as `signal` aborts. */
function unlessCancelled<R>(promise: Promise<R>, signal: AbortSignal | undefined): Promise<R> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(cancelled())
  return new Promise<R>((resolve, reject) => {
    const onAbort = () => reject(cancelled())
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * Requests a full walk makes, page 1 included: `count` over the length of the first page actually
 * received, never the page size asked for (G6). The app asks for confirmation above 20 (G16).
 */
export function estimateRequests(first: Page<unknown>): number {
  return requestsForAll(first)
}

/**
 * Every page's rows in server order, fetching up to `concurrency` pages ahead of the one being
 * consumed and never more: a slow consumer holds back the requests, so memory stays bounded.
 * Like `fetchAll`, page N is the first page's `next` with only `page` changed; a 404 past the end
 * stops cleanly; rows that appeared meanwhile are read by following the last page's `next`.
 * Cancelling `signal` aborts the requests in flight and throws an AppFailure `cancelled`.
 */
export async function* orderedPages<T>(
  paged: Paged<T>,
  options: OrderedPagesOptions<T> = {},
): AsyncGenerator<T[], void, undefined> {
  const { signal, onProgress } = options
  const concurrency = Math.min(MAX_CONCURRENCY, Math.max(1, Math.trunc(options.concurrency ?? 4)))
  // Aborted when the walk ends for any reason, so no request outlives the generator.
  const stop = new AbortController()
  const requestSignal = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal
  const request = <R>(promise: Promise<R>) => unlessCancelled(promise, signal)

  try {
    if (signal?.aborted) throw cancelled()
    const first = options.first ?? (await request(paged.fetch(1, requestSignal)))
    let total = estimateRequests(first)
    let done = 1
    onProgress?.({ done, total })
    yield first.results
    if (total === 1 || !first.next) return

    const template = first.next
    const window: { number: number; result: Promise<Settled<T>> }[] = []
    let nextNumber = 2
    let end = total
    const fill = () => {
      while (window.length < concurrency && nextNumber <= end) {
        const number = nextNumber++
        const url = withPage(template, number)
        window.push({ number, result: settle(paged.follow(url, requestSignal)) })
      }
    }

    let last = first
    fill()
    for (let head = window.shift(); head; head = window.shift()) {
      const settled = await request(head.result)
      if (!settled.ok) {
        if (signal?.aborted) throw cancelled()
        if (!isPastTheEnd(settled.error)) throw settled.error
        // Fewer pages than `count` said: the later ones are past the end as well.
        end = head.number - 1
        window.length = 0
        break
      }
      fill() // before yielding: the next requests run while the consumer writes this page
      last = settled.page
      onProgress?.({ done: ++done, total })
      yield settled.page.results
    }

    // Rows added while we read: follow the server's own `next` from the last page.
    const complete = end === total
    const limit = total * 2 + 100 // a server whose `next` never ends must not hang us
    while (complete && last.next && done < limit) {
      let page: Page<T>
      try {
        page = await request(paged.follow(last.next, requestSignal))
      } catch (error) {
        if (isPastTheEnd(error)) return
        throw error
      }
      last = page
      total = Math.max(total, done + 1)
      onProgress?.({ done: ++done, total })
      yield page.results
    }
  } finally {
    stop.abort()
  }
}

/** A page iterable with every page transformed, e.g. status groups into one row per status. */
export async function* mapPages<A, B>(
  pages: AsyncIterable<readonly A[]>,
  map: (page: readonly A[]) => readonly B[],
): AsyncGenerator<readonly B[], void, undefined> {
  for await (const page of pages) yield map(page)
}
