import { describe, expect, it } from 'vitest'
import { isIsoDate } from '@shared/format'
import { createDemoServiceState } from '../state'
import { TODAY } from '../../../test/support/demo-service-http'
import { DEFAULT_CASE_FILES, STATUS_PAIRS } from './cases-seed'

const state = createDemoServiceState({ seed: 7, today: TODAY })
const cases = state.cases.all()

describe('seeded case files', () => {
  it('are the same every run of a seed, and others for another seed', () => {
    const again = createDemoServiceState({ seed: 7, today: TODAY }).cases.all()
    expect(again).toEqual(cases)
    const other = createDemoServiceState({ seed: 8, today: TODAY }).cases.all()
    expect(other).not.toEqual(cases)
  })

  it('number a few hundred, over clients of every demo platform, unique ids and uuids', () => {
    expect(cases).toHaveLength(DEFAULT_CASE_FILES)
    expect(new Set(cases.map((c) => c.uuid)).size).toBe(cases.length)
    expect(new Set(cases.map((c) => c.identifier)).size).toBe(cases.length)
    const platforms = new Set(
      cases.map((c) => state.clients.get(c.clientId)?.client.platform_data.id),
    )
    expect([...platforms].sort()).toEqual([1, 2])
    for (const c of cases) {
      const client = state.clients.get(c.clientId)?.client
      expect(client, `${c.id}`).toBeDefined()
      expect(c.identifier).toBe(`EXP-${c.created.slice(0, 4)}-${String(c.id).padStart(5, '0')}`)
    }
  })

  it('cover every status of the catalogue, a few without status, some archived', () => {
    const pairs = new Set(cases.map((c) => `${c.statusGroupId}:${c.statusId}`))
    for (const [group, status] of STATUS_PAIRS) expect(pairs).toContain(`${group}:${status}`)
    expect(cases.some((c) => c.statusGroupId === null && c.statusId === null)).toBe(true)
    const archived = cases.filter((c) => c.archived).length
    expect(archived).toBeGreaterThan(5)
    expect(archived).toBeLessThan(cases.length / 3)
  })

  it('have plausible amounts and dates, relative to the demo service’s day', () => {
    for (const c of cases) {
      expect(isIsoDate(c.created) && c.created < TODAY).toBe(true)
      expect(c.requested_amount).toBeGreaterThan(0)
      if (c.awarded_amount !== null) {
        expect(c.awarded_amount).toBeLessThanOrEqual(c.requested_amount)
        expect(c.concession_date).not.toBeNull()
      } else expect(c.concession_date).toBeNull()
      if (c.presentation_date !== null) expect(c.presentation_date > c.created).toBe(true)
      if (c.concession_date !== null) {
        expect(c.concession_date <= TODAY).toBe(true)
        expect(c.concession_date >= (c.presentation_date ?? '')).toBe(true)
      }
    }
    expect(cases.some((c) => c.awarded_amount === null)).toBe(true)
    expect(cases.some((c) => c.awarded_amount !== null)).toBe(true)
  })

  it('can be left out', () => {
    expect(createDemoServiceState({ cases: 0, today: TODAY }).cases.size).toBe(0)
  })
})
