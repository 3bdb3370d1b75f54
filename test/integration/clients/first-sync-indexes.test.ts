import { afterEach, describe, expect, it } from 'vitest'
import { type ClientPage } from '@shared/clients'
import { builtOutput } from '../../support/built-output'
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../support/test-app'

/**
 * A first sync as the app runs it: its text indexes written with its pages, its sort indexes built
 * after it in the worker thread (clients-index-worker.js as built). Searches and orders answer as
 * they do in an app that builds them all on its own thread.
 */
const ADMIN = 'admin@demo.grantsdesk.es'
const CLIENTS_LIST = { path: /^\/api\/v2\/clients\/$/ }
const indexWorker = builtOutput('out/main/clients-index-worker.js')

const apps: TestApp[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
})

async function started(withWorker: boolean): Promise<TestApp> {
  const app = await startTestApp({ clients: 3000 }, undefined, withWorker ? { indexWorker } : {})
  apps.push(app)
  return app
}

async function signIn(app: TestApp): Promise<void> {
  const login = await app.services.dispatch('session.login', {
    email: ADMIN,
    password: DEMO_PASSWORD,
  })
  expect(login.ok).toBe(true)
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
    const [worker, here] = await Promise.all([started(true), started(false)])
    await Promise.all([signIn(worker), signIn(here)])
    await Promise.all([worker.services.idle(), here.services.idle()])
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
})
