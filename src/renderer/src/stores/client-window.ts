import { type BridgeResult } from '@shared/bridge'
import { type ClientPage, type ClientQuery, type ClientRow } from '@shared/clients/clients'
import { type AppError } from '@shared/errors'
import { latestRequest } from './latest'

/** Rows main sends per request: a window a little taller than any screen. */
export const PAGE_ROWS = 100
/** Rows fetched beyond those on screen, above and below, so a scroll rarely waits. */
export const OVERSCAN_ROWS = 50
/** Pages kept; past it, those farthest from the screen go first. */
export const KEPT_PAGES = 30

/** What selects and orders the list: a query without its window. */
export type ClientListQuery = Omit<ClientQuery, 'offset' | 'limit'>
export type QueryWindow = (query: ClientQuery) => Promise<BridgeResult<ClientPage>>

export interface WindowListener {
  /** An answer of the current list is in; `first` when it replaced the previous list. */
  answered(answer: ClientPage, first: boolean): void
  failed(error: AppError): void
}

/**
 * The clients list as the screen needs it: the count, and only the pages of rows around what is
 * on screen, asked of main as the list scrolls. Each new query (a keystroke, a filter, the replica
 * changing) starts a new turn: answers of an older one are dropped whenever they arrive, so
 * the latest request wins, and the rows on screen stay until the new list's first page replaces
 * them.
 */
export class ClientWindow {
  private pages = new Map<number, readonly ClientRow[]>()
  private readonly loading = new Set<number>()
  private readonly lists = latestRequest()
  /** The turn (of `lists`) whose pages `pages` holds. */
  private shown = 0
  private query: ClientListQuery = {}
  private range = { start: 0, end: PAGE_ROWS }
  total = 0

  constructor(
    private readonly queryWindow: QueryWindow,
    private readonly listener: WindowListener,
  ) {}

  /**
   * Starts a new list: `from` is the first row the screen will show (0 after a new search, where
   * it is now when the replica changed). Resolves true once its first page is in, false if a newer
   * list (or a failure) came first.
   */
  load(query: ClientListQuery, from = this.range.start): Promise<boolean> {
    this.query = query
    const turn = this.lists.next()
    this.loading.clear()
    const start = Math.max(0, from)
    this.range = { start, end: Math.max(start + 1, this.range.end - this.range.start + start) }
    return this.fetch(Math.floor(start / PAGE_ROWS), turn)
  }

  /** Forgets every row (another account signed in): nothing is shown until the next load. */
  clear(): void {
    this.lists.drop()
    this.shown = this.lists.current()
    this.pages = new Map()
    this.loading.clear()
    this.total = 0
  }

  /** The rows on screen are `start` (inclusive) to `end` (exclusive): fetches what is missing. */
  show(start: number, end: number): void {
    this.range = { start: Math.max(0, start), end: Math.max(start, end) }
    // Until the current list's first page is in, its size (and so its pages) is unknown.
    if (this.shown !== this.lists.current()) return
    const from = Math.max(0, this.range.start - OVERSCAN_ROWS)
    const to = Math.min(this.total, this.range.end + OVERSCAN_ROWS)
    for (let page = Math.floor(from / PAGE_ROWS); page * PAGE_ROWS < to; page++) {
      if (!this.pages.has(page) && !this.loading.has(page)) {
        void this.fetch(page, this.lists.current())
      }
    }
  }

  /** The row at `index` of the current list, if its page is in. */
  rowAt(index: number): ClientRow | undefined {
    return this.pages.get(Math.floor(index / PAGE_ROWS))?.[index % PAGE_ROWS]
  }

  /** Pages held now (for tests and the heap's sake). */
  heldPages(): number[] {
    return [...this.pages.keys()].sort((a, b) => a - b)
  }

  private async fetch(page: number, turn: number): Promise<boolean> {
    this.loading.add(page)
    const result = await this.queryWindow({
      ...this.query,
      offset: page * PAGE_ROWS,
      limit: PAGE_ROWS,
    })
    if (!this.lists.isLatest(turn)) return false
    this.loading.delete(page)
    if (!result.ok) {
      this.listener.failed(result.error)
      return false
    }
    const first = this.shown !== turn
    if (first) {
      this.pages = new Map()
      this.shown = turn
    }
    this.pages.set(page, result.value.rows)
    this.total = result.value.total
    this.evict()
    this.listener.answered(result.value, first)
    this.show(this.range.start, this.range.end)
    return true
  }

  private evict(): void {
    if (this.pages.size <= KEPT_PAGES) return
    const middle = (this.range.start + this.range.end) / 2 / PAGE_ROWS
    const farthest = [...this.pages.keys()].sort(
      (a, b) => Math.abs(b - middle) - Math.abs(a - middle),
    )
    for (const page of farthest.slice(0, this.pages.size - KEPT_PAGES)) this.pages.delete(page)
  }
}
