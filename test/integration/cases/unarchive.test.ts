import { afterEach, describe, expect, it } from 'vitest'
import { type CaseChangeResult, type CaseDetail, type CasePage } from '@shared/cases/cases'
import { type OutboxEntry } from '@shared/clients/clients'
import { DIALECTS, EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

/**
 * A service that refuses `unarchive` (400), the action the vendor names «desarchivar» without
 * showing it (SC-CASE-13): said once in the app's words with the service's, kept in the outbox as
 * refused and never sent again, «Desarchivar» not offered again in this session. Both dialects.
 */

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const readings = { refuseUnarchive: true }
const caseEntries = async (a: TestApp) =>
  (await value<OutboxEntry[]>(a, 'outbox.list')).filter((e) => e.kind === 'case')
const unarchives = (a: TestApp) =>
  a.demoService.control.requests.filter(
    (r) => r.path === '/api/v2/forms/update/' && JSON.stringify(r.body).includes('unarchive'),
  )

describe.each(DIALECTS)('unarchiving refused (%s)', (dialect) => {
  it('online: said once with the service’s words, kept refused, not offered again', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, readings }))
    const archived = await value<CasePage>(a, 'cases.query', { archived: true, limit: 5 })
    expect(archived.unarchive).toBe(true)
    const [one] = archived.rows
    if (!one) throw new Error('no archived case file')
    const refused = await a.services.dispatch('cases.archive', {
      ids: [one.id],
      action: 'unarchive',
    })
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.error.reason).toBe('unarchive_refused')
    expect(refused.error.message).toContain('no acepta desarchivar expedientes')
    expect(refused.error.serverMessage).toContain('Acción no válida')
    expect(a.demoService.state.cases.get(one.id)?.archived).toBe(true)
    expect(await caseEntries(a)).toMatchObject([
      { caseId: one.id, status: 'failed', error: { reason: 'unarchive_refused' } },
    ])

    // Not offered any more, and not sent if asked.
    expect((await value<CasePage>(a, 'cases.query', { archived: true })).unarchive).toBe(false)
    expect((await value<CaseDetail>(a, 'cases.get', { id: one.id })).unarchive).toBe(false)
    const sent = unarchives(a).length
    const again = await a.services.dispatch('cases.archive', { ids: [one.id], action: 'unarchive' })
    expect(!again.ok && again.error.reason).toBe('unarchive_refused')
    await value(a, 'cases.sync')
    expect(unarchives(a)).toHaveLength(sent)
    // Archiving still works.
    const [active] = (await value<CasePage>(a, 'cases.query', { limit: 1 })).rows
    expect(
      await value<CaseChangeResult>(a, 'cases.archive', { ids: [active?.id], action: 'archive' }),
    ).toEqual({ status: 'saved', count: 1 })
  })

  it('replayed from the outbox: refused, kept, never retried', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, readings }, 1_500))
    const [one] = (await value<CasePage>(a, 'cases.query', { archived: true, limit: 1 })).rows
    if (!one) throw new Error('no archived case file')
    await a.stopDemoService()
    const queued = await value<CaseChangeResult>(a, 'cases.archive', {
      ids: [one.id],
      action: 'unarchive',
    })
    expect(queued.status).toBe('queued')
    await a.restartDemoService()
    await value(a, 'cases.sync')
    const [entry] = await caseEntries(a)
    expect(entry).toMatchObject({ status: 'failed', error: { reason: 'unarchive_refused' } })
    expect((await value<CaseDetail>(a, 'cases.get', { id: one.id })).unarchive).toBe(false)
    const sent = unarchives(a).length
    await value(a, 'cases.sync')
    expect(unarchives(a)).toHaveLength(sent)
  })
})
