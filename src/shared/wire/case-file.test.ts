import { describe, expect, it } from 'vitest'
import { pageSchema } from './page'
import { CaseCreatedWireSchema, CaseFileWireSchema } from './case-file'
import { identified } from './wire-list'

describe('case file readers (SC-DIALECT-11)', () => {
  it('reads a new case file, without status, and amounts sent as text', () => {
    const row = CaseFileWireSchema.parse({
      id: '7',
      title: 'Kit Digital',
      status_group: null,
      current_status: null,
      requested_amount: '1500.50',
      awarded_amount: null,
      presentation_date: '2026-03-02T10:00:00Z',
    })
    expect(row).toMatchObject({
      id: 7,
      identifier: '',
      status_group: null,
      current_status: null,
      requested_amount: 1500.5,
      awarded_amount: null,
      presentation_date: '2026-03-02',
      client_data: { id: 0, business_name: '' },
      shared_client: null,
    })
  })

  it('reads amounts as numbers or as the texts the vendor types awarded_amount as (SC-DIALECT-12)', () => {
    const amounts = (requested: unknown, awarded: unknown) => {
      const row = CaseFileWireSchema.parse({
        id: 1,
        requested_amount: requested,
        awarded_amount: awarded,
      })
      return [row.requested_amount, row.awarded_amount]
    }
    expect(amounts(12000, '9600.00')).toEqual([12000, 9600])
    expect(amounts(12000.5, 9600.25)).toEqual([12000.5, 9600.25])
    expect(amounts('12.000,50', '9.600 €')).toEqual([12000.5, 9600])
    expect(amounts('', 'pendiente de resolución')).toEqual([null, null])
    expect(amounts(undefined, null)).toEqual([null, null])
  })

  it('leaves a row without id out of its page and keeps the others', () => {
    const page = pageSchema(identified(CaseFileWireSchema)).parse({
      count: 2,
      next: null,
      results: [{ title: 'sin id' }, { id: 3, title: 'con id' }],
    })
    expect(page.results.map((row) => row.id)).toEqual([3])
  })

  it('refuses a creation answer without workflow_id', () => {
    expect(CaseCreatedWireSchema.safeParse({ uuid: 'x' }).success).toBe(false)
    expect(CaseCreatedWireSchema.parse({ workflow_id: 9 })).toEqual({
      workflow_id: 9,
      exist_applicant: null,
      uuid: '',
    })
  })
})
