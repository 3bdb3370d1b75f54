import { parentPort } from 'node:worker_threads'
import { decodeClientPage } from './client-pages'

/**
 * The worker thread that reads the clients sync's pages (built as out/main/client-page-worker.js):
 * parsing, checking and deriving rows happen here, so the main thread only writes them.
 */
const port = parentPort
port?.on('message', (message: { id: number; body: Uint8Array }) => {
  port.postMessage({ id: message.id, decoded: decodeClientPage(message.body) })
})
