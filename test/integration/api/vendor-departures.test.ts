import { afterEach, describe, expect, it } from 'vitest'
import { type CaseFormOptions, type CasePage } from '@shared/cases/cases'
import { type ClientPage } from '@shared/clients/clients'
import { type ConcessionResult } from '@shared/concessions'
import { type GrantSectionResult } from '@shared/grant-info'
import { type Readings } from '../../../src/demo-service/server'
import { KIT_DIGITAL_ID } from '../../../src/demo-service/seed/grants'
import { EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

/**
 * The app's services against the vendor dialect, strict and under each departure the real service
 * may make (SC-DIALECT-13): the case files, the clients, concessions by grant, the templates and a
 * grant's details read the same, whatever the service does.
 */

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const DEPARTURES: Partial<Readings>[] = [
  {},
  { nullDates: true },
  { decimalAmounts: true },
  { amountsAsStrings: true },
  { nullFundData: true },
  { nullTexts: true },
  { extraLimitNumber: true },
]

describe('the vendor dialect, strict and with each departure', () => {
  it.each(DEPARTURES)('reads everything the same under %o', async (readings) => {
    const a = (app = await startSignedIn(EXPERT, { dialect: 'vendor', readings }))
    const { state } = a.demoService

    const cases = await value<CasePage>(a, 'cases.query', { limit: 1000 })
    expect(cases.total).toBeGreaterThan(0)
    for (const row of cases.rows) {
      const server = state.cases.get(row.id)
      const whole = readings.decimalAmounts || readings.amountsAsStrings
      expect(row.requestedAmount).toBe(
        whole ? server?.requested_amount : Math.round(server?.requested_amount ?? 0),
      )
      expect(row.awardedAmount).toBe(server?.awarded_amount ?? null)
      expect(row.presentationDate).toBe(server?.presentation_date ?? null)
    }

    const clients = await value<ClientPage>(a, 'clients.query', { limit: 1000 })
    expect(clients.total).toBeGreaterThan(0)

    const options = await value<CaseFormOptions>(a, 'cases.options')
    expect(options.templates.some((t) => t.fundId === null)).toBe(true)
    expect(options.templates.some((t) => t.fundId !== null)).toBe(true)

    const closed = state.grants.find(
      (g) => g.endDate < state.today && state.concessions.ofGrant(g).some((c) => c.date === null),
    )
    if (closed) {
      const found = await value<ConcessionResult>(a, 'concessions.search', {
        query: { kind: 'grant-id', fundId: closed.id },
      })
      expect(found.count).toBe(state.concessions.ofGrant(closed).length)
    }

    const details = await value<GrantSectionResult>(a, 'grants.section', {
      grant: { id: KIT_DIGITAL_ID },
      section: 'details',
    })
    if (details.status !== 'ok' || details.content.section !== 'details') throw new Error()
    expect(details.content.data.extraLimit).toBe(state.grantById(KIT_DIGITAL_ID)?.award[1])
  })
})
