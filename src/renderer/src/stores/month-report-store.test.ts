import { describe, expect, it } from 'vitest'
import { type SessionView } from '@shared/session'
import { makeMonthReport } from '../../../../test/fixtures/month-report'
import { ok, settle } from '../../../../test/support/fake-bridge'
import { bridgeForEachTest } from '../../../../test/support/store-bridge'
import { pickableMonths, useMonthReportStore } from './month-report-store'
import { useSessionStore } from './session-store'

const bridge = bridgeForEachTest()
const SIGNED_IN = { status: 'signed-in', user: { id: 7 } } as unknown as SessionView

describe('«Informe mensual»’s store', () => {
  it('offers the current month and the 23 before, across years', () => {
    const months = pickableMonths('2026-02-10')
    expect(months).toHaveLength(24)
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12'])
    expect(months.at(-1)).toBe('2024-03')
  })

  it('asks for the team only for a super expert, and keeps the latest answer only', async () => {
    const store = useMonthReportStore()
    store.scope = 'all'
    void store.load()
    expect(bridge.only('reports.month').args).not.toHaveProperty('expert')
    await bridge.only('reports.month').answer(ok(makeMonthReport({ expert: 7 })))

    void store.loadScope()
    await bridge.only('reports.monthScope').answer(ok({ expert: 7, superExpert: true }))
    void store.load()
    store.month = '2026-09'
    void store.load()
    const [first, second] = bridge.pending('reports.month')
    expect(first?.args).toMatchObject({ expert: 'all' })
    expect(second?.args).toMatchObject({ month: '2026-09', expert: 'all' })
    await second?.answer(ok(makeMonthReport({ month: '2026-09' })))
    await first?.answer(ok(makeMonthReport({ month: '2026-10' })))
    expect(store.report?.month).toBe('2026-09')
  })

  it('forgets the report and the scope when another account signs in', async () => {
    const store = useMonthReportStore()
    void store.loadScope()
    await bridge.only('reports.monthScope').answer(ok({ expert: 7, superExpert: true }))
    void store.load()
    await bridge.only('reports.month').answer(ok(makeMonthReport()))
    store.scope = 'all'
    useSessionStore().session = SIGNED_IN
    await settle()
    expect(store.report).toBeNull()
    expect(store.canSeeTeam).toBe(false)
    expect(store.scope).toBe('mine')
  })
})
