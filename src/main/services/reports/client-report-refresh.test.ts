import { describe, expect, it } from 'vitest'
import { type ReportSection } from '@shared/reports/report-sections'
import {
  ClientReportRefreshInputSchema,
  ClientReportPlanInputSchema,
} from '@shared/reports/client-report-ops'
import { isAppFailure } from '@shared/errors'
import { type SimulatorProfile } from '@shared/wire/opportunity'
import { makeClient } from '../../../../test/fixtures/client'
import { REPORT_NOW } from '../../../../test/fixtures/client-report'
import { memoryReportStores } from '../../../../test/support/client-report-stores'
import { clientReportRefresh, type ClientReportRefreshers } from './client-report-refresh'

const DAY = 86_400_000

/** Services that record what they were asked, each page of a walk one request. */
function recordingRefreshers(pages = { simulator: 3, concessions: 2 }) {
  const asked: string[] = []
  const refreshers: ClientReportRefreshers = {
    client: (id) => {
      asked.push(`client ${id}`)
      return Promise.resolve()
    },
    simulator: {
      requestsToComplete: () => ({ requests: 0, counted: true, lastKnown: pages.simulator }),
      collect: async (profile: SimulatorProfile, options) => {
        asked.push(`simulator ${JSON.stringify(profile.province)}`)
        for (let page = 0; page < pages.simulator; page++)
          await options.limiter.run(() => Promise.resolve(), options.signal)
      },
    },
    concessions: {
      requestsToComplete: () => ({ requests: 1, counted: false }),
      collectByNif: async (nif, options) => {
        asked.push(`concessions ${nif}`)
        await options.limiter.run(() => Promise.resolve(), options.signal)
      },
    },
    minimis: (nif) => {
      asked.push(`registry ${nif}`)
      return Promise.resolve()
    },
    cases: () => {
      asked.push('cases')
      return Promise.resolve()
    },
    language: () => 'es',
  }
  return { refreshers, asked }
}

const complete = { applicant_types: [1], action_items: [2] }

function setUp(pages?: { simulator: number; concessions: number }) {
  const stores = memoryReportStores([
    makeClient(11, { business_name: 'Talleres Ruiz SL', nif: 'B12345674', ...complete }),
    makeClient(12, { business_name: 'Sin Perfil SL', nif: 'A58818501' }),
  ])
  const { refreshers, asked } = recordingRefreshers(pages)
  return { stores, asked, service: clientReportRefresh(stores, refreshers) }
}

describe('reports.clientPlan', () => {
  it('gives each section’s state, date and cost, and the requests for what is not fresh', async () => {
    const { stores, service } = setUp()
    stores.minimis = () => null
    const cases = stores.cases
    stores.cases = (...args) => ({ ...cases(...args), keptAt: REPORT_NOW - 40 * DAY })
    const plan = await service.plan(ClientReportPlanInputSchema.parse({ clientIds: [11, 12] }))
    const first = plan.clients[0]
    expect(first?.name).toBe('Talleres Ruiz SL')
    const bySection = Object.fromEntries(
      (first?.sections ?? []).map((s) => [s.section, [s.state, s.keptAt, s.requests]]),
    )
    expect(bySection).toEqual({
      company: ['fresh', REPORT_NOW - DAY, 0],
      opportunities: ['missing', null, 3],
      aid: ['missing', null, 1],
      registry: ['missing', null, 0],
      cases: ['stale', REPORT_NOW - 40 * DAY, 0],
    })
    expect(first?.requests).toBe(4)
    // Without a complete profile there is no simulator search to pay for.
    expect(plan.clients[1]?.requests).toBe(1)
    expect(plan.requests).toBe(5)
  })

  it('refuses an unknown client with a sentence naming it', async () => {
    const { service } = setUp()
    const error = await service
      .plan(ClientReportPlanInputSchema.parse({ clientIds: [77] }))
      .catch((e: unknown) => e)
    expect(isAppFailure(error) && error.appError.message).toMatch(/cliente 77/)
  })
})

describe('reports.clientRefresh', () => {
  const refresh = (sections: ReportSection[], more: object = {}) =>
    ClientReportRefreshInputSchema.parse({ clientIds: [11, 12], sections, ...more })

  it('asks each service once for what was asked, the case files once for all clients', async () => {
    const { service, asked } = setUp()
    const result = await service.refresh(
      refresh(['company', 'opportunities', 'aid', 'registry', 'cases']),
    )
    expect(asked).toEqual([
      'cases',
      'client 11',
      'simulator 28',
      'concessions B12345674',
      'registry B12345674',
      'client 12',
      'concessions A58818501',
      'registry A58818501',
    ])
    expect(result).toEqual({
      status: 'done',
      requests: 5,
      failed: [
        {
          clientId: 12,
          section: 'opportunities',
          message: expect.stringMatching(/perfil del cliente está incompleto/) as string,
        },
      ],
    })
  })

  it('asks for the user’s word above 20 requests, and sends nothing until it has it', async () => {
    const { service, asked } = setUp({ simulator: 25, concessions: 1 })
    expect(await service.refresh(refresh(['opportunities']))).toEqual({
      status: 'needs-confirmation',
      requests: 25,
    })
    expect(asked).toEqual([])
    const done = await service.refresh(refresh(['opportunities'], { confirmedRequests: 25 }))
    expect(done).toMatchObject({ status: 'done', requests: 25 })
  })
})
