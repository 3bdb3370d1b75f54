import { createHash } from 'node:crypto'
import { type Page } from '@shared/wire/page'
import { AppFailure, isAppFailure } from '@shared/errors'
import {
  morePagesThanCountError,
  nextNotAdvancingError,
  nextRepeatedError,
  nextWithoutPageError,
  noNewRowsError,
  pageCeilingError,
} from './answer-errors'
import { cancelledError, fail } from './app-errors'
import { MAX_WALK_PAGES, PAGE_CONCURRENCY } from './answer-limits'
import { type Paged } from './operations'
import { RequestSlots } from './request-slots'
import { pageNumberOf, pageQuery, withPage } from './api-urls'

/** Pages asked for ahead of the consumer per request slot: those waiting for a slot, sent, or read. */
const PAGES_AHEAD_PER_SLOT = 2

export interface Progress {
  done: number
  total: number
}

export interface WalkOptions<T> {
  signal?: AbortSignal
  /** In pages: `done` delivered of `total` expected (grows if rows appear meanwhile). */
  onProgress?: (progress: Progress) => void
  /** Page 1, when the caller already has it (paid for): never requested again. */
  first?: Page<T>
  /**
   * Rows of pages 2…k an earlier walk delivered (with `first`): handed over again from memory, not
   * requested; the walk goes on at page k+1. The simulator's pages as needed.
   */
  held?: readonly (readonly T[])[]
  /** The last page to deliver (pages as needed); default: every page. */
  lastPage?: number
  /** Pages requested at once, 1…PAGE_CONCURRENCY (SC-PAGE-6); default PAGE_CONCURRENCY. */
  concurrency?: number
  /**
   * What identifies a row; default the operation's own (`paged.rowKey`). Without one, a page whose
   * content equals a page already seen brings no new rows.
   */
  key?: (row: T) => string | number
}

export interface WalkResult<T> {
  rows: T[]
  count: number
  pages: number
}

/** Requests a full walk takes, from page 1: its `count` over the length actually received (SC-PAGE-4). */
export function requestsForAll(first: Page<unknown>): number {
  if (!first.next || first.results.length === 0) return 1
  return Math.max(2, Math.ceil(first.count / first.results.length))
}

/** Remembers what a walk has delivered, so no row (or, without identity, no page) comes twice. */
class Seen<T> {
  private readonly keys = new Set<string | number>()
  private readonly pages = new Set<string>()

  constructor(private readonly key: ((row: T) => string | number) | undefined) {}

  /** The rows of `page` not delivered before. */
  fresh(page: readonly T[]): T[] {
    const { key } = this
    if (!key) {
      // A digest, not the page itself: thousands of pages must not stay in memory.
      const digest = createHash('sha256').update(JSON.stringify(page)).digest('base64')
      if (this.pages.has(digest)) return []
      this.pages.add(digest)
      return [...page]
    }
    return page.filter((row) => {
      const id = key(row)
      if (this.keys.has(id)) return false
      this.keys.add(id)
      return true
    })
  }
}

/** Checks a page's `next` before anything follows from it: it must name a later, unseen page. */
class NextRule {
  private readonly seen = new Set<string>()

  /** True when there is a next page. */
  check(page: number, next: string | null): next is string {
    if (next === null) return false
    const query = pageQuery(next)
    const nextPage = pageNumberOf(next)
    if (!query || nextPage === null) fail(nextWithoutPageError(page))
    const id = [...query].sort(([a], [b]) => a.localeCompare(b)).join('&')
    if (this.seen.has(id)) fail(nextRepeatedError(page))
    this.seen.add(id)
    if (nextPage <= page) fail(nextNotAdvancingError(page, nextPage))
    return true
  }
}

type Settled<T> = { ok: true; page: Page<T> } | { ok: false; error: unknown }

function settle<T>(promise: Promise<Page<T>>): Promise<Settled<T>> {
  return promise.then(
    (page) => ({ ok: true, page }),
    (error: unknown) => ({ ok: false, error }),
  )
}

const isPastTheEnd = (error: unknown) => isAppFailure(error) && error.appError.code === 'not_found'
const cancelled = () => new AppFailure(cancelledError())

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
 * The one page walker: every page's new rows in server order.
 *
 * - Page N is page 1's `next` query with only `page` changed, and every page is asked of the
 *   operation's own URL (`Paged.follow` keeps only the query): no request leaves the configured
 *   origin, whatever host a `next` names.
 * - At most `concurrency` requests are on the wire (SC-PAGE-6). A `slotted` operation's requests
 *   each hold one of the walk's RequestSlots from sending to their body read, so a page being read,
 *   checked or stored holds none and the next request goes out meanwhile: 2 × `concurrency` pages
 *   are asked for ahead of the one being consumed. Otherwise `concurrency` are, each counted as in
 *   flight until it settles. A slow consumer holds the requests back, so memory stays bounded.
 * - It ends normally at `next: null` or a 404 past the end, and with `bad_response` when a page
 *   brings no new rows, a `next` repeats or does not advance, the pages exceed
 *   `ceil(count / rows-per-page) + 1` (when page 1's count tells more than page 1), or the walk
 *   would pass MAX_WALK_PAGES.
 * - Cancelling `signal` aborts the requests in flight and throws AppFailure `cancelled`; stopping
 *   early (the consumer returns) aborts them too.
 */
export async function* walkPages<T>(
  paged: Paged<T>,
  options: WalkOptions<T> = {},
): AsyncGenerator<T[], void, undefined> {
  const { signal, onProgress } = options
  const concurrency = Math.min(
    PAGE_CONCURRENCY,
    Math.max(1, Math.trunc(options.concurrency ?? PAGE_CONCURRENCY)),
  )
  const stop = new AbortController()
  const requestSignal = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal
  const request = <R>(promise: Promise<R>) => unlessCancelled(promise, signal)
  const seen = new Seen(options.key ?? paged.rowKey)
  const nextRule = new NextRule()

  try {
    if (signal?.aborted) throw cancelled()
    const first = options.first ?? (await request(paged.fetch(1, requestSignal)))
    const perPage = first.results.length
    // SC-PAGE-5: the pages `count` promises at the length page 1 actually had; one more is tolerated.
    const promised = perPage > 0 ? Math.ceil(first.count / perPage) : 1
    const allowed = Math.max(1, promised) + 1
    // A count no larger than page 1 while more pages follow says nothing of the total (a missing
    // count reads so, SC-DIALECT-11): such a walk ends by `next`, a 404, its rows or the ceiling.
    const counted = first.next === null || first.count > perPage
    const wanted = Math.min(requestsForAll(first), options.lastPage ?? Infinity)
    if (wanted > MAX_WALK_PAGES) fail(pageCeilingError(MAX_WALK_PAGES, wanted))
    let total = Math.max(1, wanted)
    let done = 0
    const deliver = (rows: T[]): T[] => {
      done++
      total = Math.max(total, done)
      onProgress?.({ done, total })
      return rows
    }
    // Ended before the pages `count` promised: the last progress says the walk is complete.
    const finish = () => {
      if (done >= total) return
      total = done
      onProgress?.({ done, total })
    }

    const firstRows = seen.fresh(first.results)
    const template = first.next
    const more = nextRule.check(1, template)
    if (firstRows.length === 0 && more) fail(noNewRowsError(1))
    // The held pages handed over after page 1: as many as the walk has room for.
    const held = (options.held ?? []).slice(0, Math.max(0, total - 1))

    /** A page in order: its new rows, and whether a next page exists. */
    const accept = (number: number, page: Page<T>): { rows: T[]; more: boolean } => {
      const rows = seen.fresh(page.results)
      const hasNext = page.next !== null
      if (rows.length === 0 && hasNext) fail(noNewRowsError(number))
      return { rows, more: nextRule.check(number, page.next) }
    }

    // The pages after those, a few at once, each asked by number on page 1's `next` query.
    const window: { number: number; result: Promise<Settled<T>> }[] = []
    let nextNumber = 2 + held.length
    let end = wanted
    const slots = new RequestSlots(concurrency)
    const ahead = paged.slotted ? concurrency * PAGES_AHEAD_PER_SLOT : concurrency
    const fill = () => {
      if (template === null) return
      while (window.length < ahead && nextNumber <= end) {
        const number = nextNumber++
        window.push({
          number,
          result: settle(paged.follow(withPage(template, number), requestSignal, slots)),
        })
      }
    }
    // Before page 1 is handed over, as before each later page: the requests run meanwhile.
    fill()
    yield deliver(firstRows)
    if (!more) return finish()
    for (const rows of held) yield deliver(seen.fresh(rows))

    let last: { number: number; page: Page<T> } | null = null
    for (let head = window.shift(); head; head = window.shift()) {
      const settled = await request(head.result)
      if (!settled.ok) {
        if (signal?.aborted) throw cancelled()
        if (isPastTheEnd(settled.error)) return finish() // fewer pages than `count` said
        throw settled.error
      }
      const { rows, more: hasNext } = accept(head.number, settled.page)
      if (!hasNext)
        end = head.number // the list ended early: what is in flight is not needed
      else fill() // before yielding: the next requests run while the consumer takes this page
      last = { number: head.number, page: settled.page }
      yield deliver(rows)
      if (!hasNext) return finish()
    }
    if (!last || options.lastPage !== undefined) return finish()

    // Rows added while we read: follow the server's own `next` from the last page, one at a time.
    for (let fetched = last.number + 1; last.page.next !== null; fetched++) {
      if (fetched > MAX_WALK_PAGES) fail(pageCeilingError(MAX_WALK_PAGES, fetched))
      if (counted && fetched > allowed) fail(morePagesThanCountError(first.count, allowed))
      const number: number = pageNumberOf(last.page.next) ?? fetched // NextRule checked it
      let page: Page<T>
      try {
        page = await request(paged.follow(last.page.next, requestSignal))
      } catch (error) {
        if (isPastTheEnd(error)) return finish()
        throw error
      }
      const { rows } = accept(number, page)
      last = { number, page }
      total = Math.max(total, fetched)
      yield deliver(rows)
    }
  } finally {
    stop.abort()
  }
}

/** Every row of a walk, in order (see `walkPages`); for lists main keeps whole. */
export async function walkAll<T>(
  paged: Paged<T>,
  options: WalkOptions<T> = {},
): Promise<WalkResult<T>> {
  const { signal } = options
  if (signal?.aborted) throw cancelled()
  const first = options.first ?? (await unlessCancelled(paged.fetch(1, signal), signal))
  const rows: T[] = []
  let pages = 0
  for await (const page of walkPages(paged, { ...options, first })) {
    for (const row of page) rows.push(row) // a page may be huge: no spread into arguments
    pages++
  }
  return { rows, count: first.count, pages }
}
