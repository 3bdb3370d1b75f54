import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { CaseQuerySchema, type CaseQuery } from '@shared/cases/cases'
import { type CaseFile } from '@shared/wire/case-file'
import { migrate } from '../migrations'
import { CaseFactsStore } from './case-facts-table'
import { CasesStore, type StoredCase } from './case-files-table'

function caseFile(id: number, changes: Partial<CaseFile> = {}): CaseFile {
  return {
    id,
    identifier: `EXP-2026-${String(id).padStart(5, '0')}`,
    uuid: '',
    title: `Expediente ${id}`,
    client_data: { id: 1, business_name: 'Talleres Fernández', email: '', nif: 'B12345674' },
    expert_data: { id: 301, name: 'Laura Martín', email: '' },
    company: '',
    phone: null,
    platform: '',
    reference: null,
    additional_data: null,
    status_group: { id: 1, name: 'Preparación' },
    current_status: { id: 11, name: 'Borrador' },
    requested_amount: null,
    awarded_amount: null,
    presentation_date: null,
    concession_date: null,
    shared_client: null,
    ...changes,
  }
}

const stored = (server: CaseFile, active = true): StoredCase => ({
  server,
  serverActive: active,
  shown: { statusGroup: server.status_group, status: server.current_status, active },
})

function database() {
  const db = new Database(':memory:')
  migrate(db)
  return db
}
const store = () => new CasesStore(database())

const ids = (s: CasesStore, query: CaseQuery, account = 'demo#1', me: number | null = 301) =>
  s.query(account, CaseQuerySchema.parse(query), me).rows.map((r) => r.id)

describe('the case files replica', () => {
  it('keeps each account apart, and replaces one account’s rows whole', () => {
    const s = store()
    s.replaceAll('demo#1', [stored(caseFile(1)), stored(caseFile(2))])
    s.replaceAll('demo#2', [stored(caseFile(3))])
    expect(ids(s, {}, 'demo#1')).toEqual([1, 2])
    expect(ids(s, {}, 'demo#2')).toEqual([3])
    s.replaceAll('demo#1', [stored(caseFile(2))])
    expect(ids(s, {}, 'demo#1')).toEqual([2])
    expect(s.get('demo#2', 2)).toBeNull()
    expect(s.count('demo#2')).toBe(1)
  })

  it('sorts with the empty values last and the id as tiebreak, both ways', () => {
    const s = store()
    s.replaceAll('demo#1', [
      stored(caseFile(1, { requested_amount: 500 })),
      stored(caseFile(2)),
      stored(caseFile(3, { requested_amount: 100 })),
      stored(caseFile(4, { requested_amount: 100 })),
    ])
    const by = (direction: 'asc' | 'desc') =>
      ids(s, { sort: { field: 'requested_amount', direction } })
    expect(by('asc')).toEqual([3, 4, 1, 2])
    expect(by('desc')).toEqual([1, 3, 4, 2])
  })

  it('filters: words without accents, statuses or none, mine, archived, ranges', () => {
    const s = store()
    s.replaceAll('demo#1', [
      stored(caseFile(1, { presentation_date: '2026-03-01', requested_amount: 1000 })),
      stored(caseFile(2, { status_group: null, current_status: null })),
      stored(caseFile(3, { expert_data: { id: 302, name: 'Marta', email: '' }, title: '100%' })),
      stored(caseFile(4), false),
    ])
    expect(ids(s, { text: 'FERNANDEZ b1234' })).toEqual([1, 2, 3])
    expect(ids(s, { text: '100%' })).toEqual([3])
    expect(ids(s, { text: '%' })).toEqual([3])
    // The palette's search: the identifier or the title only, not the client.
    expect(ids(s, { text: 'fernandez', textIn: 'identity' })).toEqual([])
    expect(ids(s, { text: 'exp-2026-00002', textIn: 'identity' })).toEqual([2])
    expect(ids(s, { text: 'EXPEDIENTE 1', textIn: 'identity' })).toEqual([1])
    expect(ids(s, { withoutStatus: true })).toEqual([2])
    expect(ids(s, { statuses: [11], withoutStatus: true })).toEqual([1, 2, 3])
    expect(ids(s, { mine: true })).toEqual([1, 2])
    expect(ids(s, { mine: true }, 'demo#1', null)).toEqual([])
    expect(ids(s, { archived: true })).toEqual([4])
    expect(ids(s, { presentedFrom: '2026-01-01', presentedTo: '2026-12-31' })).toEqual([1])
    expect(ids(s, { amountMin: 999 })).toEqual([1])
    // Counted as listed: the advisor's own, or all the active ones.
    expect(s.counts('demo#1', true, 301)).toEqual({
      byStatus: [{ statusGroup: 1, status: 11, count: 1 }],
      withoutStatus: 1,
    })
    expect(s.counts('demo#1', false, 301)).toEqual({
      byStatus: [{ statusGroup: 1, status: 11, count: 2 }],
      withoutStatus: 1,
    })
    expect(s.counts('demo#1', true, null)).toEqual({ byStatus: [], withoutStatus: 0 })
  })

  it('shows, sorts and filters the facts kept here over the service’s, its 0 requested as none', () => {
    const db = database()
    const s = new CasesStore(db)
    s.replaceAll('demo#1', [
      stored(caseFile(1, { requested_amount: 0 })),
      stored(caseFile(2, { requested_amount: 300, presentation_date: '2026-03-01' })),
      stored(caseFile(3, { requested_amount: 200 })),
    ])
    new CaseFactsStore(db).set(
      'demo#1',
      3,
      { requestedAmount: 900, presentationDate: '2026-05-04' },
      0,
    )
    const byId = CaseQuerySchema.parse({ sort: { field: 'identifier', direction: 'asc' } })
    const rows = s.query('demo#1', byId, 301).rows
    expect(rows.map((r) => [r.id, r.requestedAmount, r.presentationDate])).toEqual([
      [1, null, null],
      [2, 300, '2026-03-01'],
      [3, 900, '2026-05-04'],
    ])
    expect(ids(s, { sort: { field: 'requested_amount', direction: 'desc' } })).toEqual([3, 2, 1])
    expect(ids(s, { amountMin: 500 })).toEqual([3])
    // Another account's facts never show.
    s.replaceAll('demo#2', [stored(caseFile(3, { requested_amount: 200 }))])
    expect(s.query('demo#2', CaseQuerySchema.parse({}), 301).rows[0]?.requestedAmount).toBe(200)
  })
})
