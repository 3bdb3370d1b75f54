import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ClientPage } from '@shared/clients/clients'
import { canSee } from '../../../src/demo-service/permissions'
import { EXPERTS } from '../../../src/demo-service/seed/accounts'
import { startSignedIn, type TestApp } from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

async function signedIn(email: string, options = {}): Promise<TestApp> {
  app = await startSignedIn(email, options)
  return app
}

/** Polls `ready` until it holds, failing past a generous deadline (nothing is timed). */
async function until(ready: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`)
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** The clients list of the service: the sync's pages. */
const CLIENTS_LIST = { path: /^\/api\/v2\/clients\/$/ }

/**
 * Starts a sync caught half-way (page 1 answered, the later pages held unanswered by the demo service)
 * and resolves once page 1 is in and later pages are in flight: the moment to cancel.
 */
async function syncCaughtHalfWay(a: TestApp) {
  a.demoService.control.hold(CLIENTS_LIST, 1)
  a.events.length = 0
  const sync = a.services.dispatch('clients.sync', undefined)
  await until(
    () =>
      a.events.some((e) => e.event === 'clients.syncProgress') && a.demoService.control.held > 0,
    'page 1 in and the next pages in flight',
  )
  return { sync } // wrapped: returning the promise itself would wait for the sync to end
}

/** The first thousand rows (every client, at these sizes) and the total. */
async function query(target: TestApp, args: object = {}): Promise<ClientPage> {
  const result = await target.services.dispatch('clients.query', { limit: 1000, ...args })
  if (!result.ok) throw new Error(result.error.message)
  return result.value as ClientPage
}

/** What the demo service says this expert may see (SC-AUTH-6), by id. */
function visibleIds(target: TestApp, email: string): number[] {
  const expert = EXPERTS.find((e) => e.email === email)
  if (!expert) throw new Error(`no expert ${email}`)
  return target.demoService.state.clients
    .sorted({ field: 'id', descending: false })
    .filter((record) => canSee(expert, record.client))
    .map((record) => record.client.id)
}

describe('clients sync', () => {
  it('runs after sign-in and matches the server count, with progress events', async () => {
    const a = await signedIn('asesora@demo.grantsdesk.es', { clients: 1200 })
    const page = await query(a)
    expect(page.total).toBe(visibleIds(a, 'asesora@demo.grantsdesk.es').length)
    expect(page.syncedAt).not.toBeNull()
    const progress = a.events.filter((e) => e.event === 'clients.syncProgress')
    expect(progress.length).toBeGreaterThan(1)
    expect(a.events.some((e) => e.event === 'clients.synced')).toBe(true)
    const listings = a.demoService.control.requests.filter((r) => r.path === '/api/v2/clients/')
    expect(listings.every((r) => r.url.includes('page_size=200'))).toBe(true)
  })

  it('follows the expert permission rule (SC-AUTH-6): regular, admin and the other platform', async () => {
    for (const email of [
      'asesora@demo.grantsdesk.es',
      'admin@demo.grantsdesk.es',
      'norte@demo.grantsdesk.es',
    ]) {
      const a = await signedIn(email)
      const ids = (await query(a)).rows.map((r) => r.id).sort((x, y) => x - y)
      expect(ids, email).toEqual(visibleIds(a, email))
      await a.close()
      app = null
    }
  })

  it('shows a change made on the server after the next sync', async () => {
    const a = await signedIn('asesora@demo.grantsdesk.es')
    const [first] = (await query(a)).rows
    if (!first) throw new Error('no clients')
    a.demoService.control.updateClient(first.id, {
      business_name: 'Ñandú Cooperativa Renombrada S.Coop.',
    })
    const sync = await a.services.dispatch('clients.sync', undefined)
    expect(sync).toMatchObject({ ok: true, value: { updated: 1, added: 0, removed: 0 } })
    const found = await query(a, { text: 'nandu cooperativa' })
    expect(found.rows.map((r) => r.id)).toEqual([first.id])
  })

  it('«Actualizar» on one client moves its «Actualizado el», until the next full sync', async () => {
    const a = await signedIn('asesora@demo.grantsdesk.es')
    const [first, second] = (await query(a)).rows
    if (!first || !second) throw new Error('no clients')
    const detail = async (id: number) => {
      const answer = await a.services.dispatch('clients.get', { id })
      if (!answer.ok) throw new Error(answer.error.message)
      return answer.value as { syncedAt: number | null }
    }
    const synced = (await query(a)).syncedAt
    if (synced === null) throw new Error('not synced')
    expect((await detail(first.id)).syncedAt).toBe(synced)

    // Only the clock is set: a later time for the refresh, a later one still for the next sync.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(synced + 60_000)
      const refreshed = await a.services.dispatch('clients.refresh', { id: first.id })
      expect(refreshed).toMatchObject({ ok: true, value: { syncedAt: synced + 60_000 } })
      expect((await detail(first.id)).syncedAt).toBe(synced + 60_000)
      expect((await detail(second.id)).syncedAt).toBe(synced)

      vi.setSystemTime(synced + 120_000)
      const sync = await a.services.dispatch('clients.sync', undefined)
      expect(sync).toMatchObject({ ok: true, value: { syncedAt: synced + 120_000 } })
      expect((await detail(first.id)).syncedAt).toBe(synced + 120_000)
      expect((await detail(second.id)).syncedAt).toBe(synced + 120_000)
    } finally {
      vi.useRealTimers()
    }
  })

  it('drops a client the expert no longer sees, and adds one newly shared', async () => {
    const a = await signedIn('asesora@demo.grantsdesk.es')
    const expert = EXPERTS.find((e) => e.email === 'asesora@demo.grantsdesk.es')
    const mine = (await query(a)).rows.map((r) => r.id)
    const gone = mine.find((id) => {
      const client = a.demoService.state.clients.get(id)?.client
      return client && !client.public && client.experts.includes(expert?.id ?? 0)
    })
    if (!gone) throw new Error('no private client to take away')
    a.demoService.control.setClientExperts(gone, [])
    const outsider = a.demoService.state.clients
      .sorted({ field: 'id', descending: false })
      .find((r) => expert && !canSee(expert, r.client))
    if (!outsider || !expert) throw new Error('no outsider')
    a.demoService.control.setClientExperts(outsider.client.id, [
      ...outsider.client.experts,
      expert.id,
    ])
    const sync = await a.services.dispatch('clients.sync', undefined)
    expect(sync).toMatchObject({ ok: true, value: { removed: 1, added: 1 } })
    const after = (await query(a)).rows.map((r) => r.id)
    expect(after).not.toContain(gone)
    expect(after).toContain(outsider.client.id)
  })

  it('answers from the replica while the service is down', async () => {
    const a = await signedIn('asesora@demo.grantsdesk.es')
    const before = await query(a, { sort: { field: 'nif', direction: 'desc' } })
    expect(before.total).toBeGreaterThan(0)
    await a.demoService.close()
    expect(await query(a, { sort: { field: 'nif', direction: 'desc' } })).toEqual(before)
    const detail = await a.services.dispatch('clients.get', { id: before.rows[0]?.id ?? 0 })
    expect(detail).toMatchObject({ ok: true, value: { client: { id: before.rows[0]?.id } } })
  })

  it('saves an edit whose base breaks today’s rules (an old, oddly written phone)', async () => {
    const a = await signedIn('asesora@demo.grantsdesk.es')
    const [first] = (await query(a)).rows
    if (!first) throw new Error('no clients')
    a.demoService.control.updateClient(first.id, { phone: '12' })
    await a.services.dispatch('clients.sync', undefined)
    const saved = await a.services.dispatch('clients.update', {
      id: first.id,
      patch: { phone: '+34 912 345 678' },
      base: { phone: '12' },
    })
    expect(saved).toMatchObject({ ok: true, value: { status: 'saved' } })
    expect(a.demoService.state.clients.get(first.id)?.client.phone).toBe('+34 912 345 678')
  })

  it('«Cancelar» stops a running sync, and the replica stays exactly as it was', async () => {
    const a = await signedIn('admin@demo.grantsdesk.es', { clients: 3000 })
    const before = await query(a)
    const [first] = before.rows
    if (!first) throw new Error('no clients')
    a.demoService.control.updateClient(first.id, {
      business_name: 'Renombrada Durante La Sync S.L.',
    })
    const { sync } = await syncCaughtHalfWay(a)
    // A screen opened now learns how far the sync has come from its first answer.
    const under = await query(a)
    expect(under.syncProgress).toEqual(
      a.events.filter((e) => e.event === 'clients.syncProgress').at(-1)?.payload,
    )
    expect(under.syncProgress?.done).toBeLessThan(under.syncProgress?.total ?? 0)
    expect(await a.services.dispatch('clients.cancelSync', undefined)).toEqual({
      ok: true,
      value: { cancelled: true },
    })
    expect(await sync).toMatchObject({
      ok: false,
      error: { code: 'cancelled', reason: 'sync_cancelled', params: {} },
    })
    expect(await query(a)).toEqual(before)
    expect(before.syncProgress).toBeNull()
    expect(a.events.some((e) => e.event === 'clients.synced')).toBe(false)
    expect(a.events.at(-1)).toEqual({
      event: 'clients.syncProgress',
      payload: { done: 0, total: 0 },
    })
    // Nothing left running: a new sync starts from scratch and brings the change.
    expect(await a.services.dispatch('clients.cancelSync', undefined)).toEqual({
      ok: true,
      value: { cancelled: false },
    })
    a.demoService.control.release()
    expect(await a.services.dispatch('clients.sync', undefined)).toMatchObject({
      ok: true,
      value: { updated: 1 },
    })
  })

  it('signing out stops a running sync', async () => {
    const a = await signedIn('admin@demo.grantsdesk.es', { clients: 3000 })
    const { sync } = await syncCaughtHalfWay(a)
    await a.services.dispatch('session.logout', undefined)
    expect(await sync).toMatchObject({ ok: false, error: { code: 'cancelled' } })
  })

  it('closing the app (quit) stops a running sync', async () => {
    const a = await signedIn('admin@demo.grantsdesk.es', { clients: 3000 })
    const { sync } = await syncCaughtHalfWay(a)
    await a.close()
    app = null
    expect(await sync).toMatchObject({ ok: false, error: { code: 'cancelled' } })
  })

  it('a user without expert access gets an explanation instead of a list', async () => {
    const a = await signedIn('usuario@demo.grantsdesk.es')
    expect(await a.services.dispatch('clients.sync', undefined)).toMatchObject({
      ok: false,
      error: { code: 'no_expert' },
    })
  })
})
