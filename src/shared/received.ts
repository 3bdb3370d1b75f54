import { z } from 'zod'
import { foldText } from './text'

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
  /** The grant's title as the row names it, when it does. */
  title?: string | null
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
 * How a title is compared when neither id nor slug tells (SC-SIM-6): without case, accents,
 * punctuation or repeated spaces.
 */
export const titleKey = (title: string) =>
  foldText(title)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/**
 * The grants one NIF received. An opportunity is one of them by the grant's id (the vendor's
 * simulator sends it, SC-DIALECT-7) or by its slug (ours sends only the slug; a concession known
 * only by id matches by the slug `slugOfId` gives it).
 */
export class ReceivedGrants {
  private readonly byId = new Map<number, Received>()
  private readonly bySlug = new Map<string, Received>()
  private readonly byTitle = new Map<string, Received>()

  constructor(
    concessions: Iterable<ConcessionOfGrant>,
    /** Whether the NIF's own concessions (a search by NIF) are among them. */
    readonly searchedByNif: boolean,
    slugOfId: ReadonlyMap<number, string> = new Map(),
  ) {
    for (const { id, slug, title, date } of concessions) {
      if (id !== null) this.byId.set(id, later(this.byId.get(id), date))
      const named = title ? titleKey(title) : ''
      if (named !== '') this.byTitle.set(named, later(this.byTitle.get(named), date))
      const known = slug ?? (id === null ? undefined : slugOfId.get(id))
      if (known !== undefined) {
        const key = slugKey(known)
        this.bySlug.set(key, later(this.bySlug.get(key), date))
      }
    }
  }

  /**
   * «Ya recibida» for a grant, or null when the concessions known do not include it: by its id,
   * then its slug, then its normalised title (our description names a grant differently in the
   * simulator's rows and in the concessions', SC-SIM-6).
   */
  of(grant: {
    id?: number | undefined
    slug: string
    formatted_title?: string | undefined
  }): Received | null {
    const byId = grant.id === undefined ? undefined : this.byId.get(grant.id)
    const bySlug = this.bySlug.get(slugKey(grant.slug))
    if (byId) return bySlug ? later(byId, bySlug.date) : byId
    if (bySlug) return bySlug
    const title = grant.formatted_title ? titleKey(grant.formatted_title) : ''
    return title === '' ? null : (this.byTitle.get(title) ?? null)
  }
}
