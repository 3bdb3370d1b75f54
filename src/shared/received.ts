import { z } from 'zod'

/**
 * «Ya recibida» (issue 23): the client has a concession of the grant; `date` is its latest
 * concession's (YYYY-MM-DD), null when every one is undated.
 */
export const ReceivedSchema = z.object({ date: z.string().nullable() })
export type Received = z.infer<typeof ReceivedSchema>

/** One concession as «Ya recibida» reads it: its grant by id and by slug, as far as known. */
export interface ConcessionOfGrant {
  id: number | null
  slug: string | null
  date: string | null
}

/** The later of two concession dates; an undated one only when there is no other. */
function later(known: Received | undefined, date: string | null): Received {
  if (!known || known.date === null || (date !== null && date > known.date)) return { date }
  return known
}

/** How a slug is compared: as the cache keys compare it, in lower case. */
const slugKey = (slug: string) => slug.trim().toLowerCase()

/**
 * The grants one NIF received. An opportunity is one of them by the grant's id (the vendor's
 * simulator sends it, SC-DIALECT-7) or by its slug (ours sends only the slug; a concession known
 * only by id matches by the slug `slugOfId` gives it).
 */
export class ReceivedGrants {
  private readonly byId = new Map<number, Received>()
  private readonly bySlug = new Map<string, Received>()

  constructor(
    concessions: Iterable<ConcessionOfGrant>,
    /** Whether the NIF's own concessions (a search by NIF) are among them. */
    readonly searchedByNif: boolean,
    slugOfId: ReadonlyMap<number, string> = new Map(),
  ) {
    for (const { id, slug, date } of concessions) {
      if (id !== null) this.byId.set(id, later(this.byId.get(id), date))
      const known = slug ?? (id === null ? undefined : slugOfId.get(id))
      if (known !== undefined) {
        const key = slugKey(known)
        this.bySlug.set(key, later(this.bySlug.get(key), date))
      }
    }
  }

  /** «Ya recibida» for a grant, or null when the concessions known do not include it. */
  of(grant: { id?: number | undefined; slug: string }): Received | null {
    const byId = grant.id === undefined ? undefined : this.byId.get(grant.id)
    const bySlug = this.bySlug.get(slugKey(grant.slug))
    if (!byId) return bySlug ?? null
    return bySlug ? later(byId, bySlug.date) : byId
  }
}
