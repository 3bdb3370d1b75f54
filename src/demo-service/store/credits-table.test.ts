import { describe, expect, it } from 'vitest'
import { CreditLedger } from './credits-table'

describe('credit ledger', () => {
  it('spends the month’s allowance first, then the bag, and stops at zero', () => {
    const ledger = new CreditLedger()
    ledger.open(1, { maxCredits: 2, usedThisMonth: 1, bag: 1 })
    expect(ledger.remaining(1)).toBe(2)
    ledger.spend(1)
    expect(ledger.usage(1)).toEqual({ monthly_used_credits: 2, max_credits: 2, credits_bag: 1 })
    ledger.spend(1)
    expect(ledger.usage(1)).toEqual({ monthly_used_credits: 2, max_credits: 2, credits_bag: 0 })
    ledger.spend(1)
    expect(ledger.remaining(1)).toBe(0)
    expect(ledger.usage(1).monthly_used_credits).toBe(2)
  })

  it('sets what is left: the allowance first, the rest in the bag', () => {
    const ledger = new CreditLedger()
    ledger.open(1, { maxCredits: 10, usedThisMonth: 0, bag: 0 })
    ledger.set(1, 4)
    expect(ledger.usage(1)).toEqual({ monthly_used_credits: 6, max_credits: 10, credits_bag: 0 })
    ledger.set(1, 15)
    expect(ledger.usage(1)).toEqual({ monthly_used_credits: 0, max_credits: 10, credits_bag: 5 })
    expect(ledger.remaining(1)).toBe(15)
  })

  it('knows no credits for an unknown user', () => {
    expect(new CreditLedger().remaining(9)).toBe(0)
  })
})
