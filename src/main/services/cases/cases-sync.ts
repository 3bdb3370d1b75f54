import { type CaseAvailability, type CaseSyncResult } from '@shared/cases/cases'
import { type CaseFile } from '@shared/wire/case-file'
import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { type ApiClient, type CaseListQuery } from '../../api/operations'
import { walkAll } from '../../api/page-walker'
import { type CacheStore } from '../../storage/answer-cache'
import { type Logger } from '../../log/logger'
import { type Emit } from '../../bridge/events'
import { activeAndArchived } from './archived-cases'
import { type CaseReplica } from './case-overlay'
import { CASE_PAGE_SIZE } from './remote-cases'

const CASES_AVAILABILITY_KEY = 'cases.availability'
const CASES_SYNCED_AT_KEY = 'cases.syncedAt'

const isNotFound = (error: unknown) => isAppFailure(error) && error.appError.code === 'not_found'
const signedOutMeanwhile = () => new AppFailure(appError('error.no_session.signed_out', {}))

/** Page 1 of a list of `forms/` answered 404: the service has no case files (SC-CASE-5). */
class NoCaseFiles extends Error {}

/** Every case file of one list of `forms/`. */
async function listed(api: ApiClient, query: CaseListQuery): Promise<CaseFile[]> {
  const paged = api.listCases(query, CASE_PAGE_SIZE)
  let first
  try {
    first = await paged.fetch(1)
  } catch (error) {
    if (isNotFound(error)) throw new NoCaseFiles()
    throw error
  }
  return (await walkAll(paged, { first })).rows
}

/** The active and archived case files, or null when the service has none (SC-CASE-5). */
async function bothLists(api: ApiClient) {
  try {
    return await activeAndArchived((query) => listed(api, query), {})
  } catch (error) {
    if (error instanceof NoCaseFiles) return null
    throw error
  }
}

/**
 * The case files' replica (ARCH-FLOW-8): every page of the active ones (`isActive=1`) and of the
 * archived ones, found under every reading of `isActive` (SC-CASE-4). Written in one transaction,
 * and only for the account still signed in.
 */
export function createCasesSync(deps: {
  api: ApiClient
  replica: CaseReplica
  cache: CacheStore
  account: () => string | null
  emit: Emit
  log: Logger
  /** After a sync that found case files: the form's templates and experts are kept too. */
  afterSync?: (account: string) => Promise<void>
}) {
  const { api, replica, cache, emit, log } = deps
  let running: Promise<CaseSyncResult> | null = null

  const availability = (account: string): CaseAvailability =>
    cache.get<CaseAvailability>(account, CASES_AVAILABILITY_KEY)?.value ?? 'unknown'
  const syncedAt = (account: string): number | null =>
    cache.get<number>(account, CASES_SYNCED_AT_KEY)?.value ?? null

  async function run(account: string): Promise<CaseSyncResult> {
    const lists = await bothLists(api)
    if (deps.account() !== account) throw signedOutMeanwhile()
    if (lists === null) {
      replica.store.clear(account)
      cache.set(account, CASES_AVAILABILITY_KEY, 'no')
      log.info('Este servicio no ofrece expedientes (forms/ responde 404)')
      return { availability: 'no', count: 0, syncedAt: syncedAt(account) }
    }
    const activeIds = new Set(lists.active.map((row) => row.id))
    const byId = new Map<number, CaseFile>()
    for (const row of [...lists.archived, ...lists.active]) byId.set(row.id, row)
    const at = Date.now()
    replica.replaceAll(
      account,
      [...byId.values()].map((server) => ({ server, active: activeIds.has(server.id) })),
    )
    cache.set(account, CASES_AVAILABILITY_KEY, 'yes')
    cache.set(account, CASES_SYNCED_AT_KEY, at)
    log.info(`Expedientes sincronizados: ${byId.size} (${activeIds.size} activos)`)
    if (deps.afterSync) {
      await deps.afterSync(account).catch((error: unknown) => {
        log.info('Plantillas y gestores de expediente no actualizados', error)
      })
    }
    return { availability: 'yes', count: byId.size, syncedAt: at }
  }

  return {
    availability,
    syncedAt,
    syncing: () => running !== null,

    /** One sync at a time: a second call while one runs gets that one's result. */
    sync(): Promise<CaseSyncResult> {
      const account = deps.account()
      if (!account) return Promise.reject(signedOutMeanwhile())
      running ??= run(account)
        .then((result) => {
          emit('cases.changed', { ids: [] })
          return result
        })
        .finally(() => {
          running = null
        })
      return running
    },

    idle(): Promise<void> {
      return running
        ? running.then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve()
    },
  }
}

export type CasesSync = ReturnType<typeof createCasesSync>
