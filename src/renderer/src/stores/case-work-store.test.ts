import { describe, expect, it } from 'vitest'
import { type DueDeadline, type DueSummary } from '@shared/cases/case-deadlines'
import { type SessionView } from '@shared/session'
import { ok, settle } from '../../../../test/support/fake-bridge'
import { bridgeForEachTest } from '../../../../test/support/store-bridge'
import { useCaseWorkStore } from './case-work-store'
import { useSessionStore } from './session-store'

const bridge = bridgeForEachTest()

const due = (id: number, until: string): DueDeadline => ({
  id,
  caseId: 4000 + id,
  identifier: `EXP-${id}`,
  caseTitle: 'Kit Digital',
  clientId: 1,
  clientName: 'Talleres Ruiz',
  kind: 'subsanacion',
  label: null,
  until,
})
const SUMMARY: DueSummary = {
  today: '2027-01-02',
  days: 3,
  overdue: [due(1, '2026-12-30')],
  soon: [due(2, '2027-01-04'), due(3, '2027-01-05')],
}
const SIGNED_IN = { status: 'signed-in', user: { id: 7 } } as unknown as SessionView

describe('the deadlines «Expedientes» counts in the navigation', () => {
  it('counts the overdue and the coming ones once signed in, and again when the work changes', async () => {
    const store = useCaseWorkStore()
    await settle()
    expect(bridge.pending('caseWork.due')).toHaveLength(0)
    useSessionStore().session = SIGNED_IN
    await settle()
    await bridge.only('caseWork.due').answer(ok(SUMMARY))
    expect(store.dueCount).toBe(3)
    await bridge.emit('caseWork.changed', { ids: [4001] })
    await bridge.only('caseWork.due').answer(ok({ ...SUMMARY, overdue: [] }))
    expect(store.dueCount).toBe(2)
    useSessionStore().session = { status: 'signed-out' } as unknown as SessionView
    await settle()
    expect(store.dueCount).toBe(0)
  })
})
