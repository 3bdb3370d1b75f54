import { describe, expect, it } from 'vitest'
import { type Page } from '@shared/domain/page'
import { AppFailure } from '@shared/errors'
import { cancelledError, httpError } from '../api/app-errors'
import { type Paged } from '../api/operations'
import { estimateRequests, mapPages, orderedPages } from './ordered-pages'

interface Pending {
  page: number
  resolve: () => void
}

/**
 * A paginated list held in memory. In `manual` mode each request waits until the test releases
 * it, so the test decides the order answers arrive in.
 */
class FakePaged implements Paged<number> {
  readonly requested: number[] = []
  readonly pending: Pending[] = []
  inFlight = 0
  maxInFlight = 0
  aborted = 0

  constructor(
    public rows: number[],
    readonly size: number,
    readonly manual = false,
  ) {}

  fetch(page = 1, signal?: AbortSignal) {
    return this.answer(page, signal)
  }

  follow(url: string, signal?: AbortSignal) {
    return this.answer(Number(new URL(url).searchParams.get('page')), signal)
  }

  private pageOf(page: number): Page<number> {
    const pages = Math.max(1, Math.ceil(this.rows.length / this.size))
    if (page > pages) throw new AppFailure(httpError(404, { detail: 'Página inválida.' }))
    const url = (n: number) => `https://service.test/api/v2/list/?page=${n}&requestData=%7B%7D`
    return {
      count: this.rows.length,
      next: page < pages ? url(page + 1) : null,
      previous: page > 1 ? url(page - 1) : null,
      results: this.rows.slice((page - 1) * this.size, page * this.size),
    }
  }

  private async answer(page: number, signal?: AbortSignal): Promise<Page<number>> {
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
    }
  }

  release(page: number): void {
    const index = this.pending.findIndex((p) => p.page === page)
    const [entry] = index >= 0 ? this.pending.splice(index, 1) : []
    if (!entry) throw new Error(`page ${page} is not waiting`)
    entry.resolve()
  }
}

/** Lets every queued promise callback run; no timers involved. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const out: T[][] = []
  for await (const page of pages) out.push(page)
  return out
}

describe('orderedPages', () => {
  it('yields every page in server order even when answers arrive out of order', async () => {
    const paged = new FakePaged(range(95), 10, true)
    const walk = collect(orderedPages(paged))
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
    expect(paged.maxInFlight).toBe(4)
  })

  it('never runs more than `concurrency` requests, nor buffers more pages than that', async () => {
    const paged = new FakePaged(range(200), 10, false)
    const iterator = orderedPages(paged, { concurrency: 3 })[Symbol.asyncIterator]()
    await iterator.next() // page 1
    await iterator.next() // page 2
    await settle()
    // The consumer stops here: at most 3 pages ahead of it were requested, however long it waits.
    expect(Math.max(...paged.requested)).toBeLessThanOrEqual(2 + 3)
    expect(paged.maxInFlight).toBeLessThanOrEqual(3)
    await iterator.return(undefined)
  })

  it('clamps the concurrency to 4 (G16)', async () => {
    const paged = new FakePaged(range(300), 10, true)
    const walk = collect(orderedPages(paged, { concurrency: 10 }))
    await settle()
    paged.release(1)
    await settle()
    expect(paged.pending).toHaveLength(4)
    while (paged.pending.length > 0) {
      for (const { page } of [...paged.pending]) paged.release(page)
      await settle()
    }
    expect((await walk).flat()).toHaveLength(300)
    expect(paged.maxInFlight).toBe(4)
  })

  it('derives the page count from count and the first page actually received', async () => {
    // The server ignored the page size we asked for and sent 7 rows per page.
    const paged = new FakePaged(range(50), 7)
    const progress: { done: number; total: number }[] = []
    const pages = await collect(orderedPages(paged, { onProgress: (p) => progress.push(p) }))
    expect(pages.flat()).toEqual(range(50))
    expect(progress[0]).toEqual({ done: 1, total: 8 })
    expect(progress.at(-1)).toEqual({ done: 8, total: 8 })
    expect([...paged.requested].sort((a, b) => a - b)).toEqual(range(8))
  })

  it('stops cleanly at a 404 when rows were removed meanwhile', async () => {
    const paged = new FakePaged(range(100), 10)
    const first = await paged.fetch(1)
    paged.rows = range(45) // 5 pages now, the walk expects 10
    const pages = await collect(orderedPages(paged, { first }))
    expect(pages.flat()).toEqual(range(45))
  })

  it('follows the last page’s next when rows appeared meanwhile', async () => {
    const paged = new FakePaged(range(30), 10)
    const first = await paged.fetch(1)
    paged.rows = range(52)
    const progress: { done: number; total: number }[] = []
    const pages = await collect(orderedPages(paged, { first, onProgress: (p) => progress.push(p) }))
    expect(pages.flat()).toEqual(range(52))
    expect(progress[0]).toEqual({ done: 1, total: 3 })
    expect(progress.at(-1)).toEqual({ done: 6, total: 6 })
  })

  it('does not request page 1 again when the caller passes it', async () => {
    const paged = new FakePaged(range(25), 10)
    const first = await paged.fetch(1)
    paged.requested.length = 0
    await collect(orderedPages(paged, { first }))
    expect(paged.requested.sort()).toEqual([2, 3])
  })

  it('handles a single page and an empty list', async () => {
    expect(await collect(orderedPages(new FakePaged(range(3), 10)))).toEqual([[1, 2, 3]])
    expect(await collect(orderedPages(new FakePaged([], 10)))).toEqual([[]])
  })

  it('propagates a failure that is not past the end', async () => {
    const paged = new FakePaged(range(60), 10)
    const failing: Paged<number> = {
      fetch: (page, signal) => paged.fetch(page, signal),
      follow: (url, signal) =>
        url.includes('page=4')
          ? Promise.reject(new AppFailure(httpError(500, { detail: 'Error interno.' })))
          : paged.follow(url, signal),
    }
    const seen: number[][] = []
    const walk = (async () => {
      for await (const page of orderedPages(failing)) seen.push(page)
    })()
    await expect(walk).rejects.toMatchObject({ appError: { code: 'server' } })
    expect(seen.flat()).toEqual(range(30)) // pages 1–3, in order, then the failure
  })

  it('cancels: aborts the requests in flight and throws AppFailure cancelled', async () => {
    const paged = new FakePaged(range(100), 10, true)
    const controller = new AbortController()
    const walk = collect(orderedPages(paged, { signal: controller.signal }))
    await settle()
    paged.release(1)
    await settle()
    expect(paged.pending).toHaveLength(4)
    controller.abort()
    await expect(walk).rejects.toMatchObject({ appError: { code: 'cancelled' } })
    expect(paged.aborted).toBe(4)
  })

  it('aborts what is in flight when the consumer stops early', async () => {
    const paged = new FakePaged(range(100), 10, true)
    const iterator = orderedPages(paged)[Symbol.asyncIterator]()
    const firstPage = iterator.next()
    await settle()
    paged.release(1)
    expect((await firstPage).value).toEqual(range(10))
    await settle()
    expect(paged.pending).toHaveLength(0) // nothing is requested before the consumer asks again
    const second = iterator.next()
    await settle()
    expect(paged.pending).toHaveLength(4)
    paged.release(2)
    await second // page 6 was asked for as page 2 was handed over: 3, 4, 5 and 6 are in flight
    await iterator.return(undefined)
    expect(paged.aborted).toBe(4)
    expect(paged.pending).toHaveLength(0)
  })
})

describe('mapPages', () => {
  it('transforms each page and keeps the order', async () => {
    const doubled = mapPages(orderedPages(new FakePaged(range(25), 10)), (page) =>
      page.map((n) => n * 2),
    )
    const pages: (readonly number[])[] = []
    for await (const page of doubled) pages.push(page)
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5])
    expect(pages.flat()).toEqual(range(25).map((n) => n * 2))
  })
})

describe('estimateRequests', () => {
  const page = (count: number, length: number, next: string | null): Page<number> => ({
    count,
    next,
    previous: null,
    results: range(length),
  })

  it('counts page 1 and divides by the length actually received', () => {
    expect(estimateRequests(page(1000, 100, 'https://x.test/?page=2'))).toBe(10)
    expect(estimateRequests(page(1001, 100, 'https://x.test/?page=2'))).toBe(11)
    expect(estimateRequests(page(1000, 10, 'https://x.test/?page=2'))).toBe(100)
  })

  it('is 1 for a single page or an empty one, at least 2 when there is a next page', () => {
    expect(estimateRequests(page(5, 5, null))).toBe(1)
    expect(estimateRequests(page(0, 0, null))).toBe(1)
    expect(estimateRequests(page(3, 3, 'https://x.test/?page=2'))).toBe(2)
  })
})
