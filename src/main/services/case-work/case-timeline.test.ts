import { describe, expect, it } from 'vitest'
import { caseWorkHarness } from '../../../../test/support/case-work-fixtures'

const SUBMITTED = { group: { id: 2, name: 'Tramitación' }, status: { id: 21, name: 'Presentada' } }
const DRAFT = { group: { id: 1, name: 'Preparación' }, status: { id: 11, name: 'Borrador' } }

describe('a case file’s notes and history', () => {
  it('keeps dated notes, edited and removed, newest first', () => {
    const { service, set } = caseWorkHarness()
    const first = service.notes.add({ caseId: 4001, text: 'Llamar al gerente el lunes' })
    set.now += 60_000
    const second = service.notes.add({ caseId: 4001, text: 'Falta la memoria firmada' })
    set.now += 60_000
    const edited = service.notes.update({ id: first.id, text: 'Llamado: enviará el NIF' })
    expect(edited).toMatchObject({ createdAt: first.createdAt, updatedAt: set.now })
    expect(service.notes.byCase('demo#7', 4001).map((n) => n.text)).toEqual([
      'Falta la memoria firmada',
      'Llamado: enviará el NIF',
    ])
    service.notes.remove({ id: second.id })
    expect(service.timeline.of({ caseId: 4001 }).map((e) => [e.kind, e.text])).toEqual([
      ['note_added', 'Llamado: enviará el NIF'],
    ])
  })

  it('tells the status changes made here, with their observation, from those seen in the service', () => {
    const { service, set } = caseWorkHarness()
    service.timeline.created(4001, DRAFT)
    set.now += 1000
    service.timeline.statusChanged([4001], SUBMITTED, 'Presentada en sede el 18/12')
    set.now += 1000
    // A sync that finds the status made here changes nothing; one made there is noted.
    expect(service.timeline.serviceStatuses('demo#7', [{ id: 4001, status: SUBMITTED }])).toEqual(
      [],
    )
    const granted = { group: { id: 3, name: 'Resolución' }, status: { id: 31, name: 'Concedida' } }
    expect(service.timeline.serviceStatuses('demo#7', [{ id: 4001, status: granted }])).toEqual([
      4001,
    ])
    // A case file seen for the first time only notes where it is.
    expect(service.timeline.serviceStatuses('demo#7', [{ id: 4002, status: DRAFT }])).toEqual([])
    expect(
      service.timeline.of({ caseId: 4001 }).map((e) => [e.kind, e.status?.status.name, e.text]),
    ).toEqual([
      ['status_service', 'Concedida', null],
      ['status_here', 'Presentada', 'Presentada en sede el 18/12'],
      ['created', 'Borrador', null],
    ])
  })

  it('notes the facts kept here, and only those that changed', () => {
    const { service } = caseWorkHarness()
    service.facts.set({ caseId: 4001, facts: { requestedAmount: 12_000, reference: 'R-1' } })
    service.facts.set({ caseId: 4001, facts: { requestedAmount: 12_000 } })
    expect(service.facts.of('demo#7', 4001)).toEqual({ requestedAmount: 12_000, reference: 'R-1' })
    service.facts.set({ caseId: 4001, facts: { reference: null } })
    expect(service.facts.of('demo#7', 4001)).toEqual({ requestedAmount: 12_000 })
    expect(service.timeline.of({ caseId: 4001 }).map((e) => e.fields)).toEqual([
      ['reference'],
      ['requestedAmount', 'reference'],
    ])
  })
})
