export type QueryValue = string | number | undefined

/** `{base}/api/v2/{path}` with the query in a stable order; `page` is always its own parameter (SC-PAGE-1). */
export function apiUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/api/v2/${path}`)
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url.toString()
}

/** Resolves relative `next` URLs; its host is never used for anything. */
const PLACEHOLDER_ORIGIN = 'http://next.invalid/'

/**
 * The query of a server-given page URL (`next`, absolute or relative): the only part of it the app
 * uses. Its origin and path are dropped, so the page is always asked of the configured service.
 * Null when it is not a URL at all.
 */
export function pageQuery(url: string): URLSearchParams | null {
  try {
    return new URL(url, PLACEHOLDER_ORIGIN).searchParams
  } catch {
    return null
  }
}

/** The `page` a server-given page URL names, or null when it names none (or not a whole number). */
export function pageNumberOf(url: string): number | null {
  const value = pageQuery(url)?.get('page')
  if (!value || !/^\d{1,15}$/.test(value)) return null
  return Number(value)
}

/** A server-given page URL's query with only `page` changed, as `?…`: what `Paged.follow` takes. */
export function withPage(url: string, page: number): string {
  const query = new URLSearchParams(pageQuery(url) ?? undefined)
  query.set('page', String(page))
  return `?${query.toString()}`
}

/**
 * `own` (page 1's URL: our base URL, our path, page 1's query) with the query of `next`: the origin
 * rule of every page walk (SC-PAGE-2). A `next` that lacks a parameter page 1 had (the vendor's
 * examples drop the filters, SC-PAGE-7) is page 1's own query with only `page` changed, so a
 * filtered list stays filtered to its end.
 */
export function onOwnUrl(own: string, next: string): string | null {
  const query = pageQuery(next)
  if (!query) return null
  const url = new URL(own)
  const first = url.searchParams
  const dropped = [...first.keys()].some((key) => key !== 'page' && !query.has(key))
  if (dropped) {
    const page = query.get('page')
    const kept = new URLSearchParams(first)
    if (page === null) kept.delete('page')
    else kept.set('page', page)
    url.search = kept.toString()
  } else {
    url.search = query.toString()
  }
  return url.toString()
}
