import type Database from 'better-sqlite3'
import { type StorageMode } from '@shared/storage'
import { type Logger } from '../../log/logger'
import { CacheStore } from '../../storage/answer-cache'
import { MinimisGroupsStore } from '../../storage/minimis-groups-table'
import { createBdnsClient } from './bdns-client'
import { createBdnsStore, PUBLIC_BDNS_ACCOUNT } from './bdns-kept'
import { createBdnsService } from './bdns-service'
import { createMinimisGroupsService } from './minimis-groups'

/**
 * The official registry's services over one database, for the app and the command line: the
 * client (paced, retried), its answers kept a day per account (or, signed out, under the public
 * key), and the account's «empresa única» groups.
 */
export function createBdnsFeature(deps: {
  db: Database.Database
  account: () => string | null
  baseUrl: () => string | Promise<string>
  log: Logger
  /** How the database was opened (groups are written only to a file that keeps them). */
  storage: StorageMode
  fetch?: typeof fetch
}) {
  const client = createBdnsClient({
    baseUrl: deps.baseUrl,
    log: deps.log,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  })
  const bdns = createBdnsService(client, createBdnsStore(new CacheStore(deps.db), deps.account))
  const groups = createMinimisGroupsService(
    new MinimisGroupsStore(deps.db),
    () => deps.account() ?? PUBLIC_BDNS_ACCOUNT,
    Date.now,
    () => deps.storage,
  )
  return { bdns, groups }
}

export type BdnsFeature = ReturnType<typeof createBdnsFeature>
