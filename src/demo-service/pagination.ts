import { type FastifyRequest } from 'fastify'
import { type Page } from '@shared/wire/page'
import { detailError, TEXT } from './error-answers'
import { pathOf, queryOf } from './request-url'

export const DEFAULT_PAGE_SIZE = 10
const MAX_PAGE_SIZE = 100
export const MAX_CLIENT_PAGE_SIZE = 200

/** Rows a page is cut from: an array, or a list that makes only the rows asked for. */
export interface RowList<T> {
  readonly length: number
  slice(start: number, end: number): readonly T[]
}

/** Rows that can also be written out as JSON by range, kept from one request to the next. */
export interface RenderedList<T> extends RowList<T> {
  /** `slice(start, end)` as a JSON array. */
  json(start: number, end: number): Buffer
}

export interface PageRequest {
  page: number
  size: number
}

const invalidPage = () => detailError(404, TEXT.invalidPage)

/**
 * SC-PAGE-1: `page` from 1 (absent or empty means 1; anything else that is not a positive integer → 404);
 * `page_size` honoured up to `maxSize`, clamped above it, ignored when it is not a positive integer.
 */
export function pageRequest(query: URLSearchParams, maxSize = MAX_PAGE_SIZE): PageRequest {
  const rawPage = query.get('page') ?? ''
  let page = 1
  if (rawPage !== '') {
    if (!/^\d+$/.test(rawPage)) throw invalidPage()
    page = Number(rawPage)
    if (page < 1 || !Number.isSafeInteger(page)) throw invalidPage()
  }
  const rawSize = query.get('page_size') ?? ''
  let size = DEFAULT_PAGE_SIZE
  if (/^\d+$/.test(rawSize) && Number(rawSize) >= 1) size = Math.min(Number(rawSize), maxSize)
  return { page, size }
}

/**
 * An absolute URL of the same request with only `page` changed (SC-PAGE-2); with the reading
 * `nextKeepsQuery` off, of `page` and `page_size` alone, as the vendor's examples show (SC-PAGE-7).
 */
function pageUrl(request: FastifyRequest, page: number): string {
  const asked = queryOf(request)
  const query = request.server.readings?.nextKeepsQuery === false ? new URLSearchParams() : asked
  const size = asked.get('page_size')
  if (size !== null) query.set('page_size', size)
  query.set('page', String(page))
  return `${request.protocol}://${request.host}${pathOf(request)}?${query.toString()}`
}

/** Where page `page` of `count` rows starts, and its envelope's links; past the end → 404. */
function envelope(request: FastifyRequest, count: number, { page, size }: PageRequest) {
  const pages = Math.max(1, Math.ceil(count / size))
  if (page > pages) throw invalidPage()
  return {
    start: (page - 1) * size,
    head: {
      count,
      next: page < pages ? pageUrl(request, page + 1) : null,
      previous: page > 1 ? pageUrl(request, page - 1) : null,
    },
  }
}

/** One page of `rows` in the SC-PAGE-1 envelope; a page past the end → 404 «Página inválida.». */
export function paginate<T, R>(
  request: FastifyRequest,
  rows: RowList<T>,
  page: PageRequest,
  toRow: (row: T) => R,
): Page<R> {
  const { start, head } = envelope(request, rows.length, page)
  return { ...head, results: rows.slice(start, start + page.size).map(toRow) }
}

const RESULTS = Buffer.from(',"results":')
const CLOSE = Buffer.from('}')

/** `paginate` as the JSON text it would be sent as, its rows as `rows` has them rendered. */
export function paginatedJson<T>(
  request: FastifyRequest,
  rows: RenderedList<T>,
  page: PageRequest,
): Buffer {
  const { start, head } = envelope(request, rows.length, page)
  const opening = Buffer.from(JSON.stringify(head).slice(0, -1))
  return Buffer.concat([opening, RESULTS, rows.json(start, start + page.size), CLOSE])
}
