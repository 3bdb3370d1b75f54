import { parentPort } from 'node:worker_threads'
import { pagesOf } from '../base/client-row'
import { decodeClientPage } from './client-pages'

/**
 * The worker thread that reads the clients sync's pages (built as out/main/client-page-worker.js):
 * parsing, checking and deriving rows happen here, so the main thread only writes them.
 */
const port = parentPort
port?.on('message', (message: { id: number; body: Uint8Array }) => {
  const decoded = decodeClientPage(message.body)
  // The rows' and copies' bytes are handed over, not copied.
  const pages = decoded.kind === 'ok' ? pagesOf(decoded.value.results) : []
  const bytes = pages.flatMap((page) => [page.rows.buffer, page.texts.buffer])
  port.postMessage({ id: message.id, decoded }, bytes)
})
// Its code is loaded: from now on the pages come here.
port?.postMessage({ ready: true })
