import type Database from 'better-sqlite3'
import { type Loading } from './client-filter'
import { ClientsReader } from './clients-reader'
import { ClientsWriter } from './clients-writer'

export interface ClientsReplica {
  reader: ClientsReader
  writer: ClientsWriter
}

/**
 * The replica of the expert's clients in `db`: its reader, and its writer, which tells the reader
 * when what it counted changed and which accounts a first sync is loading (not shown yet).
 */
export function openClientsReplica(db: Database.Database): ClientsReplica {
  const loading: Loading = new Map()
  const reader = new ClientsReader(db, loading)
  const writer = new ClientsWriter(db, { loading, changed: () => reader.forget() })
  return { reader, writer }
}
