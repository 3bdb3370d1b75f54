import { CACHE_TTL_MS } from '@shared/concessions'
import { isAppFailure } from '@shared/errors'
import { isGrantLink } from '@shared/grant-links'
import {
  type GrantDetails,
  type GrantEvaluationSchema,
  type GrantFile,
  type GrantNormativeSchema,
  type GrantSection,
  type GrantSectionInputSchema,
  type GrantSectionResult,
  GrantSectionContentSchema,
} from '@shared/grant-info'
import { type z } from 'zod'
import { type ApiClient, type GrantOperation } from '../api/operations'
import { type ConnectivityService } from './connectivity-service'
import { costAware } from './cost-cache'
import { type SessionCache } from './session-cache'

type Content = z.infer<typeof GrantSectionContentSchema>

/** What is kept per grant and section: the section, or that the grant is closed (details only). */
type StoredSection = { kind: 'ok'; content: Content } | { kind: 'closed' }

const OPERATION: Record<GrantSection, GrantOperation> = {
  details: 'grants.details',
  documents: 'grants.documents',
  evaluation: 'grants.evaluation',
  normative: 'grants.normative',
  related: 'grants.related',
}

/** The cache key of a grant's section, per account (the session cache scopes it). */
export const grantSectionKey = (id: number, section: GrantSection) => `grant:${id}:${section}`

/** The cache key of a grant's details asked by its slug (the command line's `grant SLUG`). */
const grantSlugKey = (slug: string) => `grant:slug:${slug.trim().toLowerCase()}:details`

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

/** The service answered 404: it does not offer the section (or does not know the grant). */
class Unavailable extends Error {}

const isNotFound = (error: unknown) => isAppFailure(error) && error.appError.status === 404

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

  /** The files' links, kept only on allowed hosts. */
  async function shown(content: Content): Promise<Content> {
    if (content.section !== 'documents' && content.section !== 'normative') return content
    const origins = await deps.ownOrigins()
    const safe = (file: GrantFile): GrantFile => ({
      ...file,
      url: file.url !== null && isGrantLink(file.url, origins) ? file.url : null,
    })
    return content.section === 'documents'
      ? {
          section: 'documents',
          data: { ...content.data, templates: content.data.templates.map(safe) },
        }
      : { section: 'normative', data: { ...content.data, files: content.data.files.map(safe) } }
  }

  async function answer(
    section: GrantSection,
    stored: StoredSection,
    fetchedAt: number,
    source: 'network' | 'cache',
    stale: boolean,
  ): Promise<GrantSectionResult> {
    if (stored.kind === 'closed') return { status: 'closed', section }
    return { status: 'ok', content: await shown(stored.content), fetchedAt, source, stale }
  }

  /** A section kept for this account (any age), or null: never a request. */
  function keptContent<S extends GrantSection>(key: string, section: S) {
    const kept = deps.cache.scope().get<StoredSection>(key)
    if (kept?.value.kind !== 'ok' || kept.value.content.section !== section) return null
    return {
      content: kept.value.content as Extract<Content, { section: S }>,
      fetchedAt: kept.fetchedAt,
    }
  }

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
    if (options.cachedOnly) return keptAnswer('details', key)
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
            return {
              kind: 'ok',
              content: GrantSectionContentSchema.parse({ section: 'details', data }),
            }
          } catch (error) {
            if (isNotFound(error)) throw new Unavailable()
            throw error
          }
        },
      })
      return answer('details', served.value, served.fetchedAt, served.source, served.stale)
    } catch (error) {
      if (error instanceof Unavailable) return { status: 'unavailable', section: 'details' }
      throw error
    }
  }

  /** What `cachedOnly` answers: the kept section at any age, or its cost when none is kept. */
  async function keptAnswer(section: GrantSection, key: string): Promise<GrantSectionResult> {
    const kept = deps.cache.scope().get<StoredSection>(key)
    if (!kept) return { status: 'not-cached', section, requests: 1 }
    const stale = now() - kept.fetchedAt >= CACHE_TTL_MS
    return answer(section, kept.value, kept.fetchedAt, 'cache', stale)
  }

  return {
    /**
     * The grant's kept detail, by its id (the vendor's opportunities carry it) or else by its slug
     * (the command line's `grant SLUG`): read from the cache at any age, never asked. Null when
     * the details are not kept (or the grant was found closed).
     */
    kept(grant: { id?: number | null; slug?: string | null }): KeptGrant | null {
      const { id } = grant
      const { slug } = grant
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

    detailsBySlug,

    async section(input: z.output<typeof GrantSectionInputSchema>): Promise<GrantSectionResult> {
      const { grant, section } = input
      if (grant.id === undefined) {
        // Only `fund-details` takes a slug; the other four need the id.
        if (section !== 'details' || grant.slug === undefined)
          return { status: 'unavailable', section }
        return detailsBySlug(grant.slug, input)
      }
      const { id } = grant
      const key = grantSectionKey(id, section)
      if (input.cachedOnly) return keptAnswer(section, key)
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
        return answer(section, served.value, served.fetchedAt, served.source, served.stale)
      } catch (error) {
        if (error instanceof Unavailable) return { status: 'unavailable', section }
        throw error
      }
    },
  }
}

export type GrantDetailService = ReturnType<typeof createGrantDetailService>
