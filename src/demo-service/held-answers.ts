import { type FaultMatch, matches } from './faults'

interface Rule {
  match: FaultMatch | undefined
  /** Matching requests still let through before the holding starts. */
  pass: number
}

/**
 * Answers kept back on a test's word: a request the rule matches waits, unanswered, until
 * `release()`, so a test acts while work is under way without relying on how long anything takes.
 */
export class HeldAnswers {
  private rule: Rule | null = null
  private readonly waiting = new Set<() => void>()

  hold(match?: FaultMatch, pass = 0): void {
    if (!Number.isInteger(pass) || pass < 0) throw new RangeError(`pass no válido: ${pass}`)
    this.rule = { match, pass }
  }

  /** Stops holding and lets every held request go on. */
  release(): void {
    this.rule = null
    const waiting = [...this.waiting]
    this.waiting.clear()
    for (const resume of waiting) resume()
  }

  get held(): number {
    return this.waiting.size
  }

  /**
   * Null when the request goes on at once; otherwise a promise that settles on `release()`, or as
   * soon as `gone` fires (the caller gave up: it is no longer held).
   */
  gate(method: string, path: string, gone: (forget: () => void) => void): Promise<void> | null {
    const rule = this.rule
    if (!rule || !matches(rule.match, method, path)) return null
    if (rule.pass > 0) {
      rule.pass -= 1
      return null
    }
    return new Promise((resume) => {
      const entry = () => resume()
      this.waiting.add(entry)
      gone(() => {
        if (this.waiting.delete(entry)) resume()
      })
    })
  }
}
