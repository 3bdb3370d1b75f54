import { describe, expect, it } from 'vitest'
import { caseInfo, caseWorkHarness } from '../../../../test/support/case-work-fixtures'
import { reminderText } from './deadline-reminders'

describe('deadline reminders', () => {
  it('come at start and once a day, for overdue deadlines and those due within the days set', () => {
    const { service, set, notified } = caseWorkHarness()
    set.cases.set(4002, caseInfo(4002, { identifier: 'EXP-2026-04002' }))
    // Today is 18 December 2026; three days ahead is the 21st.
    service.deadlines.add({ caseId: 4001, kind: 'otro', label: 'Firma', date: '2026-12-17' })
    service.deadlines.add({ caseId: 4002, kind: 'aceptacion', date: '2026-12-21' })
    service.deadlines.add({ caseId: 4002, kind: 'otro', date: '2026-12-22' })
    const met = service.deadlines.add({ caseId: 4001, kind: 'otro', date: '2026-12-16' })
    service.deadlines.update({ id: met.id, doneOn: '2026-12-16' })

    expect(service.reminders.check()).toBe(true)
    expect(service.reminders.check()).toBe(false)
    const [summary] = notified
    expect(summary?.overdue.map((d) => [d.identifier, d.until])).toEqual([
      ['EXP-2026-04001', '2026-12-17'],
    ])
    expect(summary?.soon.map((d) => [d.identifier, d.until])).toEqual([
      ['EXP-2026-04002', '2026-12-21'],
    ])
    expect(reminderText(summary ?? { today: '', days: 3, overdue: [], soon: [] }, 'es')).toBe(
      '1 plazo vencido. En los próximos 3 días vence 1 plazo. El primero: Firma, EXP-2026-04001, el 17/12/2026.',
    )
    // The next day, once more.
    set.now += 24 * 3600 * 1000
    expect(service.reminders.check()).toBe(true)
    expect(notified).toHaveLength(2)
  })

  it('say nothing when nothing is due, or when signed out', () => {
    const { service, set, notified } = caseWorkHarness()
    service.deadlines.add({ caseId: 4001, kind: 'otro', date: '2027-03-01' })
    expect(service.reminders.check()).toBe(false)
    set.account = null
    set.now += 24 * 3600 * 1000
    expect(service.reminders.check()).toBe(false)
    expect(notified).toEqual([])
  })
})
