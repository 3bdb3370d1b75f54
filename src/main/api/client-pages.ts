import { type Page } from '@shared/wire/page'
import { type LoadRow, loadRows } from '../base/client-row'
import { type Decoded, decodeWith } from './body-decode'
import { ClientPageWireSchema } from './client-wire'

/**
 * A page of the clients list as a sync writes it: read with the list's schema (every error its
 * own), then its clients' values and copies as SQLite reads them (see PageRows).
 */
export function decodeClientPage(body: Uint8Array): Decoded<Page<LoadRow>> {
  const decoded = decodeWith(ClientPageWireSchema, new TextDecoder('utf-8').decode(body))
  if (decoded.kind !== 'ok') return decoded
  const { count, next, previous, results } = decoded.value
  return { kind: 'ok', value: { count, next, previous, results: loadRows(results) } }
}
