import { describe, expect, it } from 'vitest'
import { caseInfo, caseWorkHarness } from '../../../../test/support/case-work-fixtures'

describe('the documents a client owes', () => {
  it('are seeded once from the grant: priced first, asked once, never again', async () => {
    const { service, asked } = caseWorkHarness()
    const before = await service.get({ caseId: 4001 })
    expect(before.seed).toEqual({
      grant: { id: 916430, title: 'Kit Digital 2026' },
      seeded: false,
      cost: 'request',
    })
    const seeded = await service.documents.seed({ caseId: 4001 })
    expect(seeded.map((d) => [d.name, d.state, d.origin])).toEqual([
      ['DNI del solicitante', 'pending', 'grant'],
      ['Memoria del proyecto', 'pending', 'grant'],
      ['Presupuesto detallado', 'pending', 'grant'],
    ])
    expect(asked).toEqual([true, false])
    await service.documents.seed({ caseId: 4001 })
    expect(asked).toEqual([true, false])
    expect((await service.get({ caseId: 4001 })).seed).toMatchObject({ seeded: true, cost: 'kept' })
  })

  it('cannot be seeded without a known grant', async () => {
    const { service, set } = caseWorkHarness()
    set.cases.set(4001, caseInfo(4001, { grant: null }))
    await expect(service.documents.seed({ caseId: 4001 })).rejects.toMatchObject({
      appError: { reason: 'no_case_grant' },
    })
  })

  it('are added, renamed, received on a day, not applicable, and removed', () => {
    const { service, set } = caseWorkHarness()
    const deeds = service.documents.add({ caseId: 4001, name: 'Escrituras' })
    const power = service.documents.add({ caseId: 4001, name: 'Poder del representante' })
    expect(
      service.documents.update({ id: deeds.id, name: 'Escrituras de constitución' }).name,
    ).toBe('Escrituras de constitución')
    // Received with no day given: today.
    expect(service.documents.update({ id: deeds.id, state: 'received' })).toMatchObject({
      state: 'received',
      receivedOn: '2026-12-18',
    })
    set.now = Date.parse('2026-12-21T09:00:00')
    expect(
      service.documents.update({ id: deeds.id, state: 'received', receivedOn: '2026-12-17' }),
    ).toMatchObject({ receivedOn: '2026-12-17' })
    expect(service.documents.update({ id: power.id, state: 'not_applicable' })).toMatchObject({
      state: 'not_applicable',
      receivedOn: null,
    })
    service.documents.remove({ id: power.id })
    expect(service.documents.byCase('demo#7', 4001).map((d) => d.name)).toEqual([
      'Escrituras de constitución',
    ])
    expect(service.timeline.of({ caseId: 4001 }).map((e) => [e.kind, e.text, e.date])).toEqual([
      ['document_received', 'Escrituras de constitución', '2026-12-18'],
    ])
  })
})
