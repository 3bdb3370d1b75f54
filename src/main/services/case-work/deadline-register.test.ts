import { describe, expect, it } from 'vitest'
import { caseInfo, caseWorkHarness } from '../../../../test/support/case-work-fixtures'
import { AppFailure } from '@shared/errors'

/** The code of the AppFailure `fn` throws; null when it throws none. */
function codeOf(fn: () => unknown): string | null {
  try {
    fn()
    return null
  } catch (error) {
    if (error instanceof AppFailure) return error.appError.code
    throw error
  }
}

describe('a case file’s deadlines', () => {
  it('counts a kind’s usual period from the notification, saying what it skipped', () => {
    const { service, changed } = caseWorkHarness()
    const deadline = service.deadlines.add({
      caseId: 4001,
      kind: 'subsanacion',
      from: '2026-12-18',
    })
    expect(deadline).toMatchObject({
      kind: 'subsanacion',
      from: '2026-12-18',
      period: { unit: 'business_days', count: 10 },
      computed: '2027-01-05',
      until: '2027-01-05',
      weekends: 3,
      doneOn: null,
    })
    expect(deadline.skipped.map((h) => h.name)).toEqual(['Navidad', 'Año Nuevo'])
    expect(changed).toEqual([[4001]])
    // A month to reply to a «recurso de reposición»: 31 March ends on 30 April.
    expect(
      service.deadlines.add({ caseId: 4001, kind: 'reposicion', from: '2027-03-31' }).until,
    ).toBe('2027-04-30')
  })

  it('counts the client’s community, the advisor’s local holidays and the case file’s own', () => {
    const h = caseWorkHarness()
    // Catalonia keeps Easter Monday (6 April 2026); Madrid does not.
    h.set.cases.set(4002, caseInfo(4002, { province: 8, municipality: 'Barcelona' }))
    const period = { unit: 'business_days', count: 2 } as const
    const catalonia = h.service.deadlines.add({
      caseId: 4002,
      kind: 'otro',
      from: '2026-04-01',
      period,
    })
    expect(catalonia.until).toBe('2026-04-07')
    // San Isidro in Alcobendas' list does not count for Madrid's city; one for everyone does.
    h.set.localHolidays = [
      { date: '2026-05-15', name: 'San Isidro', municipality: 'Madrid' },
      { date: '2026-05-14', name: 'Cierre de la asesoría', municipality: null },
    ]
    const madrid = h.service.deadlines.add({
      caseId: 4001,
      kind: 'otro',
      from: '2026-05-13',
      period,
    })
    expect(madrid.until).toBe('2026-05-18')
    expect(madrid.skipped).toEqual([
      { date: '2026-05-14', name: 'Cierre de la asesoría', scope: 'local' },
    ])
    h.service.setHolidays({ caseId: 4001, holidays: [{ date: '2026-05-18', name: 'Fiesta' }] })
    const preview = h.service.deadlines.preview({ caseId: 4001, from: '2026-05-13', period })
    expect(preview.until).toBe('2026-05-19')
  })

  it('takes a plain date, a new start, a date moved by hand and the day it was met', () => {
    const { service } = caseWorkHarness()
    const plain = service.deadlines.add({ caseId: 4001, kind: 'justificacion', date: '2027-06-30' })
    expect(plain).toMatchObject({ from: null, period: null, computed: null, until: '2027-06-30' })
    const counted = service.deadlines.add({ caseId: 4001, kind: 'alegaciones', from: '2026-12-18' })
    const moved = service.deadlines.update({ id: counted.id, until: '2027-01-08' })
    expect(moved).toMatchObject({ computed: '2027-01-05', until: '2027-01-08' })
    const recounted = service.deadlines.update({ id: counted.id, from: '2027-01-11' })
    expect(recounted).toMatchObject({
      from: '2027-01-11',
      computed: '2027-01-25',
      until: '2027-01-25',
    })
    const met = service.deadlines.update({ id: counted.id, doneOn: '2027-01-20' })
    expect(met.doneOn).toBe('2027-01-20')
    expect(service.timeline.of({ caseId: 4001 }).map((e) => [e.kind, e.date])).toEqual([
      ['deadline_met', '2027-01-20'],
      ['deadline_added', '2027-01-05'],
      ['deadline_added', '2027-06-30'],
    ])
    service.deadlines.remove({ id: plain.id })
    expect(service.deadlines.byCase('demo#7', 4001).map((d) => d.id)).toEqual([counted.id])
  })

  it('refuses what it cannot keep or does not know', () => {
    const readOnly = caseWorkHarness({ storage: 'read-only' })
    expect(
      codeOf(() =>
        readOnly.service.deadlines.add({ caseId: 4001, kind: 'subsanacion', from: '2026-12-18' }),
      ),
    ).toBe('storage')
    const { service, set } = caseWorkHarness()
    expect(
      codeOf(() => service.deadlines.add({ caseId: 9, kind: 'subsanacion', from: '2026-12-18' })),
    ).toBe('not_found')
    expect(codeOf(() => service.deadlines.update({ id: 404, doneOn: null }))).toBe('not_found')
    set.account = null
    expect(
      codeOf(() => service.deadlines.add({ caseId: 4001, kind: 'otro', date: '2027-01-01' })),
    ).toBe('no_session')
  })
})
