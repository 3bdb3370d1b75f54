import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadVendorDocument } from '../../test/support/vendor-document'
import {
  byGrantPath,
  byNifPath,
  call,
  EMAIL,
  login,
  PASSWORD,
  type Session,
  startDemoService,
  withQuery,
} from '../../test/support/demo-service-http'
import { type Readings } from './readings'
import { type DemoService } from './server'
import { KIT_DIGITAL_ID } from './seed/grants'

/**
 * The vendor dialect answers exactly as the vendor's own `openapi.json` types them, checked with a
 * real response validator over its schemas (test/support/vendor-document.ts). Each departure the
 * real service may make is a named reading, off by default: on, the answers depart as it says.
 */

const document = loadVendorDocument()

describe('the vendor dialect against the vendor’s own document', () => {
  let demoService: DemoService
  let advisor: Session

  /** Every successful answer of the operations the demo service serves, with their errors. */
  async function departures(): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {}
    const check = async (
      session: Session | null,
      kind: 'user' | 'expert' | 'none',
      method: string,
      path: string,
      json?: unknown,
    ) => {
      const options = { method, ...(json === undefined ? {} : { json }) }
      const reply =
        session === null
          ? await call<unknown>(demoService, path, options)
          : kind === 'user'
            ? await session.asUser<unknown>(path, options)
            : await session.asExpert<unknown>(path, options)
      expect(reply.status, `${method} ${path}: ${reply.text.slice(0, 200)}`).toBeLessThan(300)
      const errors = document.errors(method, path, reply.status, reply.body)
      if (errors.length > 0) found[`${method} ${new URL(path, 'http://x').pathname}`] = errors
    }
    const grant = demoService.state.grantById(KIT_DIGITAL_ID)
    const closed = demoService.state.grants.find((g) => g.endDate < demoService.state.today)
    const nif = demoService.state.concessions.beneficiaries()[0]?.nif ?? ''
    const listed = await advisor.asExpert<{ results: { id: number }[] }>(
      withQuery('/api/v2/forms/', { page_size: 1 }),
    )
    const caseId = listed.body.results.at(0)?.id ?? 0
    const clientId = demoService.state.cases.get(caseId)?.clientId ?? 0
    await check(null, 'none', 'POST', '/api/v2/users/login/', {
      email: EMAIL.admin,
      password: PASSWORD,
    })
    await check(advisor, 'user', 'GET', '/api/v2/users/current/')
    await check(advisor, 'user', 'GET', '/api/v2/users/usage-statistics/')
    await check(advisor, 'expert', 'GET', `/api/v2/users/${advisor.login.user.id}/`)
    await check(advisor, 'expert', 'GET', withQuery('/api/v2/clients/', { page_size: 200 }))
    await check(advisor, 'expert', 'GET', `/api/v2/clients/${clientId}/`)
    await check(advisor, 'expert', 'PATCH', `/api/v2/clients/${clientId}/`, { phone: '600000001' })
    await check(advisor, 'user', 'GET', byNifPath(nif))
    await check(advisor, 'user', 'GET', byGrantPath({ fund_id: closed?.id ?? 0 }))
    await check(advisor, 'expert', 'GET', '/api/v2/forms/status-groups-list/')
    const profile = { province: [28], applicants_v2: [2], actions_v2: [1, 2, 3] }
    await check(advisor, 'user', 'POST', '/api/v2/funds/opportunities-by-profile/', profile)
    const byCif = { province: 28, cnae: '6201', nif: 'B88888888' }
    await check(advisor, 'user', 'POST', '/api/v2/funds/opportunities-by-cif/', byCif)
    await check(
      advisor,
      'user',
      'GET',
      withQuery('/api/v2/funds/concessions/', { requestData: '{}' }),
    )
    await check(advisor, 'user', 'GET', '/api/v2/data-filters/')
    await check(advisor, 'user', 'GET', withQuery('/api/v2/funds/', { requestData: '{}' }))
    await check(advisor, 'expert', 'GET', withQuery('/api/v2/forms/', { page_size: 200 }))
    await check(advisor, 'expert', 'GET', `/api/v2/forms/${caseId}/`)
    await check(advisor, 'expert', 'GET', '/api/v2/templates/')
    await check(advisor, 'expert', 'GET', '/api/v2/experts/available-experts/')
    await check(advisor, 'expert', 'GET', '/api/v2/experts/current/')
    await check(advisor, 'user', 'GET', `/api/v2/fund-details/${grant?.id ?? 0}/`)
    for (const section of ['fund-required-documents', 'fund-evaluation', 'fund-normative']) {
      await check(advisor, 'user', 'GET', `/api/v2/funds/${section}/${grant?.id ?? 0}/`)
    }
    for (const edition of demoService.state.grants) {
      await check(advisor, 'user', 'GET', `/api/v2/funds/fund-related/${edition.id}/`)
    }
    return found
  }

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 120, concessions: 1500, dialect: 'vendor' })
    advisor = await login(demoService, EMAIL.admin)
  })
  afterAll(() => demoService.close())

  it('answers every operation as the vendor types it, by default', async () => {
    expect(await departures()).toEqual({})
  })

  const DEPARTURES: [Partial<Readings>, string][] = [
    [{ nullDates: true }, 'GET /api/v2/funds/concessions/beneficiaries/'],
    [{ amountsAsStrings: true }, 'GET /api/v2/forms/'],
    [{ decimalAmounts: true }, 'GET /api/v2/forms/'],
    [{ nullFundData: true }, 'GET /api/v2/templates/'],
    [
      { extraLimitText: false, extraLimitNumber: true },
      `GET /api/v2/fund-details/${KIT_DIGITAL_ID}/`,
    ],
    [{ nullTexts: true }, 'GET /api/v2/forms/'],
    [{ callRowGaps: true }, 'GET /api/v2/funds/'],
  ]
  it.each(DEPARTURES)('departs as the reading %o says, on %s', async (readings, operation) => {
    demoService.control.setReadings(readings)
    try {
      expect(Object.keys(await departures())).toContain(operation)
    } finally {
      demoService.control.setReadings(
        Object.fromEntries(Object.keys(readings).map((key) => [key, false])),
      )
    }
  })
})
