import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type Page, pageSchema } from '@shared/wire/page'
import { AppFailure } from '@shared/errors'
import { createLogger, Redactor } from '../log/logger'
import { cancelledError, httpError } from './app-errors'
import { MAX_WALK_PAGES, PAGE_CONCURRENCY } from './answer-limits'
import { createApiClient, type Paged } from './operations'
import { requestsForAll, walkAll, walkPages } from './page-walker'
import { type RequestSlots } from './request-slots'

interface Pending {
  page: number
  resolve: () => void
}

const LIST = 'https://service.test/api/v2/list/'
const pageUrl = (n: number) => `${LIST}?page=${n}&requestData=%7B%7D`

/**
 * A paginated list held in memory. In `manual` mode each request waits until the test releases
 * it, so the test decides the order answers arrive in. `answer` can be replaced to misbehave.
 */
class FakePaged implements Paged<number> {
  readonly requested: number[] = []
  readonly pending: Pending[] = []
  inFlight = 0
  maxInFlight = 0
  aborted = 0
  rowKey?: (row: number) => number
  slotted = true

  constructor(
    public rows: number[],
    readonly size: number,
    readonly manual = false,
  ) {}

  fetch(page = 1, signal?: AbortSignal, slots?: RequestSlots) {
    return this.answer(page, signal, slots)
  }

  follow(url: string, signal?: AbortSignal, slots?: RequestSlots) {
    const page = Number(new URL(url, 'http://x.test/').searchParams.get('page'))
    return this.answer(page, signal, slots)
  }

  pageOf(page: number): Page<number> {
    const pages = Math.max(1, Math.ceil(this.rows.length / this.size))
    if (page > pages) throw new AppFailure(httpError(404, { detail: 'Página inválida.' }))
    return {
      count: this.rows.length,
      next: page < pages ? pageUrl(page + 1) : null,
      previous: page > 1 ? pageUrl(page - 1) : null,
      results: this.rows.slice((page - 1) * this.size, page * this.size),
    }
  }

  /** As the HTTP layer does: a slot from sending to the body read, then the page is read. */
  private async answer(
    page: number,
    signal?: AbortSignal,
    slots?: RequestSlots,
  ): Promise<Page<number>> {
    const release = slots ? await slots.acquire(signal) : () => undefined
    this.requested.push(page)
    this.inFlight++
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight)
    try {
      if (this.manual) {
        await new Promise<void>((resolve, reject) => {
          const onAbort = () => {
            this.aborted++
            const index = this.pending.findIndex((p) => p.page === page)
            if (index >= 0) this.pending.splice(index, 1)
            reject(new AppFailure(cancelledError()))
          }
          if (signal?.aborted) return onAbort()
          signal?.addEventListener('abort', onAbort, { once: true })
          this.pending.push({
            page,
            resolve: () => {
              signal?.removeEventListener('abort', onAbort)
              resolve()
            },
          })
        })
      }
      return this.pageOf(page)
    } finally {
      this.inFlight--
      release()
    }
  }

  release(page: number): void {
    const index = this.pending.findIndex((p) => p.page === page)
    const [entry] = index >= 0 ? this.pending.splice(index, 1) : []
    if (!entry) throw new Error(`page ${page} is not waiting`)
    entry.resolve()
  }
}

/** A list whose pages the test writes by hand: `pages(n)` is page n's envelope. */
class HandPaged extends FakePaged {
  constructor(
    private readonly script: (page: number) => Page<number>,
    key?: (row: number) => number,
  ) {
    super([], 1)
    if (key) this.rowKey = key
  }
  override pageOf(page: number): Page<number> {
    return this.script(page)
  }
}

/** Lets every queued promise callback run; no timers involved. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => i + from)

async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const out: T[][] = []
  for await (const page of pages) out.push(page)
  return out
}

const byId = (row: number) => row

describe('walkPages: order, concurrency, reuse', () => {
  it('yields every page in server order even when answers arrive out of order', async () => {
    const paged = new FakePaged(range(95), 10, true)
    const walk = collect(walkPages(paged))
    await settle()
    paged.release(1)
    await settle()
    // Answer the later pages first: the output must still be in order.
    for (let round = 0; round < 20 && paged.pending.length > 0; round++) {
      const pages = paged.pending.map((p) => p.page).sort((a, b) => b - a)
      for (const page of pages) paged.release(page)
      await settle()
    }
    const pages = await walk
    expect(pages.flat()).toEqual(range(95))
    expect(pages).toHaveLength(10)
    expect(paged.maxInFlight).toBe(PAGE_CONCURRENCY)
  })

  it('never runs more than `concurrency` requests, nor holds more than twice that many pages ahead', async () => {
    const paged = new FakePaged(range(200), 10, false)
    const iterator = walkPages(paged, { concurrency: 3 })[Symbol.asyncIterator]()
    await iterator.next() // page 1
    await iterator.next() // page 2
    await settle()
    // The consumer stops here: at most 6 pages ahead of it were asked for, however long it waits.
    expect(Math.max(...paged.requested)).toBe(2 + 6)
    expect(paged.maxInFlight).toBeLessThanOrEqual(3)
    await iterator.return(undefined)
  })

  it('gives an operation that does not take slots at most `concurrency` calls at once', async () => {
    const paged = new FakePaged(range(200), 10, false)
    paged.slotted = false
    const iterator = walkPages(paged, { concurrency: 3 })[Symbol.asyncIterator]()
    await iterator.next() // page 1
    await iterator.next() // page 2
    await settle()
    expect(Math.max(...paged.requested)).toBe(2 + 3)
    await iterator.return(undefined)
  })

  it('sends the next request as soon as an answer has been received, before it is consumed', async () => {
    const paged = new FakePaged(range(100), 10, true)
    const iterator = walkPages(paged, { concurrency: 2 })[Symbol.asyncIterator]()
    const first = iterator.next()
    await settle()
    paged.release(1)
    await first
    const second = iterator.next()
    await settle()
    expect(paged.pending.map((p) => p.page)).toEqual([2, 3])
    // Pages 3 and 2 arrive: their slots go to pages 4 and 5 at once.
    paged.release(3)
    paged.release(2)
    expect((await second).value).toEqual(range(10, 11))
    await settle()
    expect(paged.pending.map((p) => p.page)).toEqual([4, 5])
    // The consumer holds page 2 and asks for nothing: pages 4 and 5 arrive, page 6 is sent, and
    // then the four pages ahead of it (3 to 6) are all it gets until it takes one.
    paged.release(4)
    paged.release(5)
    await settle()
    expect(paged.pending.map((p) => p.page)).toEqual([6])
    paged.release(6)
    await settle()
    expect(paged.requested).toEqual([1, 2, 3, 4, 5, 6])
    expect((await iterator.next()).value).toEqual(range(10, 21))
    await settle()
    expect(paged.requested).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(paged.maxInFlight).toBe(2)
    await iterator.return(undefined)
  })

  it('never runs more than PAGE_CONCURRENCY requests, whatever the caller asks (SC-PAGE-6)', async () => {
    const paged = new FakePaged(range(300), 10, true)
    const walk = collect(walkPages(paged, { concurrency: 10 }))
    await settle()
    paged.release(1)
    await settle()
    expect(paged.pending).toHaveLength(PAGE_CONCURRENCY)
    while (paged.pending.length > 0) {
      for (const { page } of [...paged.pending]) paged.release(page)
      await settle()
      expect(paged.inFlight).toBeLessThanOrEqual(PAGE_CONCURRENCY)
    }
    expect((await walk).flat()).toHaveLength(300)
    expect(paged.maxInFlight).toBe(PAGE_CONCURRENCY)
  })

  it('derives the page count from count and the first page actually received', async () => {
    // The server ignored the page size we asked for and sent 7 rows per page.
    const paged = new FakePaged(range(50), 7)
    const progress: { done: number; total: number }[] = []
    const pages = await collect(walkPages(paged, { onProgress: (p) => progress.push(p) }))
    expect(pages.flat()).toEqual(range(50))
    expect(progress[0]).toEqual({ done: 1, total: 8 })
    expect(progress.at(-1)).toEqual({ done: 8, total: 8 })
    expect([...paged.requested].sort((a, b) => a - b)).toEqual(range(8))
  })

  it('does not request page 1 again when the caller passes it', async () => {
    const paged = new FakePaged(range(25), 10)
    const first = await paged.fetch(1)
    paged.requested.length = 0
    await collect(walkPages(paged, { first }))
    expect(paged.requested.sort()).toEqual([2, 3])
  })

  it('hands back held pages from memory and requests only the next ones up to lastPage', async () => {
    const paged = new FakePaged(range(100), 10)
    paged.rowKey = byId
    const first = await paged.fetch(1)
    const held = [range(10, 11), range(10, 21)] // pages 2 and 3, from an earlier walk
    paged.requested.length = 0
    const pages = await collect(walkPages(paged, { first, held, lastPage: 5 }))
    expect(pages.flat()).toEqual(range(50))
    expect(paged.requested.sort()).toEqual([4, 5])
  })

  it('handles a single page and an empty list', async () => {
    expect(await collect(walkPages(new FakePaged(range(3), 10)))).toEqual([[1, 2, 3]])
    expect(await collect(walkPages(new FakePaged([], 10)))).toEqual([[]])
  })

  it('counts the requests of a full walk from page 1', () => {
    const page = (count: number, length: number, next: string | null): Page<number> => ({
      count,
      next,
      previous: null,
      results: range(length),
    })
    expect(requestsForAll(page(1000, 100, pageUrl(2)))).toBe(10)
    expect(requestsForAll(page(1001, 100, pageUrl(2)))).toBe(11)
    expect(requestsForAll(page(1000, 10, pageUrl(2)))).toBe(100)
    expect(requestsForAll(page(5, 5, null))).toBe(1)
    expect(requestsForAll(page(0, 0, null))).toBe(1)
    expect(requestsForAll(page(3, 3, pageUrl(2)))).toBe(2)
  })
})

describe('walkPages: normal ends', () => {
  it('stops cleanly at a 404 when rows were removed meanwhile', async () => {
    const paged = new FakePaged(range(100), 10)
    const first = await paged.fetch(1)
    paged.rows = range(45) // 5 pages now, the walk expects 10
    const progress: { done: number; total: number }[] = []
    const pages = await collect(walkPages(paged, { first, onProgress: (p) => progress.push(p) }))
    expect(pages.flat()).toEqual(range(45))
    expect(progress.at(-1)).toEqual({ done: 5, total: 5 })
  })

  it('stops at `next: null` even when count promised more pages', async () => {
    const paged = new HandPaged((page) => ({
      count: 100,
      next: page < 3 ? pageUrl(page + 1) : null,
      previous: null,
      results: range(10, page * 10 - 9),
    }))
    const pages = await collect(walkPages(paged, { concurrency: 1 }))
    expect(pages.flat()).toEqual(range(30))
    expect(Math.max(...paged.requested)).toBeLessThanOrEqual(4) // at most one page past the end
  })

  it('walks a list whose pages send no count to its last page (SC-DIALECT-11)', async () => {
    const envelope = pageSchema(z.number())
    const paged = new HandPaged(
      (page) =>
        envelope.parse({
          next: page < 5 ? pageUrl(page + 1) : null,
          results: range(10, page * 10 - 9),
        }),
      byId,
    )
    const pages = await collect(walkPages(paged))
    expect(pages.flat()).toEqual(range(50))
    expect(paged.requested).toEqual([1, 2, 3, 4, 5])
  })

  it('follows the last page’s next when rows appeared meanwhile', async () => {
    const paged = new FakePaged(range(30), 10)
    const first = await paged.fetch(1)
    paged.rows = range(40)
    const progress: { done: number; total: number }[] = []
    const pages = await collect(walkPages(paged, { first, onProgress: (p) => progress.push(p) }))
    expect(pages.flat()).toEqual(range(40))
    expect(progress[0]).toEqual({ done: 1, total: 3 })
    expect(progress.at(-1)).toEqual({ done: 4, total: 4 })
  })
})

describe('walkPages: a misbehaving server ends the walk with bad_response', () => {
  const badResponse = (reason: string, params: Record<string, string | number>) => ({
    appError: { code: 'bad_response', reason, params },
  })

  it('a page with no new rows (a server that ignores `page`), keyed or not', async () => {
    const same = (page: number): Page<number> => ({
      count: 50,
      next: pageUrl(page + 1),
      previous: null,
      results: range(10),
    })
    await expect(collect(walkPages(new HandPaged(same, byId)))).rejects.toMatchObject(
      badResponse('no_new_rows', { page: 2 }),
    )
    await expect(collect(walkPages(new HandPaged(same)))).rejects.toMatchObject(
      badResponse('no_new_rows', { page: 2 }),
    )
  })

  it('never returns the same row twice: rows shifted onto the next page are dropped', async () => {
    // Page 2 starts with the last two rows of page 1, as after two rows were deleted meanwhile.
    const shifted = new HandPaged(
      (page) => ({
        count: 28,
        next: page < 3 ? pageUrl(page + 1) : null,
        previous: null,
        results: page === 1 ? range(10) : range(10, page * 10 - 11),
      }),
      byId,
    )
    const rows = (await collect(walkPages(shifted))).flat()
    expect(rows).toEqual(range(28))
    expect(new Set(rows).size).toBe(rows.length)
  })

  it('a `next` that points back at the same page', async () => {
    const loop = new HandPaged(() => ({
      count: 2,
      next: pageUrl(1),
      previous: null,
      results: [1, 2],
    }))
    await expect(collect(walkPages(loop))).rejects.toMatchObject(
      badResponse('next_not_advancing', { page: 1, nextPage: 1 }),
    )
    expect(loop.requested).toEqual([1])
  })

  it('a `next` that repeats one already given', async () => {
    const repeat = new HandPaged(
      (page) => ({ count: 40, next: pageUrl(2), previous: null, results: range(10, page * 10) }),
      byId,
    )
    await expect(collect(walkPages(repeat, { concurrency: 1 }))).rejects.toMatchObject(
      badResponse('next_repeated', { page: 2 }),
    )
  })

  it('a `next` without a page number', async () => {
    const pageless = new HandPaged(() => ({
      count: 40,
      next: `${LIST}?cursor=abc`,
      previous: null,
      results: range(10),
    }))
    await expect(collect(walkPages(pageless))).rejects.toMatchObject(
      badResponse('next_without_page', { page: 1 }),
    )
  })

  it('more pages than ceil(count / rows-per-page) + 1', async () => {
    const endless = new HandPaged(
      (page) => ({
        count: 20,
        next: pageUrl(page + 1),
        previous: null,
        results: range(10, page * 10 - 9),
      }),
      byId,
    )
    const seen: number[][] = []
    const walk = (async () => {
      for await (const page of walkPages(endless)) seen.push(page)
    })()
    await expect(walk).rejects.toMatchObject(
      badResponse('more_pages_than_count', { count: 20, pages: 3 }),
    )
    expect(seen.flat()).toEqual(range(30))
    expect(Math.max(...endless.requested)).toBe(3)
  })

  it('a walk past the absolute page ceiling, refused before any further request', async () => {
    const huge = new HandPaged((page) => ({
      count: (MAX_WALK_PAGES + 1) * 2,
      next: pageUrl(page + 1),
      previous: null,
      results: [page * 2 - 1, page * 2],
    }))
    await expect(collect(walkPages(huge))).rejects.toMatchObject(
      badResponse('page_ceiling', { limit: MAX_WALK_PAGES, pages: MAX_WALK_PAGES + 1 }),
    )
    expect(huge.requested).toEqual([1])
  })
})

describe('walkPages: failures and cancelling', () => {
  it('propagates a failure that is not past the end', async () => {
    const paged = new FakePaged(range(60), 10)
    const failing: Paged<number> = {
      fetch: (page, signal, slots) => paged.fetch(page, signal, slots),
      follow: (url, signal, slots) =>
        url.includes('page=4')
          ? Promise.reject(new AppFailure(httpError(500, { detail: 'Error interno.' })))
          : paged.follow(url, signal, slots),
    }
    const seen: number[][] = []
    const walk = (async () => {
      for await (const page of walkPages(failing)) seen.push(page)
    })()
    await expect(walk).rejects.toMatchObject({ appError: { code: 'server' } })
    expect(seen.flat()).toEqual(range(30)) // pages 1–3, in order, then the failure
  })

  it('cancels: aborts the requests in flight and throws AppFailure cancelled', async () => {
    const paged = new FakePaged(range(100), 10, true)
    const controller = new AbortController()
    const walk = collect(walkPages(paged, { signal: controller.signal }))
    await settle()
    paged.release(1)
    await settle()
    expect(paged.pending).toHaveLength(PAGE_CONCURRENCY)
    controller.abort()
    await expect(walk).rejects.toMatchObject({ appError: { code: 'cancelled' } })
    expect(paged.aborted).toBe(PAGE_CONCURRENCY)
  })

  it('walkAll cancels the same way, page 1 included', async () => {
    const paged = new FakePaged(range(100), 10, true)
    const controller = new AbortController()
    const walk = walkAll(paged, { signal: controller.signal })
    await settle()
    expect(paged.pending.map((p) => p.page)).toEqual([1])
    controller.abort()
    await expect(walk).rejects.toMatchObject({ appError: { code: 'cancelled' } })
    expect(paged.aborted).toBe(1)
  })

  it('aborts what is in flight when the consumer stops early', async () => {
    const paged = new FakePaged(range(100), 10, true)
    const iterator = walkPages(paged)[Symbol.asyncIterator]()
    const firstPage = iterator.next()
    await settle()
    paged.release(1)
    expect((await firstPage).value).toEqual(range(10))
    await settle()
    // Asked for as page 1 was handed over, before the consumer asks again: pages 2 to 5.
    expect(paged.pending.map((p) => p.page)).toEqual([2, 3, 4, 5])
    const second = iterator.next()
    paged.release(2)
    await second // page 6 was asked for as page 2 was handed over: 3, 4, 5 and 6 are in flight
    await iterator.return(undefined)
    expect(paged.aborted).toBe(PAGE_CONCURRENCY)
    expect(paged.pending).toHaveLength(0)
  })
})

describe('walkAll', () => {
  it('returns every row once, the count of page 1 and the pages walked', async () => {
    const paged = new FakePaged(range(95), 10)
    expect(await walkAll(paged)).toEqual({ rows: range(95), count: 95, pages: 10 })
  })
})

describe('the origin rule, through the real operations', () => {
  const BASE = 'http://127.0.0.1:4999'

  /** A service over a scripted fetch: page N of a 3-page status list, its `next` on `nextHost`. */
  function service(nextHost: string) {
    const calls: { url: string; authorization: string | null }[] = []
    const fetchFn = (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString())
      calls.push({
        url: url.toString(),
        authorization: new Headers(init?.headers).get('authorization'),
      })
      const page = Number(url.searchParams.get('page'))
      const next = page < 3 ? `${nextHost}/elsewhere/?page=${page + 1}&page_size=2` : null
      const body = {
        count: 6,
        next,
        previous: null,
        results: [1, 2].map((n) => ({ id: page * 10 + n, name: `G${n}`, status: [] })),
      }
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))
    }
    const api = createApiClient({
      endpoints: () => Promise.resolve({ baseUrl: BASE, testBaseUrl: BASE }),
      credentials: () => ({ token: 'user-token-1234', expertToken: 'expert-token-5678' }),
      prefixes: () => ({ user: 'Token', expert: 'ExpertToken' }),
      log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
      fetch: fetchFn,
      wait: () => Promise.resolve(),
    })
    return { api, calls }
  }

  it.each([
    ['another host', 'https://evil.example:8443'],
    ['localhost for 127.0.0.1', 'http://localhost:4999'],
    ['an internal host name', 'http://internal.example'],
  ])('a `next` on %s: every page is asked of our URL with its query', async (_label, host) => {
    const { api, calls } = service(host)
    const all = await walkAll(api.statusGroups(2))
    expect(all.rows.map((g) => g.id)).toEqual([11, 12, 21, 22, 31, 32])
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}/api/v2/forms/status-groups-list/?page=1&page_size=2`,
      `${BASE}/api/v2/forms/status-groups-list/?page=2&page_size=2`,
      `${BASE}/api/v2/forms/status-groups-list/?page=3&page_size=2`,
    ])
    expect(calls.every((c) => c.authorization === 'ExpertToken expert-token-5678')).toBe(true)
  })

  it('`follow` cannot send anything elsewhere, whatever URL it is given', async () => {
    const { api, calls } = service(BASE)
    await api.statusGroups().follow('https://evil.example/api/v2/steal/?page=2#x')
    expect(calls.map((c) => c.url)).toEqual([`${BASE}/api/v2/forms/status-groups-list/?page=2`])
  })
})
