import { type CaseFile } from '@shared/wire/case-file'
import { type StatusGroup } from '@shared/wire/status-group'
import { type ApiClient, type CaseListQuery } from '../../api/operations'
import { walkAll } from '../../api/page-walker'
import { activeAndArchived } from './archived-cases'
import { CASE_PAGE_SIZE, type CaseListOptions, type CaseListResult, listCases } from './case-list'
import { explainNotFound, isNotFound } from './case-not-found'
import { caseWrites } from './case-writes'

export { CASE_PAGE_SIZE } from './case-list'

/**
 * Case files (expedientes, SC-CASE-*): the vendor's operations beyond our nine, with the expert token
 * and no credits. For the command line now, for the app's screen later.
 */
export function createRemoteCases(deps: {
  api: ApiClient
  /** The status catalogue (SC-STAT-1); by default every page of it, asked now. */
  statusGroups?: () => Promise<readonly StatusGroup[]>
}) {
  const { api } = deps
  return {
    async catalogue(): Promise<readonly StatusGroup[]> {
      if (deps.statusGroups) return deps.statusGroups()
      return (await walkAll(api.statusGroups(100))).rows
    },

    /** See listCases. */
    list(options: CaseListOptions): Promise<CaseListResult> {
      return listCases(api, options)
    },

    async get(id: number, signal?: AbortSignal): Promise<CaseFile> {
      try {
        return await api.getCase(id, signal)
      } catch (error) {
        return explainNotFound(api, error, signal)
      }
    },

    /**
     * The signed-in advisor's expert id (SC-CASE-6): `experts/current/`'s; on a service without it,
     * the available expert whose e-mail is `email`; null when neither tells.
     */
    async expertId(email: string | null, signal?: AbortSignal): Promise<number | null> {
      try {
        return (await api.currentExpert(signal)).id
      } catch (error) {
        if (!isNotFound(error)) throw error
      }
      if (!email) return null
      const wanted = email.trim().toLowerCase()
      const { rows } = await walkAll(api.listExperts(100), signal ? { signal } : {})
      return rows.find((expert) => expert.email.trim().toLowerCase() === wanted)?.id ?? null
    },

    /**
     * The id of the case file named by `identifier` («EXP-2026-04282», issue 33): `forms/` asked
     * by that text, active and archived, and the row whose identifier it is; null when none.
     */
    async idOf(identifier: string, signal?: AbortSignal): Promise<number | null> {
      const wanted = identifier.trim().toUpperCase()
      const walk = async (query: CaseListQuery) =>
        (await walkAll(api.listCases(query, CASE_PAGE_SIZE), signal ? { signal } : {})).rows
      const { active, archived } = await activeAndArchived(walk, { text: wanted })
      const row = [...active, ...archived].find((r) => r.identifier.toUpperCase() === wanted)
      return row?.id ?? null
    },

    ...caseWrites(api),
  }
}

export type RemoteCases = ReturnType<typeof createRemoteCases>
