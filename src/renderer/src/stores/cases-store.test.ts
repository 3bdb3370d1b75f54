import { describe, expect, it } from 'vitest'
import { type CasePage, type CaseRow } from '@shared/cases/cases'
import { CASE_LIST_LIMIT, useCasesStore } from './cases-store'
import { ok, settle } from '../../../../test/support/fake-bridge'
import { bridgeForEachTest } from '../../../../test/support/store-bridge'

const bridge = bridgeForEachTest()

const TOTAL = 1234

function row(id: number): CaseRow {
  return {
    id,
    identifier: `EXP-${id}`,
    title: `Expediente ${id}`,
    clientId: 1,
    clientName: 'Talleres Ruiz',
    clientNif: 'B12345674',
    statusGroup: null,
    status: null,
    requestedAmount: null,
    awardedAmount: null,
    presentationDate: null,
    concessionDate: null,
    expertId: 1,
    expertName: 'Laura',
    archived: false,
    pending: 'none',
    nextDeadline: null,
  }
}

/** Answers the waiting query with the window it asked for, of a list of TOTAL case files. */
async function answerWindow(): Promise<{ offset: number; limit: number }> {
  const call = bridge.only('cases.query')
  const { offset, limit } = call.args as { offset: number; limit: number }
  const ids = Array.from(
    { length: Math.max(0, Math.min(limit, TOTAL - offset)) },
    (_, i) => offset + i + 1,
  )
  const page: CasePage = {
    availability: 'yes',
    rows: ids.map(row),
    total: TOTAL,
    archivedMatches: null,
    syncedAt: 1,
    syncing: false,
    unarchive: true,
  }
  await call.answer(ok(page))
  await settle()
  return { offset, limit }
}

describe('the case files’ list', () => {
  it('holds one window, a window more on «Mostrar más», and starts again on a new search', async () => {
    const store = useCasesStore()
    const detach = store.attach()
    expect(await answerWindow()).toEqual({ offset: 0, limit: CASE_LIST_LIMIT })
    expect(store.rows).toHaveLength(CASE_LIST_LIMIT)

    // Asked again from the top, in windows the bridge accepts, so a change meanwhile shows too.
    const more = store.showMore()
    expect(await answerWindow()).toEqual({ offset: 0, limit: 2 * CASE_LIST_LIMIT })
    await more
    expect(store.rows.map((r) => r.id)).toEqual(
      Array.from({ length: 2 * CASE_LIST_LIMIT }, (_, i) => i + 1),
    )

    // Past the most one query answers (1000), in two windows; the last stops at the list's end.
    const most = store.showMore()
    expect(await answerWindow()).toEqual({ offset: 0, limit: 1000 })
    expect(await answerWindow()).toEqual({ offset: 1000, limit: 3 * CASE_LIST_LIMIT - 1000 })
    await most
    expect(store.rows).toHaveLength(TOTAL)

    store.setText('kit')
    expect(await answerWindow()).toEqual({ offset: 0, limit: CASE_LIST_LIMIT })
    expect(store.rows).toHaveLength(CASE_LIST_LIMIT)
    detach()
  })

  it('asks again when the advisor’s work on a case file changes (its deadline, its facts)', async () => {
    const store = useCasesStore()
    const detach = store.attach()
    await answerWindow()
    await bridge.emit('caseWork.changed', { ids: [3] })
    expect(await answerWindow()).toEqual({ offset: 0, limit: CASE_LIST_LIMIT })
    detach()
  })
})
