import { type CaseFile } from '@shared/wire/case-file'
import { type ApiClient, type CaseListQuery } from '../../api/operations'
import { type Progress, walkAll } from '../../api/page-walker'
import { activeAndArchived } from './archived-cases'
import { isNotFound, noCaseFiles } from './case-not-found'

/** Rows asked per page of `forms/`: the most the vendor serves (SC-CASE-3). */
export const CASE_PAGE_SIZE = 200

export interface CaseListOptions {
  /** Every page; without it, page 1 only, unless a filter needs them all (`archived`, `client`). */
  all: boolean
  /** Only the archived case files, whatever the service reads of `isActive` (SC-CASE-4). */
  archived: boolean
  /** Only the case files of the signed-in expert (`my_workflows`). */
  mine: boolean
  /**
   * The signed-in expert's id: with `mine`, each row is checked too, whatever the service makes of
   * `my_workflows` (SC-CASE-6).
   */
  mineId?: number | null
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
  /** The service's count for the list it was asked for (the archived ones: those found). */
  serviceCount: number
}

async function rowsOf(
  api: ApiClient,
  query: CaseListQuery,
  options: CaseListOptions,
  whole: boolean,
) {
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

/**
 * The active case files (`isActive=1`), or with `archived` the archived ones as `activeAndArchived`
 * finds them under every reading of `isActive`. The client, status group and status are checked on
 * each row as well as sent (the client has no filter of its own).
 */
export async function listCases(api: ApiClient, options: CaseListOptions): Promise<CaseListResult> {
  const query: CaseListQuery = {
    ...(options.mine ? { mine: true } : {}),
    ...(options.statusGroup !== undefined ? { statusGroup: options.statusGroup } : {}),
    ...(options.status !== undefined ? { status: options.status } : {}),
  }
  const whole = options.all || options.archived || options.client !== undefined
  let found: { rows: CaseFile[]; complete: boolean; count: number }
  if (options.archived) {
    const walk = async (listQuery: CaseListQuery) =>
      (await rowsOf(api, listQuery, options, true)).rows
    const { archived } = await activeAndArchived(walk, query)
    found = { rows: archived, complete: true, count: archived.length }
  } else {
    found = await rowsOf(api, { ...query, isActive: 1 }, options, whole)
  }
  const rows = found.rows.filter(
    (row) =>
      (!options.mine || options.mineId == null || row.expert_data.id === options.mineId) &&
      (options.client === undefined || row.client_data.id === options.client) &&
      (options.statusGroup === undefined || row.status_group?.id === options.statusGroup) &&
      (options.status === undefined || row.current_status?.id === options.status),
  )
  return { rows, complete: found.complete, serviceCount: found.count }
}
