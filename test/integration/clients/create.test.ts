import { afterEach, describe, expect, it } from 'vitest'
import {
  type ClientCreateResult,
  type ClientDetail,
  type ClientPage,
  type ClientUpdateResult,
  type OutboxEntry,
  type OutboxSummary,
} from '@shared/clients/clients'
import { DIALECTS, EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

/**
 * «Añadir cliente» from a NIF (SC-CLIENT-6): `POST clients/` with the NIF checked first, the new
 * client in the replica at once; a bad NIF is refused before anything is sent. Offline, the
 * creation waits in the outbox, the client listed at once as not sent, and is made at the next sync
 * (or refused there, kept as refused until discarded).
 */

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const created = (a: TestApp) =>
  a.demoService.control.requests.filter((r) => r.method === 'POST' && r.path === '/api/v2/clients/')

describe.each(DIALECTS)('a client added from a NIF (%s)', (dialect) => {
  it('is made on the service and shown at once', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }))
    const made = await value<ClientCreateResult>(a, 'clients.create', {
      nif: ' 12345678z ',
      business_name: 'Talleres Nuevos SL',
      email: 'hola@talleresnuevos.es',
    })
    expect(made.client).toMatchObject({
      nif: '12345678Z',
      business_name: 'Talleres Nuevos SL',
      email: 'hola@talleresnuevos.es',
    })
    expect(created(a)).toHaveLength(1)
    expect(created(a)[0]?.body).toEqual({
      nif: '12345678Z',
      business_name: 'Talleres Nuevos SL',
      email: 'hola@talleresnuevos.es',
    })
    const found = await value<ClientPage>(a, 'clients.query', { text: 'Talleres Nuevos' })
    expect(found.rows.map((row) => row.id)).toEqual([made.client.id])
    const detail = await value<ClientDetail>(a, 'clients.get', { id: made.client.id })
    expect(detail.client.nif).toBe('12345678Z')
    // Asked again, the service refuses a second client of that NIF, with its words.
    const twice = await a.services.dispatch('clients.create', { nif: '12345678Z' })
    expect(!twice.ok && twice.error.code).toBe('validation')
  })

  it('refuses a bad NIF before anything is sent, offline too', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }))
    const bad = await a.services.dispatch('clients.create', { nif: '12345678A' })
    expect(!bad.ok && bad.error.code).toBe('validation')
    await a.stopDemoService()
    const offline = await a.services.dispatch('clients.create', { nif: '12345678A' })
    expect(!offline.ok && offline.error.code).toBe('validation')
    expect(await value<OutboxEntry[]>(a, 'outbox.list')).toEqual([])
    await a.restartDemoService()
    expect(created(a)).toHaveLength(0)
  })
})

describe('a client added offline (SC-CLIENT-6)', () => {
  const pendingOf = async (a: TestApp, text: string) =>
    (await value<ClientPage>(a, 'clients.query', { text })).rows.map((row) => ({
      id: row.id,
      pending: row.pending,
    }))

  it('waits in the outbox, is listed at once as not sent, and is made at the next sync with its edits', async () => {
    const a = (app = await startSignedIn(EXPERT))
    await a.stopDemoService()
    const queued = await value<ClientCreateResult>(a, 'clients.create', {
      nif: '12345678z',
      business_name: 'Talleres Sin Red SL',
    })
    expect(queued.queued).toBe(true)
    const placeholder = queued.client.id
    expect(placeholder).toBeLessThan(0)
    expect(await pendingOf(a, 'Talleres Sin Red')).toEqual([
      { id: placeholder, pending: 'pending' },
    ])
    // Edited before it exists on the service: the edit waits behind its creation.
    const shown = await value<ClientDetail>(a, 'clients.get', { id: placeholder })
    expect(shown.client).toMatchObject({ nif: '12345678Z', business_name: 'Talleres Sin Red SL' })
    const edit = await value<ClientUpdateResult>(a, 'clients.update', {
      id: placeholder,
      patch: { notes: 'Alta pedida por teléfono' },
      base: { notes: '' },
    })
    expect(edit.status).toBe('queued')
    const entries = await value<OutboxEntry[]>(a, 'outbox.list')
    expect(entries.map((entry) => [entry.kind, entry.status, entry.clientName])).toEqual([
      ['create', 'pending', 'Talleres Sin Red SL'],
      ['client', 'pending', 'Talleres Sin Red SL'],
    ])
    expect(entries[0]?.fields).toEqual(['nif', 'business_name'])
    expect(await value<OutboxSummary>(a, 'outbox.summary')).toEqual({
      pending: 2,
      conflicts: 0,
      failed: 0,
    })

    await a.restartDemoService()
    await value(a, 'clients.sync')
    expect(created(a)).toHaveLength(1)
    const [listed] = await pendingOf(a, 'Talleres Sin Red')
    expect(listed?.pending).toBe('none')
    expect(listed?.id).toBeGreaterThan(0)
    const made = a.demoService.state.clients.get(listed?.id ?? 0)?.client
    expect(made).toMatchObject({ nif: '12345678Z', business_name: 'Talleres Sin Red SL' })
    // The edit made on the placeholder went to the client the service made.
    expect(made?.notes).toBe('Alta pedida por teléfono')
    expect(await value<OutboxSummary>(a, 'outbox.summary')).toEqual({
      pending: 0,
      conflicts: 0,
      failed: 0,
    })
  })

  it('refused by the service (the NIF is a client already), stays in the outbox as refused until discarded', async () => {
    const a = (app = await startSignedIn(EXPERT))
    const taken = (await value<ClientPage>(a, 'clients.query', { limit: 1 })).rows[0]
    if (!taken) throw new Error('sin clientes')
    await a.stopDemoService()
    const queued = await value<ClientCreateResult>(a, 'clients.create', {
      nif: taken.nif,
      business_name: 'Duplicado SL',
    })
    await a.restartDemoService()
    await value(a, 'clients.sync')
    expect(created(a)).toHaveLength(1)
    const [entry] = await value<OutboxEntry[]>(a, 'outbox.list')
    expect(entry).toMatchObject({ kind: 'create', status: 'failed', clientId: queued.client.id })
    expect(entry?.error?.code).toBe('validation')
    // The sync keeps it listed, marked refused, until the advisor decides.
    expect(await pendingOf(a, 'Duplicado')).toEqual([{ id: queued.client.id, pending: 'failed' }])

    await value(a, 'outbox.discard', { entryId: entry?.id })
    expect(await pendingOf(a, 'Duplicado')).toEqual([])
    expect(await value<OutboxEntry[]>(a, 'outbox.list')).toEqual([])
  })

  it('a request that cannot reach the service is queued as offline', async () => {
    const a = (app = await startSignedIn(EXPERT))
    a.demoService.control.failNext('reset', 3, { method: 'POST', path: /^\/api\/v2\/clients\/$/ })
    const queued = await value<ClientCreateResult>(a, 'clients.create', { nif: '87654321X' })
    expect(queued.queued).toBe(true)
    expect((await value<OutboxSummary>(a, 'outbox.summary')).pending).toBe(1)
  })
})
