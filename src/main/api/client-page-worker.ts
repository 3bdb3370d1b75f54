import { parentPort } from 'node:worker_threads'
import { pagesOf } from '../storage/client-row'
import { decodeClientPage } from './client-pages'

/**
 * The worker thread that reads the clients sync's pages (built as out/main/client-page-worker.js):
 * parsing, checking and deriving rows happen here, so the main thread only writes them.
 */
const port = parentPort
port?.on('message', (message: { id: number; body: Uint8Array }) => {
  const decoded = decodeClientPage(message.body)
  // The copies' bytes are handed over, not copied.
  const texts =
    decoded.kind === 'ok' ? pagesOf(decoded.value.results).map((p) => p.texts.buffer) : []
  port.postMessage({ id: message.id, decoded }, texts)
})
