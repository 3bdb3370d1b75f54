import { type ConcessionQuery } from './concessions'

/** A grant as SC-CONC-2 selects it: by its numeric id (`fund_id`) or by its slug (`fund_slug`). */
export type GrantRef = { kind: 'id'; id: number } | { kind: 'slug'; slug: string }

export type GrantRefParse =
  { ok: true; ref: GrantRef } | { ok: false; reason: 'grant_ref_empty' | 'grant_ref_invalid' }

/** The slug's longest accepted form, as ConcessionQuerySchema bounds it. */
export const MAX_SLUG_LENGTH = 300

const DIGITS = /^\d+$/
/** Words of letters and digits joined by hyphens or underscores: «kit-digital-2026». */
const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/i

/** The last segment of a pasted address: «https://…/ayudas/kit-digital-2026/?x=1» → «kit-digital-2026». */
function lastSegment(text: string): string | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const segments = url.pathname.split('/').filter(Boolean)
  const last = segments.at(-1)
  if (last === undefined) return null
  try {
    return decodeURIComponent(last)
  } catch {
    return null
  }
}

function parseBare(text: string): GrantRef | null {
  if (DIGITS.test(text)) {
    const id = Number(text)
    return Number.isSafeInteger(id) && id > 0 ? { kind: 'id', id } : null
  }
  if (text.length <= MAX_SLUG_LENGTH && SLUG.test(text)) {
    return { kind: 'slug', slug: text.toLowerCase() }
  }
  return null
}

/**
 * «Por convocatoria» takes one text and works out which it is: digits are the grant's id, words
 * joined by hyphens its slug (compared in lower case, as the cache key does). A pasted address of
 * the grant counts by its last segment.
 */
export function parseGrantRef(raw: string): GrantRefParse {
  const text = raw.trim()
  if (text === '') return { ok: false, reason: 'grant_ref_empty' }
  const bare = parseBare(text)
  if (bare) return { ok: true, ref: bare }
  const segment = lastSegment(text)
  const fromUrl = segment === null ? null : parseBare(segment)
  return fromUrl ? { ok: true, ref: fromUrl } : { ok: false, reason: 'grant_ref_invalid' }
}

export function grantQueryOf(ref: GrantRef): ConcessionQuery {
  return ref.kind === 'id'
    ? { kind: 'grant-id', fundId: ref.id }
    : { kind: 'grant-slug', fundSlug: ref.slug }
}

/** The grant a search by grant names, as the form shows it back. */
export function grantRefOf(query: ConcessionQuery): GrantRef | null {
  switch (query.kind) {
    case 'grant-id':
      return query.fundId > 0 ? { kind: 'id', id: query.fundId } : null
    case 'grant-slug':
      return { kind: 'slug', slug: query.fundSlug }
    case 'nif':
      return null
  }
}
