import { describe, expect, it } from 'vitest'
import { createDemoServiceState } from '../state'
import { TODAY } from '../../../test/support/demo-service-http'

const SLUG = 'kit-digital-2026'

const dump = (state: ReturnType<typeof createDemoServiceState>) =>
  JSON.stringify(state.grants.map((grant) => state.concessions.ofGrant(grant).map((c) => c.id)))

describe('grantWeights', () => {
  it('leaves the default data unchanged when absent, empty or naming no grant', () => {
    const base = createDemoServiceState({ seed: 3, today: TODAY, concessions: 2000 })
    const empty = createDemoServiceState({
      seed: 3,
      today: TODAY,
      concessions: 2000,
      grantWeights: {},
    })
    const unknown = createDemoServiceState({
      seed: 3,
      today: TODAY,
      concessions: 2000,
      grantWeights: { 'no-such-grant': 500 },
    })
    expect(dump(empty)).toBe(dump(base))
    expect(dump(unknown)).toBe(dump(base))
  })

  it('concentrates concessions on a grant given a large weight, deterministically', () => {
    const options = { seed: 3, today: TODAY, concessions: 4000, grantWeights: { [SLUG]: 1000 } }
    const heavy = createDemoServiceState(options)
    const grant = heavy.grantBySlug(SLUG)
    if (!grant) throw new Error(`no ${SLUG}`)
    const base = createDemoServiceState({ seed: 3, today: TODAY, concessions: 4000 })
    const rows = heavy.concessions.ofGrant(grant).length
    expect(rows).toBeGreaterThan(heavy.concessions.size / 2)
    expect(rows).toBeGreaterThan(10 * base.concessions.ofGrant(grant).length)
    expect(heavy.concessions.size).toBe(4000)
    expect(dump(createDemoServiceState(options))).toBe(dump(heavy))
  })

  it('can silence a grant with weight 0 and rejects a negative or non-finite weight', () => {
    const silent = createDemoServiceState({ today: TODAY, grantWeights: { [SLUG]: 0 } })
    const grant = silent.grantBySlug(SLUG)
    expect(grant && silent.concessions.ofGrant(grant).length).toBe(0)
    expect(() => createDemoServiceState({ today: TODAY, grantWeights: { [SLUG]: -1 } })).toThrow(
      RangeError,
    )
    expect(() => createDemoServiceState({ today: TODAY, grantWeights: { [SLUG]: NaN } })).toThrow(
      RangeError,
    )
  })
})
