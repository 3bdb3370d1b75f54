import {
  type GrantSearchInputSchema,
  type GrantSearchResult,
  type GrantWithConcessions,
} from '@shared/grant-info'
import { foldText } from '@shared/text'
import { type GrantWithConcessionsWire } from '@shared/wire/grant-with-concessions'
import { type Page } from '@shared/wire/page'
import { type z } from 'zod'
import { type ApiClient } from '../../api/operations'
import { type ConnectivityService } from '../connection/connectivity-service'
import { costAware } from '../cost-cache'
import { byGrantRequests } from '../concessions/by-grant-page-size'
import { isNotOffered } from './nif-query'
import { type SessionCache } from '../session-cache'

/**
 * The page size the app asks concessions by grant with (`concessions.search`, exports, SC-PAGE-4).
 * What a grant's concessions take in requests is worked out at the size the service last used
 * instead (SC-COST-7): the vendor documents no `page_size` there.
 */
export const CONCESSIONS_BY_GRANT_PAGE_SIZE = 100

type SearchInput = z.output<typeof GrantSearchInputSchema>

function grantOf(
  row: GrantWithConcessionsWire,
  concessionRequestsOf: (count: number | null) => number | null,
): GrantWithConcessions {
  return {
    id: row.id,
    slug: row.slug,
    title: row.formatted_title,
    statusText: row.status_text,
    totalAmount: row.total_amount,
    concessionsCount: row.concessions_count,
    concessionsAmount: row.concessions_amount,
    concessionRequests: concessionRequestsOf(row.concessions_count),
  }
}

/**
 * The grant picker (`funds/concessions/`): one page of grants with published concessions whose
 * title has the words of `text`, kept 24 hours. A page past the end (404 after page 1) is an
 * empty page; a 404 on page 1 means the service does not offer the list.
 */
export function grantSearch(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  now: () => number
}) {
  const { now } = deps
  return async (input: SearchInput): Promise<GrantSearchResult> => {
    const text = input.text.trim()
    const key = `grants-search:${foldText(text).replace(/\s+/g, ' ')};page=${input.page}`
    try {
      const served = await costAware<Page<GrantWithConcessionsWire>>({
        cache: deps.cache,
        connectivity: deps.connectivity,
        key,
        refresh: false,
        now,
        fetch: () => deps.api.grantsWithConcessions(text).fetch(input.page),
      })
      const page = served.value
      return {
        status: 'ok',
        rows: page.results.map((row) =>
          grantOf(row, (count) => byGrantRequests(deps.cache, count)),
        ),
        count: page.count,
        page: input.page,
        hasMore: page.next !== null,
        fetchedAt: served.fetchedAt,
        source: served.source,
      }
    } catch (error) {
      if (!isNotOffered(error)) throw error
      if (input.page === 1) return { status: 'unavailable' }
      return {
        status: 'ok',
        rows: [],
        count: 0,
        page: input.page,
        hasMore: false,
        fetchedAt: now(),
        source: 'network',
      }
    }
  }
}
