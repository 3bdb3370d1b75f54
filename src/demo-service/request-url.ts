import { type FastifyRequest } from 'fastify'

function rawUrl(request: FastifyRequest): string {
  return request.raw.url ?? request.url
}

/** The path as received, without the query. */
export function pathOf(request: FastifyRequest): string {
  const url = rawUrl(request)
  const start = url.indexOf('?')
  return start === -1 ? url : url.slice(0, start)
}

/** The query, parsed once the same way for reading it and for building `next`/`previous` (SC-PAGE-2). */
export function queryOf(request: FastifyRequest): URLSearchParams {
  const url = rawUrl(request)
  const start = url.indexOf('?')
  return new URLSearchParams(start === -1 ? '' : url.slice(start + 1))
}
