import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { type ClientPage } from '@shared/clients/clients'
import { ClientIndexes } from '../../../src/main/storage/clients/clients-indexes'
import { DATABASE_FILE } from '../../../src/main/storage/database'
import { builtOutput } from '../../support/built-output'
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../support/test-app'

/**
 * A first sync as the app runs it: its text indexes written with its pages, its sort indexes built
 * after it in the worker thread (clients-index-worker.js as built). Searches and orders answer as
 * they do in an app that builds them all on its own thread.
 */
const ADMIN = 'admin@demo.grantsdesk.es'
/** The demo adviser: 115 clients. */
const ADVISER = 'asesora@demo.grantsdesk.es'
const CLIENTS_LIST = { path: /^\/api\/v2\/clients\/$/ }
const indexWorker = builtOutput('out/main/clients-index-worker.js')

const apps: TestApp[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
})

/** The built worker behind a stand-in that counts the threads started on it. */
function countedWorker(): { script: string; threads: () => number } {
  const folder = mkdtempSync(join(tmpdir(), 'gd-index-worker-'))
  const marks = join(folder, 'threads')
  const script = join(folder, 'counted-worker.mjs')
  writeFileSync(
    script,
    `import { appendFileSync } from 'node:fs'
appendFileSync(${JSON.stringify(marks)}, '+')
await import(${JSON.stringify(pathToFileURL(indexWorker).href)})
`,
  )
  return { script, threads: () => (existsSync(marks) ? readFileSync(marks, 'utf8').length : 0) }
}

async function started(
  withWorker: boolean | string,
  demo: { clients?: number } = { clients: 3000 },
): Promise<TestApp> {
  const worker = withWorker === true ? indexWorker : withWorker
  const app = await startTestApp(demo, undefined, worker ? { indexWorker: worker } : {})
  apps.push(app)
  return app
}

async function signIn(app: TestApp, email = ADMIN): Promise<void> {
  const login = await app.services.dispatch('session.login', { email, password: DEMO_PASSWORD })
  expect(login.ok).toBe(true)
}

/** The sort indexes the replica lacks, read from its file as another connection sees it. */
function missingIndexes(app: TestApp): string[] {
  const db = new Database(join(app.userDataDir, DATABASE_FILE), { readonly: true })
  try {
    return new ClientIndexes(db).missingIndexes()
  } finally {
    db.close()
  }
}

async function query(app: TestApp, args: object = {}): Promise<ClientPage> {
  const result = await app.services.dispatch('clients.query', { limit: 1000, ...args })
  if (!result.ok) throw new Error(result.error.message)
  return result.value as ClientPage
}

/** Polls `ready` until it holds, failing past a generous deadline (nothing is timed). */
async function until(ready: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`)
    await new Promise((resolve) => setImmediate(resolve))
  }
}

const SEARCHES = ['a', 'gar', 'sl', 'ma', 'b4', '28', 'ref-', 'info@', 'zz-none']

describe('a first sync whose sort indexes a worker thread builds', () => {
  it('shows every client, and every search finds what it finds without the worker', async () => {
    const counted = countedWorker()
    const [worker, here] = await Promise.all([started(counted.script), started(false)])
    await Promise.all([signIn(worker), signIn(here)])
    await Promise.all([worker.services.idle(), here.services.idle()])
    expect(counted.threads(), 'the thousands of clients are indexed in a thread').toBe(1)
    expect((await query(worker)).total).toBeGreaterThan(1000)
    for (const text of SEARCHES) {
      const found = await query(worker, { text })
      expect(
        found.rows.map((r) => r.id),
        text,
      ).toEqual((await query(here, { text })).rows.map((r) => r.id))
      expect(found.total, text).toBe((await query(here, { text })).total)
    }
    const sort = { field: 'province', direction: 'desc' }
    const sorted = await query(worker, { sort })
    expect(sorted.rows).toEqual((await query(here, { sort })).rows)
  })

  it('cancelled half-way shows nothing of it; the next one shows everything, found by search', async () => {
    const [app, here] = await Promise.all([started(true), started(false)])
    app.demoService.control.hold(CLIENTS_LIST, 1)
    await signIn(app)
    await until(
      () =>
        app.events.some((e) => e.event === 'clients.syncProgress') &&
        app.demoService.control.held > 0,
      'page 1 in and the next pages in flight',
    )
    expect((await query(app, { text: 'a' })).total).toBe(0)
    expect(await app.services.dispatch('clients.cancelSync', undefined)).toMatchObject({
      ok: true,
      value: { cancelled: true },
    })
    await app.services.idle()
    expect((await query(app)).total).toBe(0)
    app.demoService.control.release()
    expect(await app.services.dispatch('clients.sync', undefined)).toMatchObject({ ok: true })
    await signIn(here)
    await here.services.idle()
    for (const text of SEARCHES) {
      expect((await query(app, { text })).total, text).toBe((await query(here, { text })).total)
    }
  })

  it('of a few hundred clients builds them here, and a sync with every index built starts no thread', async () => {
    const counted = countedWorker()
    const app = await started(counted.script, {})
    await signIn(app, ADVISER)
    await app.services.idle()
    expect((await query(app)).total).toBe(115)
    await until(() => missingIndexes(app).length === 0, 'every sort index built')
    expect(await app.services.dispatch('clients.sync', undefined)).toMatchObject({ ok: true })
    await app.services.idle()
    expect(counted.threads()).toBe(0)
  })
})
