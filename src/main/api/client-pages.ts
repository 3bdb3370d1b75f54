import { type Page } from '@shared/domain/page'
import { loadRow, type LoadRow } from '../cache/client-row'
import { type Decoded, decodeWith } from './body-decode'
import { ClientPageWireSchema } from './client-wire'

/**
 * A page of the clients list as a sync writes it: read with the list's schema (every error its
 * own), then each client's copy as JSON and its row's values (see LoadRow).
 */
export function decodeClientPage(body: Uint8Array): Decoded<Page<LoadRow>> {
  const decoded = decodeWith(ClientPageWireSchema, new TextDecoder('utf-8').decode(body))
  if (decoded.kind !== 'ok') return decoded
  const { count, next, previous, results } = decoded.value
  return { kind: 'ok', value: { count, next, previous, results: results.map((c) => loadRow(c)) } }
}
