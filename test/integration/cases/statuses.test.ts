import { afterEach, describe, expect, it } from 'vitest'
import {
  type CaseChangeResult,
  type CaseCreateResult,
  type CaseDetail,
  type CaseFormOptions,
  type CaseStatusOptions,
} from '@shared/cases/cases'
import { type OutboxEntry } from '@shared/clients/clients'
import { initialStatusFor } from '@shared/cases/case-status-rules'
import { type StatusGroup } from '@shared/wire/status-group'
import { BOUND_OFFSET, BOUND_TEMPLATE } from '../../../src/demo-service/seed/status-groups'
import { DIALECTS, EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

/**
 * Statuses belong to templates (SC-CASE-11): a case file created from a template starts at that
 * template's initial status and is offered its statuses only; a status the service refuses when
 * the outbox replays it is shown as refused, with the service's words, and not sent again until
 * another is chosen (SC-CASE-12). Both dialects, under the demo service's readings.
 */

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const ids = (groups: readonly StatusGroup[]) => groups.flatMap((g) => g.status.map((s) => s.id))
const statusOptions = (a: TestApp, caseIds: number[]) =>
  value<CaseStatusOptions>(a, 'cases.statusOptions', { ids: caseIds })
const caseEntries = async (a: TestApp) =>
  (await value<OutboxEntry[]>(a, 'outbox.list')).filter((e) => e.kind === 'case')

async function create(a: TestApp, templateId: number | null) {
  const options = await value<CaseFormOptions>(a, 'cases.options')
  const initial = initialStatusFor(options.catalogue, templateId)
  if (!initial) throw new Error('no initial status')
  const clientId = a.demoService.state.cases.all()[0]?.clientId ?? 0
  const made = await value<CaseCreateResult>(a, 'cases.create', {
    client: clientId,
    title: 'Expediente de plantilla',
    statusGroup: initial.group.id,
    status: initial.status.id,
    ...(templateId === null ? {} : { templateId }),
  })
  expect(made.status).toBe('created')
  return { id: made.id, initial }
}

describe.each(DIALECTS)('statuses by template (%s)', (dialect) => {
  it('shared by every template: every case file is offered them all', async () => {
    const readings = { statusTemplates: 'shared' as const }
    const a = (app = await startSignedIn(EXPERT, { dialect, readings }))
    const options = await value<CaseFormOptions>(a, 'cases.options')
    const made = await create(a, BOUND_TEMPLATE)
    expect(made.initial).toEqual(options.initial)
    expect(ids((await statusOptions(a, [made.id])).catalogue)).toEqual(ids(options.catalogue))
  })

  it('bound to a template: its initial status, its statuses only; none for another', async () => {
    const readings = { statusTemplates: 'bound' as const }
    const a = (app = await startSignedIn(EXPERT, { dialect, readings }))
    const kit = await create(a, BOUND_TEMPLATE)
    expect(kit.initial.status.id).toBe(11 + BOUND_OFFSET)
    expect(a.demoService.state.cases.get(kit.id)?.statusId).toBe(11 + BOUND_OFFSET)
    const kitOffered = ids((await statusOptions(a, [kit.id])).catalogue)
    expect(kitOffered.every((id) => id > BOUND_OFFSET)).toBe(true)

    const plain = await create(a, null)
    expect(plain.initial.status.id).toBe(11)
    const plainOffered = ids((await statusOptions(a, [plain.id])).catalogue)
    expect(plainOffered.every((id) => id < BOUND_OFFSET)).toBe(true)
    // Together: none is offered to both, and a status of the other template is never sent.
    expect((await statusOptions(a, [kit.id, plain.id])).catalogue).toEqual([])
    const sent = a.demoService.control.requests.length
    const refused = await a.services.dispatch('cases.setStatus', {
      ids: [plain.id],
      statusGroup: 2,
      status: 22 + BOUND_OFFSET,
    })
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.error.reason).toBe('case_status_template')
    expect(a.demoService.control.requests.length).toBe(sent)
  })

  it('a status the service refuses on replay is shown refused with its words, until another is chosen', async () => {
    const readings = { statusTemplates: 'bound' as const }
    const a = (app = await startSignedIn(EXPERT, { dialect, readings }, 1_500))
    // A case file made elsewhere, of no template: its template is not known here, every status is offered.
    const seeded = a.demoService.state.cases
      .all()
      .find((c) => c.templateId === null && !c.archived && c.statusId !== null)
    if (!seeded) throw new Error('no seeded case file without template')
    const offered = ids((await statusOptions(a, [seeded.id])).catalogue)
    expect(offered).toContain(22 + BOUND_OFFSET)
    await a.stopDemoService()
    const queued = await value<CaseChangeResult>(a, 'cases.setStatus', {
      ids: [seeded.id],
      statusGroup: 2,
      status: 22 + BOUND_OFFSET,
    })
    expect(queued.status).toBe('queued')
    await a.restartDemoService()
    await value(a, 'cases.sync')
    const [failed] = await caseEntries(a)
    expect(failed).toMatchObject({ caseId: seeded.id, status: 'failed' })
    const detail = await value<CaseDetail>(a, 'cases.get', { id: seeded.id })
    expect(detail.pending).toBe('failed')
    expect(detail.refused?.status.id).toBe(22 + BOUND_OFFSET)
    expect(detail.refused?.error.serverMessage).toContain('es de otra plantilla')
    expect(detail.caseFile.current_status?.id).toBe(seeded.statusId)

    // Not sent again by a later sync.
    a.demoService.control.clearRequests()
    await value(a, 'cases.sync')
    expect(a.demoService.control.requests.some((r) => r.path.includes('update-status'))).toBe(false)

    // Another status chosen: the refused one is replaced, the new one saved.
    const saved = await value<CaseChangeResult>(a, 'cases.setStatus', {
      ids: [seeded.id],
      statusGroup: 2,
      status: 22,
    })
    expect(saved).toEqual({ status: 'saved', count: 1 })
    expect(await caseEntries(a)).toEqual([])
    expect((await value<CaseDetail>(a, 'cases.get', { id: seeded.id })).refused).toBeNull()
  })
})
