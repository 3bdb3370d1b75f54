import { type CurrentExpert } from '@shared/wire/current-expert'
import { type ApiClient } from '../../api/operations'
import { type CacheStore } from '../../storage/answer-cache'
import { isNotFound } from './case-not-found'

const CURRENT_EXPERT_KEY = 'experts.current'

/** What is kept of `experts/current/`: the advisor, or that this service does not have it. */
type Kept = { kind: 'expert'; expert: CurrentExpert } | { kind: 'missing' }

/**
 * Who the signed-in advisor is as an expert (SC-CASE-6): `experts/current/` (expert token, free),
 * read after sign-in and kept per account with its `id`, `is_super_expert` and `permissions`. A 404
 * keeps that the service has none (the e-mail match stands in); any other failure keeps what was.
 */
export function createCurrentExpert(deps: { api: ApiClient; cache: CacheStore }) {
  const { api, cache } = deps
  return {
    async refresh(account: string, stillSignedIn: () => boolean): Promise<void> {
      let kept: Kept
      try {
        kept = { kind: 'expert', expert: await api.currentExpert() }
      } catch (error) {
        if (!isNotFound(error)) throw error
        kept = { kind: 'missing' }
      }
      if (stillSignedIn()) cache.set(account, CURRENT_EXPERT_KEY, kept)
    },

    /** The advisor as `experts/current/` named them; null when unknown or not offered. */
    of(account: string): CurrentExpert | null {
      const kept = cache.get<Kept>(account, CURRENT_EXPERT_KEY)?.value
      return kept?.kind === 'expert' ? kept.expert : null
    },
  }
}
