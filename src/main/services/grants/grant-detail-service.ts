import {
  type GrantRef,
  type GrantSectionInputSchema,
  type GrantSectionResult,
  GrantSectionContentSchema,
} from '@shared/grant-info'
import { GRANT_SECTIONS, type GrantSection } from '@shared/grant-section-ids'
import { type z } from 'zod'
import { type ApiClient } from '../../api/operations'
import { type ConnectivityService } from '../connection/connectivity-service'
import { costAware } from '../cost-cache'
import {
  type Content,
  grantSectionKey,
  grantSlugKey,
  isNotFound,
  OPERATION,
  sectionAnswer,
  type StoredSection,
  Unavailable,
} from './grant-sections'
import { earlierEditions } from './grant-editions'
import { keptGrants } from './kept-grants'
import { type SessionCache } from '../session-cache'

/**
 * A grant's sections (SC-GRANT-1..5): each its own paid request, kept 24 hours per account like
 * every paid answer (SC-COST-2), served from the cache at any age offline or with `cachedOnly`. A
 * 404 to `fund-details` is told apart by `fund-related` (which knows closed grants): an answer
 * there means the grant is closed; a 404 there too, that the service lacks these operations. A 404
 * to any other section: the service lacks it. Links are kept only on allowed hosts (`isGrantLink`,
 * plus the configured service's own origin).
 */
export function createGrantDetailService(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  /** The configured service's origin, whose own links (the demo service's files) are kept. */
  ownOrigins: () => Promise<readonly string[]>
  now?: () => number
}) {
  const now = deps.now ?? Date.now

  async function fetchContent(
    section: GrantSection,
    grantId: number,
    identifier: number | string,
  ): Promise<Content | null> {
    try {
      const data = await deps.api.grantSection(OPERATION[section], identifier)
      return GrantSectionContentSchema.parse({ section, data })
    } catch (error) {
      if (!isNotFound(error)) throw error
      if (section !== 'details') throw new Unavailable()
      // Closed, or a service without these operations: `fund-related` knows closed grants.
      const related = await fetchContent('related', grantId, grantId)
      if (related === null) throw new Unavailable()
      // Paid for: kept as the related section's answer too.
      deps.cache
        .scope()
        .set(grantSectionKey(grantId, 'related'), { kind: 'ok', content: related }, now())
      return null
    }
  }

  const kept = keptGrants({ ...deps, now })
  const answer = (
    section: GrantSection,
    stored: StoredSection,
    served: { fetchedAt: number; source: 'network' | 'cache'; stale: boolean },
  ) =>
    sectionAnswer(deps.ownOrigins, section, stored, {
      fetchedAt: served.fetchedAt,
      source: served.source,
      stale: served.stale,
    })

  /** The related editions without the grant itself, in the order `previous` gives (SC-GRANT-11). */
  const withoutItself = (
    result: GrantSectionResult,
    grant: { id: number; slug?: string | undefined },
  ): GrantSectionResult => {
    if (result.status !== 'ok' || result.content.section !== 'related') return result
    const slug = grant.slug ?? kept.kept({ id: grant.id })?.details.slug ?? null
    const editions = earlierEditions(result.content.data.editions, { id: grant.id, slug })
    return { ...result, content: { section: 'related', data: { editions } } }
  }

  /** The id a grant known by its slug has, when its kept details name it (SC-GRANT-9). */
  const keptIdOf = (slug: string): number | null => kept.kept({ slug })?.details.id ?? null

  /**
   * `fund-details/{slug}/` (the command line's `grant SLUG`, a row without the grant's id): the
   * details only, kept under the slug. A 404 cannot be told apart without the id: `unavailable`.
   */
  async function detailsBySlug(
    slug: string,
    options: { refresh?: boolean; cachedOnly?: boolean } = {},
  ): Promise<GrantSectionResult> {
    const normal = slug.trim().toLowerCase()
    const key = grantSlugKey(normal)
    if (options.cachedOnly) return kept.answer('details', key)
    try {
      const served = await costAware<StoredSection>({
        cache: deps.cache,
        connectivity: deps.connectivity,
        key,
        refresh: options.refresh ?? false,
        now,
        fetch: async () => {
          try {
            const data = await deps.api.grantSection('grants.details', normal)
            const content = GrantSectionContentSchema.parse({ section: 'details', data })
            const stored: StoredSection = { kind: 'ok', content }
            // Its id named: kept under it too, for the other sections and the dossier.
            if (content.section === 'details' && content.data.id !== null) {
              deps.cache.scope().set(grantSectionKey(content.data.id, 'details'), stored, now())
            }
            return stored
          } catch (error) {
            if (isNotFound(error)) throw new Unavailable()
            throw error
          }
        },
      })
      return answer('details', served.value, served)
    } catch (error) {
      if (error instanceof Unavailable) return { status: 'unavailable', section: 'details' }
      throw error
    }
  }

  /** The sections this account keeps for the grant, at any age (a closed grant's details too). */
  function keptSections(grant: GrantRef): GrantSection[] {
    const has = (key: string) => deps.cache.scope().get<StoredSection>(key) !== null
    const bySlug = grant.slug !== undefined && has(grantSlugKey(grant.slug))
    const id = grant.id ?? (grant.slug === undefined ? null : keptIdOf(grant.slug))
    return GRANT_SECTIONS.filter(
      (section) =>
        (section === 'details' && bySlug) || (id !== null && has(grantSectionKey(id, section))),
    )
  }

  return {
    /** The grant's kept detail, never asked (see keptGrants). */
    kept: (grant: { id?: number | null; slug?: string | null }) => kept.kept(grant),

    detailsBySlug,

    keptSections,

    async section(input: z.output<typeof GrantSectionInputSchema>): Promise<GrantSectionResult> {
      const { grant, section } = input
      if (grant.id === undefined && section === 'details' && grant.slug !== undefined) {
        return detailsBySlug(grant.slug, input)
      }
      // The other four need the id: a grant known by slug has it once its details named it.
      const id = grant.id ?? (grant.slug === undefined ? null : keptIdOf(grant.slug))
      if (id === null) return { status: 'unavailable', section }
      const key = grantSectionKey(id, section)
      if (input.cachedOnly) {
        return withoutItself(await kept.answer(section, key), { id, slug: grant.slug })
      }
      // By id: every place that shows a grant knows it (`fund-details` would take the slug too).
      try {
        const served = await costAware<StoredSection>({
          cache: deps.cache,
          connectivity: deps.connectivity,
          key,
          refresh: input.refresh,
          now,
          fetch: async () => {
            const content = await fetchContent(section, id, id)
            return content === null ? { kind: 'closed' } : { kind: 'ok', content }
          },
        })
        return withoutItself(await answer(section, served.value, served), { id, slug: grant.slug })
      } catch (error) {
        if (error instanceof Unavailable) return { status: 'unavailable', section }
        throw error
      }
    },
  }
}

export type GrantDetailService = ReturnType<typeof createGrantDetailService>
