/** A month's allowance, what has been used of it, and a bag of extra credits spent after it. */
export interface CreditAccount {
  maxCredits: number
  usedThisMonth: number
  bag: number
}

/** The figures of `GET users/usage-statistics/` (vendor dialect), without the user's id and e-mail. */
export interface CreditUsage {
  monthly_used_credits: number
  max_credits: number
  credits_bag: number
}

/** Credits per user: paid answers spend the month's allowance first, then the bag. */
export class CreditLedger {
  private readonly accounts = new Map<number, CreditAccount>()

  open(userId: number, account: CreditAccount): void {
    this.accounts.set(userId, { ...account })
  }

  remaining(userId: number): number {
    const account = this.accounts.get(userId)
    if (!account) return 0
    return Math.max(0, account.maxCredits - account.usedThisMonth) + account.bag
  }

  spend(userId: number): void {
    const account = this.accounts.get(userId)
    if (!account) return
    if (account.usedThisMonth < account.maxCredits) account.usedThisMonth += 1
    else if (account.bag > 0) account.bag -= 1
  }

  /** Leaves `remaining` credits: the month's allowance first, anything above it in the bag. */
  set(userId: number, remaining: number): void {
    const account = this.accounts.get(userId)
    if (!account) return
    const monthly = Math.min(remaining, account.maxCredits)
    account.usedThisMonth = account.maxCredits - monthly
    account.bag = remaining - monthly
  }

  usage(userId: number): CreditUsage {
    const account = this.accounts.get(userId) ?? { maxCredits: 0, usedThisMonth: 0, bag: 0 }
    return {
      monthly_used_credits: account.usedThisMonth,
      max_credits: account.maxCredits,
      credits_bag: account.bag,
    }
  }
}
