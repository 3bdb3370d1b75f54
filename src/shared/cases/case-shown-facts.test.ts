import { describe, expect, it } from 'vitest'
import { shownFacts } from './case-shown-facts'
import { CaseFileWireSchema } from '../wire/case-file'

/** A case file as the vendor sends one made through the API: requested 0, awarded null. */
const row = (fields: Record<string, unknown>) =>
  CaseFileWireSchema.parse({ id: 42, requested_amount: 0, awarded_amount: null, ...fields })

describe('the facts a case file’s page shows (SC-CASE-16, SC-CASE-17)', () => {
  it('reads the service’s 0 requested as none, its 0 awarded as 0, and empty texts as none', () => {
    const facts = shownFacts(row({ awarded_amount: '0', reference: '' }), null)
    expect(facts.requestedAmount).toEqual({ value: null, local: false })
    expect(facts.awardedAmount).toEqual({ value: 0, local: false })
    expect(facts.reference).toEqual({ value: null, local: false })
    expect(facts.presentationDate).toEqual({ value: null, local: false })
  })

  it('shows the values kept here over the service’s, marked, and the service’s where none is kept', () => {
    const file = row({ requested_amount: 12000, reference: 'REF-1', concession_date: '2026-05-02' })
    const facts = shownFacts(file, {
      requestedAmount: 0,
      presentationDate: '2026-03-14',
      reference: null,
    })
    expect(facts.requestedAmount).toEqual({ value: 0, local: true })
    expect(facts.presentationDate).toEqual({ value: '2026-03-14', local: true })
    expect(facts.reference).toEqual({ value: 'REF-1', local: false })
    expect(facts.concessionDate).toEqual({ value: '2026-05-02', local: false })
  })
})
