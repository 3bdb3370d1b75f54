import { afterEach, describe, expect, it } from 'vitest'
import { type ClientCreateResult, type ClientDetail, type ClientPage } from '@shared/clients'
import { DIALECTS, EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

/**
 * «Añadir cliente» from a NIF (SC-CLIENT-6): `POST clients/` with the NIF checked first, the new
 * client in the replica at once; a bad NIF is refused before anything is sent; offline, nothing is
 * sent. Both dialects.
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

  it('refuses a bad NIF before anything is sent, and says offline that nothing was', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }))
    const bad = await a.services.dispatch('clients.create', { nif: '12345678A' })
    expect(!bad.ok && bad.error.code).toBe('validation')
    expect(created(a)).toHaveLength(0)
    await a.stopDemoService()
    const offline = await a.services.dispatch('clients.create', { nif: '12345678Z' })
    expect(!offline.ok && offline.error.code).toBe('offline')
  })
})
