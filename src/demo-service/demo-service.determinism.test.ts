import { describe, expect, it } from 'vitest'
import { type LoginResponse } from '@shared/wire/user'
import { KIT_DIGITAL_ID } from './seed/grants'
import { type DemoService, type DemoServiceOptions } from './server'
import {
  byGrantPath,
  byNifPath,
  PASSWORD,
  rawRequest,
  startDemoService,
  EMAIL,
} from '../../test/support/demo-service-http'

/** The same Host on both instances, so that `next` URLs can be compared byte for byte. */
const HOST = 'demo-service.test'

interface Step {
  method?: string
  path: string
  auth?: 'user' | 'expert'
  json?: unknown
}

const STEPS: Step[] = [
  { path: '/api/v2/users/login/', json: { email: EMAIL.advisor, password: PASSWORD } },
  { path: '/api/v2/users/1201/', auth: 'user' },
  { path: '/api/v2/clients/?page_size=25', auth: 'expert' },
  {
    path: `/api/v2/clients/?page=2&filters=${encodeURIComponent('{"order":"-last_year_billing","status__in":"1,3"}')}`,
    auth: 'expert',
  },
  { path: '/api/v2/forms/status-groups-list/', auth: 'expert' },
  { path: byNifPath('B00000000'), auth: 'user' },
  { path: byGrantPath({ fund_id: KIT_DIGITAL_ID }, { page: 3 }), auth: 'user' },
  {
    path: '/api/v2/funds/opportunities-by-profile/?page=2',
    auth: 'user',
    json: { province: 28, applicants_v2: [2], actions_v2: [1, 9, 12, 22, 28] },
  },
  { path: '/api/v2/data-filters/', auth: 'user' },
  { path: '/api/v2/clients/?filters=%7Bmal', auth: 'expert' },
  { path: '/api/v2/users/login/', json: { email: EMAIL.user, password: PASSWORD } },
]

/** The same ground in the vendor's forms (SC-DIALECT-1), plus what only the vendor has. */
const VENDOR_STEPS: Step[] = [
  { path: '/api/v2/users/login/', json: { email: EMAIL.advisor, password: PASSWORD } },
  { path: '/api/v2/users/1201/', auth: 'expert' },
  { path: '/api/v2/users/current/', auth: 'user' },
  { path: '/api/v2/users/usage-statistics/', auth: 'user' },
  { path: '/api/v2/clients/?page_size=25', auth: 'expert' },
  {
    path: '/api/v2/clients/?page=2&page_size=10&order=-employees_quantity&status__in=1,3',
    auth: 'expert',
  },
  { path: '/api/v2/clients/?page_size=200&simulator_check=false', auth: 'expert' },
  { path: '/api/v2/forms/status-groups-list/', auth: 'expert' },
  { path: byNifPath('B00000000'), auth: 'user' },
  { path: byGrantPath({ fund_id: KIT_DIGITAL_ID }, { page: 3 }), auth: 'user' },
  {
    path: '/api/v2/funds/opportunities-by-profile/',
    auth: 'user',
    json: { province: 28, applicants_v2: [2], actions_v2: [1, 9, 12, 22, 28] },
  },
  { path: '/api/v2/data-filters/', auth: 'user' },
  { path: '/api/v2/clients/', auth: 'expert' },
  { path: '/api/v2/users/1201/', auth: 'user' },
  { path: '/api/v2/users/usage-statistics/', auth: 'expert' },
  { path: '/api/v2/users/login/', json: { email: EMAIL.user, password: PASSWORD } },
]

/** Runs the steps of the dialect against a new demo service: «status body» for each, and a few more. */
async function transcript(options: DemoServiceOptions): Promise<string[]> {
  const vendor = options.dialect === 'vendor'
  const demoService: DemoService = await startDemoService({
    clients: 150,
    concessions: 1500,
    ...options,
  })
  try {
    const lines: string[] = []
    let tokens = { user: '', expert: '' }
    const run = async (step: Step) => {
      const headers: Record<string, string> = { host: HOST }
      if (step.auth === 'user') headers.authorization = `Token ${tokens.user}`
      if (step.auth === 'expert') headers.authorization = `ExpertToken ${tokens.expert}`
      if (step.json !== undefined) headers['content-type'] = 'application/json'
      const reply = await rawRequest(demoService, step.path, {
        method: step.method ?? (step.json === undefined ? 'GET' : 'POST'),
        headers,
        body: step.json === undefined ? undefined : JSON.stringify(step.json),
      })
      lines.push(`${reply.status} ${reply.body}`)
      return reply
    }
    for (const step of vendor ? VENDOR_STEPS : STEPS) {
      const reply = await run(step)
      if (step.path.endsWith('/login/') && reply.status === 200 && tokens.user === '') {
        const login = JSON.parse(reply.body) as LoginResponse
        tokens = { user: login.token, expert: login.ExpertToken ?? '' }
      }
    }
    const [heavy] = demoService.state.concessions.beneficiaries()
    await run({ path: byNifPath(heavy?.nif ?? '', { page: 2 }), auth: 'user' })
    const clientId = demoService.state.clients.sorted({ field: 'id', descending: false })[0]?.client
      .id
    await run({
      method: 'PATCH',
      path: `/api/v2/clients/${clientId}${vendor ? '/' : ''}`,
      auth: 'expert',
      json: { notes: 'Igual en las dos' },
    })
    return lines
  } finally {
    await demoService.close()
  }
}

describe('determinism', () => {
  it('gives byte-identical answers for the same seed, flags, today and requests', async () => {
    const options: DemoServiceOptions = {
      seed: 42,
      faultRate: 0.25,
      faults: ['500', '503', '429', 'malformed'],
    }
    const first = await transcript(options)
    const second = await transcript(options)
    expect(second).toEqual(first)
    expect(first.some((line) => line.startsWith('200 '))).toBe(true)
    expect(first.some((line) => !line.startsWith('200 ') && !line.startsWith('400 '))).toBe(true)
  })

  it('gives byte-identical answers in the vendor dialect too, and not the interface ones', async () => {
    const options: DemoServiceOptions = {
      seed: 42,
      dialect: 'vendor',
      faultRate: 0.25,
      faults: ['500', '503', '429', 'malformed'],
    }
    const first = await transcript(options)
    expect(await transcript(options)).toEqual(first)
    expect(first.filter((line) => line.startsWith('200 ')).length).toBeGreaterThan(3)
    const calm = await transcript({ seed: 42, dialect: 'vendor' })
    expect(calm.filter((line) => line.startsWith('403 ')).length).toBe(1)
    expect(calm).not.toEqual(await transcript({ seed: 42 }))
  })

  it('gives other data for another seed', async () => {
    const first = await transcript({ seed: 42 })
    const other = await transcript({ seed: 43 })
    expect(other).not.toEqual(first)
    expect(other[0]).not.toBe(first[0])
    expect(other[2]).not.toBe(first[2])
  })
})
