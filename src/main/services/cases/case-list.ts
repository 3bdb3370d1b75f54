import { type CaseFile } from '@shared/wire/case-file'
import { isAppFailure } from '@shared/errors'
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
  /**
   * With a status filter: the service applied it (`service`), answered 400 to it (`refused`) or
   * ignored it (`ignored`); in the last two the rows were filtered here. Null without one.
   */
  statusFilter: 'service' | 'refused' | 'ignored' | null
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

/** A 400: the service does not accept a filter the way it was sent. */
const isRefused = (error: unknown) => isAppFailure(error) && error.appError.code === 'validation'

type Found = { rows: CaseFile[]; complete: boolean; count: number }

/**
 * The active case files (`isActive=1`), or with `archived` the archived ones as `activeAndArchived`
 * finds them under every reading of `isActive`. The client, status group and status are checked on
 * each row as well as sent (the client has no filter of its own). The documents type `status` and
 * `sub_status` as text: the ids are sent; a service that answers 400 to them is asked again without
 * them, and one that ignores them shows rows of other statuses; either way they are filtered here,
 * and `statusFilter` says so (SC-CASE-14).
 */
export async function listCases(api: ApiClient, options: CaseListOptions): Promise<CaseListResult> {
  const byStatus = options.statusGroup !== undefined || options.status !== undefined
  const base: CaseListQuery = options.mine ? { mine: true } : {}
  const query: CaseListQuery = {
    ...base,
    ...(options.statusGroup !== undefined ? { statusGroup: options.statusGroup } : {}),
    ...(options.status !== undefined ? { status: options.status } : {}),
  }
  const whole = options.all || options.archived || options.client !== undefined
  const gather = async (asked: CaseListQuery): Promise<Found> => {
    if (!options.archived) return rowsOf(api, { ...asked, isActive: 1 }, options, whole)
    const walk = async (listQuery: CaseListQuery) =>
      (await rowsOf(api, listQuery, options, true)).rows
    const { archived } = await activeAndArchived(walk, asked)
    return { rows: archived, complete: true, count: archived.length }
  }
  const ofStatus = (row: CaseFile) =>
    (options.statusGroup === undefined || row.status_group?.id === options.statusGroup) &&
    (options.status === undefined || row.current_status?.id === options.status)
  let statusFilter: CaseListResult['statusFilter'] = byStatus ? 'service' : null
  let found: Found
  try {
    found = await gather(query)
  } catch (error) {
    if (!byStatus || !isRefused(error)) throw error
    statusFilter = 'refused'
    found = await gather(base)
  }
  if (statusFilter === 'service' && !found.rows.every(ofStatus)) statusFilter = 'ignored'
  const rows = found.rows.filter(
    (row) =>
      (!options.mine || options.mineId == null || row.expert_data.id === options.mineId) &&
      (options.client === undefined || row.client_data.id === options.client) &&
      ofStatus(row),
  )
  return { rows, complete: found.complete, serviceCount: found.count, statusFilter }
}
