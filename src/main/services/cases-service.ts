import { type StatusChoice } from '@shared/case-status-rules'
import { type CaseAction, type CaseFile } from '@shared/wire/case-file'
import { type StatusGroup } from '@shared/wire/status-group'
import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { type CaseCreation, type CaseListQuery, type ApiClient } from '../api/operations'
import { type Progress, walkAll } from '../api/page-walker'

/** Rows asked per page of `forms/`: the most the vendor serves (SC-CASE-3). */
export const CASE_PAGE_SIZE = 200

export interface CaseListOptions {
  /** Every page; without it, page 1 only, unless a filter needs them all (`archived`, `client`). */
  all: boolean
  /** Only the archived case files: every case file less the active ones (SC-CASE-4). */
  archived: boolean
  /** Only the case files of the signed-in expert (`my_workflows`). */
  mine: boolean
  /** Only this client's case files, checked here whatever the service honours. */
  client?: number
  /** Status group id (the vendor's `status`), checked here too. */
  statusGroup?: number
  /** Status id (the vendor's `sub_status`), checked here too. */
  status?: number
  signal?: AbortSignal
  onProgress?: (progress: Progress) => void
}

export interface CaseListResult {
  rows: CaseFile[]
  /** False when only page 1 was read and the service has more. */
  complete: boolean
  /** The service's count for the list it was asked for (active, or all for the archived ones). */
  serviceCount: number
}

/** What `create` did: both steps, or the case file made without its status (the second failed). */
export type CaseCreationResult =
  | {
      ok: true
      id: number
      /** Null when the case file could not be read back after its status was set. */
      identifier: string | null
      status_group: { id: number; name: string } | null
      current_status: { id: number; name: string } | null
    }
  | { ok: false; id: number; cause: unknown }

const isNotFound = (error: unknown) => isAppFailure(error) && error.appError.code === 'not_found'
const noCaseFiles = () => new AppFailure(appError('error.not_found.no_case_files', {}))

/**
 * Case files (expedientes, SC-CASE-*): the vendor's operations beyond our nine, with the expert token
 * and no credits. For the command line now, for the app's screen later.
 */
export function createCasesService(deps: {
  api: ApiClient
  /** The status catalogue (SC-STAT-1); by default every page of it, asked now. */
  statusGroups?: () => Promise<readonly StatusGroup[]>
}) {
  const { api } = deps

  /**
   * A 404 is ambiguous on `forms/{id}/` and the POSTs: a case file unknown, or a service without
   * case files. Page 1 of `forms/` tells: 404 there too means the latter.
   */
  async function explained(error: unknown, signal?: AbortSignal): Promise<never> {
    if (!isNotFound(error)) throw error
    try {
      await api.listCases({}, 1).fetch(1, signal)
    } catch (probe) {
      if (isNotFound(probe)) throw noCaseFiles()
    }
    throw error
  }

  async function rowsOf(query: CaseListQuery, options: CaseListOptions, whole: boolean) {
    const paged = api.listCases(query, CASE_PAGE_SIZE)
    let first
    try {
      first = await paged.fetch(1, options.signal)
    } catch (error) {
      throw isNotFound(error) ? noCaseFiles() : error
    }
    if (!whole) {
      return { rows: first.results, complete: first.next === null, count: first.count }
    }
    const { rows } = await walkAll(paged, {
      first,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    })
    return { rows, complete: true, count: first.count }
  }

  return {
    async catalogue(): Promise<readonly StatusGroup[]> {
      if (deps.statusGroups) return deps.statusGroups()
      return (await walkAll(api.statusGroups(100))).rows
    },

    /**
     * The active case files (`isActive=1`), or with `archived` every case file less the active ones:
     * what `isActive=0` returns is not documented, so it is never asked. The client, status group and
     * status are checked on each row as well as sent (the client has no filter of its own).
     */
    async list(options: CaseListOptions): Promise<CaseListResult> {
      const query: CaseListQuery = {
        ...(options.mine ? { mine: true } : {}),
        ...(options.statusGroup !== undefined ? { statusGroup: options.statusGroup } : {}),
        ...(options.status !== undefined ? { status: options.status } : {}),
      }
      const whole = options.all || options.archived || options.client !== undefined
      let found: { rows: CaseFile[]; complete: boolean; count: number }
      if (options.archived) {
        const every = await rowsOf(query, options, true)
        const active = await rowsOf({ ...query, active: true }, options, true)
        const activeIds = new Set(active.rows.map((row) => row.id))
        found = { ...every, rows: every.rows.filter((row) => !activeIds.has(row.id)) }
      } else {
        found = await rowsOf({ ...query, active: true }, options, whole)
      }
      const rows = found.rows.filter(
        (row) =>
          (options.client === undefined || row.client_data.id === options.client) &&
          (options.statusGroup === undefined || row.status_group?.id === options.statusGroup) &&
          (options.status === undefined || row.current_status?.id === options.status),
      )
      return { rows, complete: found.complete, serviceCount: found.count }
    },

    async get(id: number, signal?: AbortSignal): Promise<CaseFile> {
      try {
        return await api.getCase(id, signal)
      } catch (error) {
        return explained(error, signal)
      }
    },

    /**
     * Two steps (SC-CASE-1, SC-CASE-2): `POST forms/` makes the case file without a status, then
     * `forms/update-status/` gives it `target`. When the second fails, the case file exists without
     * its status: the result says so with its id, and the failure.
     */
    async create(
      body: CaseCreation,
      target: StatusChoice,
      observation?: string,
      signal?: AbortSignal,
    ): Promise<CaseCreationResult> {
      let id: number
      try {
        id = (await api.createCase(body, signal)).workflow_id
      } catch (error) {
        return explained(error, signal)
      }
      try {
        await api.setCaseStatus(
          {
            workflows: [id],
            new_status_group: target.group.id,
            new_status: target.status.id,
            ...(observation !== undefined ? { observation } : {}),
          },
          signal,
        )
      } catch (cause) {
        return { ok: false, id, cause }
      }
      try {
        const row = await api.getCase(id, signal)
        return {
          ok: true,
          id,
          identifier: row.identifier,
          status_group: row.status_group,
          current_status: row.current_status,
        }
      } catch {
        return {
          ok: true,
          id,
          identifier: null,
          status_group: target.group,
          current_status: target.status,
        }
      }
    },

    /** Sets the status of case files; the service's sentence is returned. */
    async setStatus(
      ids: number[],
      target: StatusChoice,
      observation?: string,
      signal?: AbortSignal,
    ): Promise<string> {
      try {
        const answer = await api.setCaseStatus(
          {
            workflows: ids,
            new_status_group: target.group.id,
            new_status: target.status.id,
            ...(observation !== undefined ? { observation } : {}),
          },
          signal,
        )
        return answer.response
      } catch (error) {
        return explained(error, signal)
      }
    },

    /** Archives or unarchives case files; the service's sentence is returned. */
    async apply(ids: number[], action: CaseAction, signal?: AbortSignal): Promise<string> {
      try {
        return (await api.updateCases(ids, action, signal)).response
      } catch (error) {
        return explained(error, signal)
      }
    },
  }
}

export type CasesService = ReturnType<typeof createCasesService>
