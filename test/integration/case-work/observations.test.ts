import { afterEach, describe, expect, it } from 'vitest'
import { type CaseWork, type TimelineEntry } from '@shared/cases/case-work'
import {
  type CaseChangeResult,
  type CaseCreateResult,
  type CaseFormOptions,
  type CasePage,
} from '@shared/cases/cases'
import { EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

/**
 * The observation typed with each change of a case file is kept in its history: a change sent at
 * once, one queued offline and sent later, and the creation's.
 */
let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const history = async (a: TestApp, caseId: number) =>
  (await value<TimelineEntry[]>(a, 'caseWork.timeline', { caseId })).map((e) => [
    e.kind,
    e.status?.status.name ?? null,
    e.text,
  ])

describe('the observations of a case file’s changes (SC-CASE-19)', () => {
  it('keeps the one of a change queued offline, once, after the outbox sends it', async () => {
    const a = (app = await startSignedIn(EXPERT))
    const [row] = (await value<CasePage>(a, 'cases.query', { limit: 1 })).rows
    if (!row) throw new Error('no case files')
    const options = await value<CaseFormOptions>(a, 'cases.options')
    const [first, second] = options.catalogue
      .flatMap((g) => g.status.map((s) => ({ group: g, status: s })))
      .filter((s) => s.status.id !== row.status?.id)
    if (!first || !second) throw new Error('catalogue too small')
    const change = (to: typeof first, observation: string) =>
      value<CaseChangeResult>(a, 'cases.setStatus', {
        ids: [row.id],
        statusGroup: to.group.id,
        status: to.status.id,
        observation,
      })

    expect(await change(first, 'Presentada en sede electrónica')).toMatchObject({
      status: 'saved',
    })
    await a.stopDemoService()
    expect(await change(second, 'Requerimiento recibido por correo')).toMatchObject({
      status: 'queued',
    })
    await a.restartDemoService()
    await value(a, 'cases.sync')
    await a.services.idle()
    expect(a.demoService.state.cases.get(row.id)?.statusId).toBe(second.status.id)
    expect(await history(a, row.id)).toEqual([
      ['status_here', second.status.name, 'Requerimiento recibido por correo'],
      ['status_here', first.status.name, 'Presentada en sede electrónica'],
    ])
  })

  it('keeps the one typed when the case file was created here', async () => {
    const a = (app = await startSignedIn(EXPERT))
    const [row] = (await value<CasePage>(a, 'cases.query', { limit: 1 })).rows
    const options = await value<CaseFormOptions>(a, 'cases.options')
    if (!row || !options.initial) throw new Error('no case files or no initial status')
    const made = await value<CaseCreateResult>(a, 'cases.create', {
      client: row.clientId,
      title: 'Kit Digital segunda fase',
      statusGroup: options.initial.group.id,
      status: options.initial.status.id,
      observation: 'Abierto tras la reunión con el cliente',
    })
    expect(await history(a, made.id)).toEqual([
      ['created', options.initial.status.name, 'Abierto tras la reunión con el cliente'],
    ])
  })

  it('tells the case file’s own last change known here, which notes and deadlines are not (SC-CASE-18)', async () => {
    const a = (app = await startSignedIn(EXPERT))
    const [row] = (await value<CasePage>(a, 'cases.query', { limit: 1 })).rows
    if (!row) throw new Error('no case files')
    const lastChange = async () =>
      (await value<CaseWork>(a, 'caseWork.get', { caseId: row.id })).lastChange
    expect(await lastChange()).toBeNull()
    await value(a, 'caseWork.setFacts', { caseId: row.id, facts: { requestedAmount: 12000 } })
    const facts = await lastChange()
    expect(facts).toMatchObject({ kind: 'facts_changed', at: expect.any(Number) as number })
    await value(a, 'caseWork.addNote', { caseId: row.id, text: 'Llamar al cliente' })
    expect(await lastChange()).toEqual(facts)
  })
})
