import { afterEach, describe, expect, it } from 'vitest'
import { type CaseChangeResult, type CaseDetail, type CaseFormOptions } from '@shared/cases/cases'
import { type OutboxEntry } from '@shared/clients/clients'
import { DIALECTS, EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

/**
 * «Asignar a…» (SC-CASE-15): `forms/expert-assign/` gives one or several case files to an expert of
 * `experts/available-experts/`, online or, offline, through the outbox. Both dialects.
 */

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const caseEntries = async (a: TestApp) =>
  (await value<OutboxEntry[]>(a, 'outbox.list')).filter((e) => e.kind === 'case')

describe.each(DIALECTS)('reassigning case files (%s)', (dialect) => {
  it('online, several at once; offline, through the outbox', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }, 1_500))
    const options = await value<CaseFormOptions>(a, 'cases.options')
    const other = options.experts.find((e) => e.id !== options.me)
    if (!other) throw new Error('no other expert')
    const { rows } = await value<{ rows: { id: number }[] }>(a, 'cases.query', { limit: 3 })
    const ids = rows.map((r) => r.id)
    expect(await value<CaseChangeResult>(a, 'cases.assign', { ids, expertId: other.id })).toEqual({
      status: 'saved',
      count: 3,
    })
    for (const id of ids) {
      expect(a.demoService.state.cases.get(id)?.expertId).toBe(other.id)
      const detail = await value<CaseDetail>(a, 'cases.get', { id })
      expect(detail.caseFile.expert_data.id).toBe(other.id)
    }

    const [first] = ids as [number]
    await a.stopDemoService()
    expect(
      await value<CaseChangeResult>(a, 'cases.assign', { ids: [first], expertId: options.me }),
    ).toEqual({ status: 'queued', count: 1 })
    expect((await caseEntries(a)).map((e) => e.status)).toEqual(['pending'])
    await a.restartDemoService()
    await value(a, 'cases.sync')
    expect(await caseEntries(a)).toEqual([])
    expect(a.demoService.state.cases.get(first)?.expertId).toBe(options.me)
  })

  it('refuses an expert not among the available ones, sending nothing', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }))
    const sent = a.demoService.control.requests.length
    const refused = await a.services.dispatch('cases.assign', { ids: [4001], expertId: 999999 })
    expect(!refused.ok && refused.error.reason).toBe('case_expert')
    expect(a.demoService.control.requests.length).toBe(sent)
  })
})
