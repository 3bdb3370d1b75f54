import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtOutput } from '../../../test/support/built-output'
import { DemoServiceState } from '../../demo-service/state'
import { loadRows, pagesOf } from '../base/client-row'
import { createClientPageDecoder } from './client-page-decoder'
import { decodeClientPage } from './client-pages'

const state = new DemoServiceState({ clients: 300, concessions: 0, today: '2026-05-14' })
const clients = state.clients.sorted({ field: 'id', descending: false }).map((r) => r.client)
const page = { count: clients.length, next: null, previous: null, results: clients }
const bytes = (value: unknown) =>
  new Uint8Array(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)))

// The worker runs as the app runs it: the built file (Node cannot run the TypeScript source).
const script = builtOutput('out/main/client-page-worker.js')

type DecodedPage = Awaited<ReturnType<ReturnType<typeof createClientPageDecoder>['decode']>>
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8')

/**
 * A decoded page in a form cheap to compare: each client's id and the index of its page, and each
 * page's bytes once, as text (every client shares its page's buffers: compared per client, deep
 * equality reads the same hundreds of kilobytes again for each one).
 */
function comparable(decoded: DecodedPage) {
  if (decoded.kind !== 'ok') return decoded
  const pages = pagesOf(decoded.value.results)
  return {
    ...decoded.value,
    results: decoded.value.results.map((row) => [row.id, pages.indexOf(row.page)]),
    pages: pages.map((page) => ({ ...page, rows: text(page.rows), texts: text(page.texts) })),
  }
}

describe('the clients page decoder', () => {
  it('gives, from a worker thread, the rows a sync writes, as read here', async () => {
    const decoder = createClientPageDecoder(script)
    try {
      await decoder.prepare()
      const decoded = comparable(await decoder.decode(bytes(page)))
      expect(decoded).toEqual(comparable(decodeClientPage(bytes(page))))
      expect(decoded).toEqual(
        comparable({ kind: 'ok', value: { ...page, results: loadRows(clients) } }),
      )
    } finally {
      await decoder.close()
    }
  })

  it('reads the pages that come while its thread loads here, the next ones there', async () => {
    const decoder = createClientPageDecoder(script)
    try {
      const ready = decoder.prepare()
      const early = decoder.decode(bytes(page))
      await ready
      const later = decoder.decode(bytes(page))
      for (const decoded of await Promise.all([early, later]))
        expect(comparable(decoded)).toEqual(comparable(decodeClientPage(bytes(page))))
    } finally {
      await decoder.close()
    }
    // Closed, nothing starts again: pages are read in this thread.
    await decoder.prepare()
    expect(comparable(await decoder.decode(bytes(page)))).toEqual(
      comparable(decodeClientPage(bytes(page))),
    )
  })

  it('tells a body that is not JSON from one of the wrong shape', async () => {
    const decoder = createClientPageDecoder(script)
    try {
      expect(await decoder.decode(bytes('<html>proxy</html>'))).toEqual({ kind: 'not_json' })
      const wrong = { ...page, results: [{ ...clients[0], id: 'x' }] }
      expect(await decoder.decode(bytes(wrong))).toMatchObject({
        kind: 'shape',
        field: 'results[0].id',
      })
    } finally {
      await decoder.close()
    }
  })

  it('reads here, without a worker script, and after closing', async () => {
    const inline = createClientPageDecoder()
    expect(comparable(await inline.decode(bytes(page)))).toEqual(
      comparable(decodeClientPage(bytes(page))),
    )
    const decoder = createClientPageDecoder(script)
    await decoder.close()
    expect(comparable(await decoder.decode(bytes(page)))).toEqual(
      comparable(decodeClientPage(bytes(page))),
    )
  })

  it('has the pages a failed worker held asked for again, and reads the rest here', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-page-worker-'))
    const broken = join(dir, 'broken-worker.js')
    writeFileSync(
      broken,
      "const port = require('node:worker_threads').parentPort; port.on('message', () => { throw new Error('x') }); port.postMessage({ ready: true })",
    )
    const decoder = createClientPageDecoder(broken)
    try {
      await decoder.prepare()
      expect(await decoder.decode(bytes(page))).toEqual({ kind: 'not_json' })
      expect(comparable(await decoder.decode(bytes(page)))).toEqual(
        comparable(decodeClientPage(bytes(page))),
      )
    } finally {
      await decoder.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('reads a small answer held in Node’s shared buffer pool, which is copied, not handed over', async () => {
    const small = { count: 1, next: null, previous: null, results: clients.slice(0, 1) }
    // Under 4 KiB, Buffer.from takes its bytes from the pool that every small Buffer shares.
    const pooled = Buffer.from(JSON.stringify(small))
    expect(pooled.byteLength).toBeLessThan(4096)
    const decoder = createClientPageDecoder(script)
    try {
      await decoder.prepare()
      expect(comparable(await decoder.decode(pooled))).toEqual(
        comparable(decodeClientPage(bytes(small))),
      )
      // The bytes stay where they were, for whatever else reads the pool.
      expect(JSON.parse(pooled.toString('utf8'))).toEqual(small)
    } finally {
      await decoder.close()
    }
  })
})
