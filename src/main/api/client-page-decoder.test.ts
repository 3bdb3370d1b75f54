import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SandboxState } from '../../sandbox/state'
import { loadRows } from '../storage/client-row'
import { createClientPageDecoder } from './client-page-decoder'
import { decodeClientPage } from './client-pages'

const ROOT = resolve(__dirname, '../../..')
const state = new SandboxState({ clients: 300, concessions: 0, today: '2026-05-14' })
const clients = state.clients.sorted({ field: 'id', descending: false }).map((r) => r.client)
const page = { count: clients.length, next: null, previous: null, results: clients }
const bytes = (value: unknown) =>
  new Uint8Array(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)))

let dir = ''
let script = ''

// The worker runs as the app runs it: a built file (Node cannot run the TypeScript source).
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gd-page-worker-'))
  script = join(dir, 'client-page-worker.js')
  await build({
    entryPoints: [join(ROOT, 'src/main/api/client-page-worker.ts')],
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    tsconfig: join(ROOT, 'tsconfig.node.json'),
    logLevel: 'silent',
  })
}, 60_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the clients page decoder', () => {
  it('gives, from a worker thread, the rows a sync writes, as read here', async () => {
    const decoder = createClientPageDecoder(script)
    try {
      const decoded = await decoder.decode(bytes(page))
      expect(decoded).toEqual(decodeClientPage(bytes(page)))
      expect(decoded).toEqual({
        kind: 'ok',
        value: { ...page, results: loadRows(clients) },
      })
    } finally {
      await decoder.close()
    }
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
    expect(await inline.decode(bytes(page))).toEqual(decodeClientPage(bytes(page)))
    const decoder = createClientPageDecoder(script)
    await decoder.close()
    expect(await decoder.decode(bytes(page))).toEqual(decodeClientPage(bytes(page)))
  })

  it('has the pages a failed worker held asked for again, and reads the rest here', async () => {
    const broken = join(dir, 'broken-worker.js')
    writeFileSync(
      broken,
      "require('node:worker_threads').parentPort.on('message', () => { throw new Error('x') })",
    )
    const decoder = createClientPageDecoder(broken)
    try {
      expect(await decoder.decode(bytes(page))).toEqual({ kind: 'not_json' })
      expect(await decoder.decode(bytes(page))).toEqual(decodeClientPage(bytes(page)))
    } finally {
      await decoder.close()
    }
  })
})
