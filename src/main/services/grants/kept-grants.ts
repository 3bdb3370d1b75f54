import { CACHE_TTL_MS } from '@shared/concession-costs'
import {
  type GrantDetails,
  type GrantEvaluationSchema,
  type GrantNormativeSchema,
  type GrantSectionResult,
} from '@shared/grant-info'
import { type GrantSection } from '@shared/grant-section-ids'
import { type z } from 'zod'
import {
  type Content,
  grantSectionKey,
  grantSlugKey,
  sectionAnswer,
  type StoredSection,
} from './grant-sections'
import { type SessionCache } from '../session-cache'

/**
 * A grant's detail as this account keeps it (any age), with its evaluation and normative when kept
 * too: what the client dossier's «Convocatoria» sheet writes, without a request.
 */
export interface KeptGrant {
  details: GrantDetails
  evaluation: z.infer<typeof GrantEvaluationSchema> | null
  normative: z.infer<typeof GrantNormativeSchema> | null
  /** When the details were asked. */
  fetchedAt: number
}

/** What this account keeps of grants' sections, at any age: never a request. */
export function keptGrants(deps: {
  cache: SessionCache
  ownOrigins: () => Promise<readonly string[]>
  now: () => number
}) {
  /** A section kept for this account (any age), or null. */
  function keptContent<S extends GrantSection>(key: string, section: S) {
    const kept = deps.cache.scope().get<StoredSection>(key)
    if (kept?.value.kind !== 'ok' || kept.value.content.section !== section) return null
    return {
      content: kept.value.content as Extract<Content, { section: S }>,
      fetchedAt: kept.fetchedAt,
    }
  }

  return {
    /**
     * The grant's kept detail, by its id (the vendor's opportunities carry it) or else by its slug
     * (the command line's `grant SLUG`). Null when the details are not kept (or the grant was
     * found closed).
     */
    kept(grant: { id?: number | null; slug?: string | null }): KeptGrant | null {
      const { id, slug } = grant
      const details =
        (id ? keptContent(grantSectionKey(id, 'details'), 'details') : null) ??
        (slug ? keptContent(grantSlugKey(slug), 'details') : null)
      if (!details) return null
      const evaluation = id ? keptContent(grantSectionKey(id, 'evaluation'), 'evaluation') : null
      const normative = id ? keptContent(grantSectionKey(id, 'normative'), 'normative') : null
      return {
        details: details.content.data,
        evaluation: evaluation?.content.data ?? null,
        normative: normative?.content.data ?? null,
        fetchedAt: details.fetchedAt,
      }
    },

    /** What `cachedOnly` answers: the kept section at any age, or its cost when none is kept. */
    async answer(section: GrantSection, key: string): Promise<GrantSectionResult> {
      const kept = deps.cache.scope().get<StoredSection>(key)
      if (!kept) return { status: 'not-cached', section, requests: 1 }
      const stale = deps.now() - kept.fetchedAt >= CACHE_TTL_MS
      return sectionAnswer(deps.ownOrigins, section, kept.value, {
        fetchedAt: kept.fetchedAt,
        source: 'cache',
        stale,
      })
    },
  }
}
