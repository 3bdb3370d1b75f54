import { type Endpoints } from '@shared/settings'

export type QueryValue = string | number | undefined

/** `{base}/api/v2/{path}` with the query in a stable order; `page` is always its own parameter (G6). */
export function apiUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/api/v2/${path}`)
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url.toString()
}

/** A server-given page URL with only its `page` changed: keeps its host and every other parameter. */
export function withPage(url: string, page: number): string {
  const next = new URL(url)
  next.searchParams.set('page', String(page))
  return next.toString()
}

export type BaseKind = keyof Endpoints
