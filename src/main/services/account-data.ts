import { rm } from 'node:fs/promises'
import type Database from 'better-sqlite3'
import { appError, AppFailure } from '@shared/errors'
import { type SessionView } from '@shared/session'
import { type LocalData, type StorageMode } from '@shared/storage'
import { type CacheStore } from '../storage/answer-cache'
import { type ClientsReader } from '../storage/clients/clients-reader'
import { eraseAccount } from '../storage/erase-account'
import { type OutboxStore } from '../storage/outbox-table'
import { type Logger } from '../log/logger'
import { type SessionService } from '../session/session-service'

/**
 * Cache rows that are bookkeeping (of the clients copy, and the credit balance the header shows),
 * not answers the user asked for. They are erased with the rest all the same.
 */
const BOOKKEEPING = new Set(['clients.syncedAt', 'clients.fetchedAt', 'credits'])

function requireAccount(account: string | null): string {
  if (account) return account
  throw new AppFailure(appError('error.no_session.signed_out', {}))
}

/** What this computer keeps of the signed-in account, and «Borrar los datos de esta cuenta en este equipo». */
export function createAccountDataService(deps: {
  db: Database.Database
  cache: CacheStore
  clientsReader: ClientsReader
  outbox: OutboxStore
  account: () => string | null
  session: SessionService
  storage: StorageMode
  /** The account's folders beside the database (its e-mail drafts), removed with its rows. */
  folders?: (account: string) => string[]
  /** Resolves once the work started before the sign-out (calls, replay, sync) has ended. */
  settle: () => Promise<void>
  log: Logger
}) {
  return {
    localData(): LocalData {
      const account = requireAccount(deps.account())
      const { pending, conflicts, failed } = deps.outbox.summary(account)
      return {
        cachedAnswers: deps.cache.keys(account).filter((key) => !BOOKKEEPING.has(key)).length,
        clients: deps.clientsReader.count(account),
        unsentEdits: pending + conflicts + failed,
      }
    },

    /**
     * Signs out (which deletes the keychain entry and the remembered session), waits for what was
     * under way for the account, then deletes every row it has in the local database, and its
     * folders beside it.
     */
    async erase(): Promise<SessionView> {
      const account = requireAccount(deps.account())
      if (deps.storage !== 'writable') {
        throw new AppFailure(appError('error.storage.erase_unavailable', { mode: deps.storage }))
      }
      const view = await deps.session.logout()
      await deps.settle()
      const removed = eraseAccount(deps.db, account)
      for (const folder of deps.folders?.(account) ?? []) {
        await rm(folder, { recursive: true, force: true })
      }
      deps.log.info(`Datos locales de la cuenta borrados (${removed} filas)`)
      return view
    },
  }
}

export type AccountDataService = ReturnType<typeof createAccountDataService>
