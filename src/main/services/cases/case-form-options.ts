import { type CaseTemplate } from '@shared/cases/cases'
import { type ApiClient } from '../../api/operations'
import { MAX_FORM_CHOICES } from '../../api/answer-limits'
import { walkAll } from '../../api/page-walker'
import { type CacheStore } from '../../storage/answer-cache'

const CASE_TEMPLATES_KEY = 'cases.templates'
const CASE_EXPERTS_KEY = 'cases.experts'

export interface ExpertChoice {
  id: number
  name: string
  email: string
}

const PAGE_SIZE = 100

/**
 * The «Nuevo expediente» form's templates and experts, asked of the service and kept per account so
 * the form (and «Solo los míos») works offline.
 */
export function createCaseFormOptions(deps: { api: ApiClient; cache: CacheStore }) {
  const { api, cache } = deps

  const templates = (account: string): CaseTemplate[] =>
    cache.get<CaseTemplate[]>(account, CASE_TEMPLATES_KEY)?.value ?? []
  const experts = (account: string): ExpertChoice[] =>
    cache.get<ExpertChoice[]>(account, CASE_EXPERTS_KEY)?.value ?? []

  return {
    templates,
    experts,

    /** Asks both lists again; each is kept only when read whole. */
    async refresh(account: string, stillSignedIn: () => boolean): Promise<void> {
      const [found, people] = await Promise.all([
        walkAll(api.listTemplates(PAGE_SIZE)),
        walkAll(api.listExperts(PAGE_SIZE)),
      ])
      if (!stillSignedIn()) return
      cache.set(
        account,
        CASE_TEMPLATES_KEY,
        found.rows.slice(0, MAX_FORM_CHOICES).map((t): CaseTemplate => ({
          id: t.id,
          name: t.title,
          fundId: t.fund_data && t.fund_data.id !== 0 ? t.fund_data.id : null,
          fundTitle: t.fund_data?.title || null,
        })),
      )
      cache.set(
        account,
        CASE_EXPERTS_KEY,
        people.rows.slice(0, MAX_FORM_CHOICES).map((e): ExpertChoice => ({
          id: e.id,
          name: [e.first_name, e.last_name].filter(Boolean).join(' '),
          email: e.email,
        })),
      )
    },

    /**
     * The signed-in advisor as an expert (SC-CASE-6): the available expert with the session's e-mail,
     * or none (the user's id is not an expert's id).
     */
    me(account: string, session: { id: number; email: string } | null): number | null {
      if (!session) return null
      const email = session.email.trim().toLowerCase()
      return experts(account).find((e) => e.email.trim().toLowerCase() === email)?.id ?? null
    },
  }
}

export type CaseFormOptions = ReturnType<typeof createCaseFormOptions>
