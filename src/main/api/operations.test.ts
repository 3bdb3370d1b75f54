import { describe, expect, it } from 'vitest'
import { type ClientData } from '@shared/wire/client'
import { makeClient } from '../../../test/fixtures/client'
import { createLogger, Redactor } from '../log/logger'
import { type Credentials } from './http'
import { createApiClient } from './operations'
import { userProfile } from './user-profile'

interface Sent {
  method: string
  url: URL
  auth: string | null
  body: unknown
}

type Answer = { status: number; body?: unknown; text?: string } | 'refused' | 'reset'

/** A fetch that answers from a script by path and records what was sent. */
function fakeService(answer: (request: Sent) => Answer) {
  const sent: Sent[] = []
  const fetchFn = (input: string | URL | Request, init?: RequestInit) => {
    const request: Sent = {
      method: init?.method ?? 'GET',
      url: new URL(input instanceof Request ? input.url : input.toString()),
      auth: new Headers(init?.headers).get('authorization'),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }
    sent.push(request)
    const reply = answer(request)
    if (reply === 'refused' || reply === 'reset') {
      const code = reply === 'refused' ? 'ECONNREFUSED' : 'ECONNRESET'
      const cause = Object.assign(new Error(`socket ${code}`), { code })
      return Promise.reject(new TypeError('fetch failed', { cause }))
    }
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body))
    return Promise.resolve(new Response(text, { status: reply.status }))
  }
  return { sent, fetchFn: fetchFn }
}

function apiConfig(fetchFn: typeof fetch, credentials: Credentials | null = TOKENS) {
  return {
    endpoints: () =>
      Promise.resolve({ baseUrl: 'https://svc.example', testBaseUrl: 'https://test.example' }),
    credentials: () => credentials,
    prefixes: () => ({ user: 'Token', expert: 'ExpertToken' }),
    log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
    fetch: fetchFn,
    wait: () => Promise.resolve(),
    random: () => 0.5,
  }
}

function api(fetchFn: typeof fetch, credentials: Credentials | null = TOKENS) {
  return createApiClient(apiConfig(fetchFn, credentials))
}

const TOKENS: Credentials = { token: 'user-token-0001', expertToken: 'expert-token-0002' }
const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
})

const USER = {
  id: 1201,
  email: 'asesora@example.es',
  username: 'asesora',
  first_name: 'Lucía',
  last_name: 'Martín',
  is_active: true,
  communities_list: [13],
  provinces_list: [28],
  applicants_list: [2],
  region_types_list: [],
  activities_list: [],
  general_notifications: true,
  distributor: null,
  business_name: null,
  phone: null,
  fund_types_list: [],
  origins_list: [],
}

describe('client paths and bodies (SC-CLIENT-4, SC-DIALECT-1)', () => {
  it('reads and PATCHes clients/<id>/ with the trailing slash', async () => {
    const client = makeClient(7)
    const { sent, fetchFn } = fakeService(() => ({ status: 200, body: client }))
    await api(fetchFn).getClient(7)
    await api(fetchFn).updateClient(7, { notes: 'Llamar' })
    expect(sent.map((s) => `${s.method} ${s.url.pathname}`)).toEqual([
      'GET /api/v2/clients/7/',
      'PATCH /api/v2/clients/7/',
    ])
  })

  it('sends an emptied phone as "" (the vendor refuses null) and the rest as given', async () => {
    const { sent, fetchFn } = fakeService(() => ({ status: 200, body: makeClient(7) }))
    await api(fetchFn).updateClient(7, { phone: null, reference: null, province: 28 })
    expect(sent[0]?.body).toEqual({ phone: '', reference: null, province: 28 })
  })

  it('always asks clients/ for a page_size, the same in `next`-less first pages', async () => {
    const { sent, fetchFn } = fakeService(() => ({ status: 200, body: page([]) }))
    await api(fetchFn).listClients().fetch(1)
    await api(fetchFn).listClients({ pageSize: 200, isActive: 1 }).fetch(2)
    expect(sent.map((s) => Object.fromEntries(s.url.searchParams))).toEqual([
      { page: '1', page_size: '10', isActive: '0' },
      {
        page: '2',
        page_size: '200',
        isActive: '1',
        filters: '{"status__in":"1"}',
        status__in: '1',
      },
    ])
  })
})

describe('lenient answers, normalised once (SC-DIALECT-3)', () => {
  it('reads a client with null figures, numeric strings and null texts', async () => {
    const wire = {
      ...makeClient(9),
      status: '2',
      province: 28,
      employees_quantity: null,
      constitution_date: null,
      last_year_billing: '850000.00',
      investment_budget: '',
      contacts: null,
      legal_representative_nif: null,
      applicant_types: null,
      experts: ['301'],
      extra_vendor_field: 'ignored',
    }
    const { fetchFn } = fakeService(() => ({ status: 200, body: page([wire]) }))
    const [client] = (await api(fetchFn).listClients().fetch(1)).results
    expect(client).toMatchObject({
      status: 2,
      province: [28],
      employees_quantity: null,
      constitution_date: null,
      last_year_billing: 850000,
      investment_budget: null,
      contacts: '',
      legal_representative_nif: '',
      applicant_types: [],
      experts: [301],
    } satisfies Partial<ClientData>)
    expect(client).not.toHaveProperty('extra_vendor_field')
  })

  it('refuses a figure that is text but not a number, naming the field', async () => {
    const wire = { ...makeClient(9), employees_quantity: 'muchos' }
    const { fetchFn } = fakeService(() => ({ status: 200, body: page([wire]) }))
    await expect(api(fetchFn).listClients().fetch(1)).rejects.toMatchObject({
      appError: {
        code: 'bad_response',
        reason: 'unexpected_shape',
        params: { field: 'results[0].employees_quantity' },
      },
    })
  })

  it('reads concession rows with a null title, a null slug, extra keys and string amounts', async () => {
    const vendorRow = {
      fund_id: 916430,
      fund_slug: null,
      fund_title: null,
      beneficiary_cif: 'B12345674',
      beneficiary_name: 'Innovatech Soluciones SL',
      concession_date: '2026-03-02',
      awarded_amount: '12000.50',
    }
    const { fetchFn } = fakeService(() => ({ status: 200, body: page([vendorRow]) }))
    const byNif = (await api(fetchFn).concessionsByNif('b12345674').fetch(1)).results
    expect(byNif).toEqual([
      {
        fund_id: 916430,
        fund_title: null,
        beneficiary_name: 'Innovatech Soluciones SL',
        concession_date: '2026-03-02',
        awarded_amount: 12000.5,
      },
    ])
    const byGrant = (await api(fetchFn).concessionsByGrant({ fund_id: 916430 }).fetch(1)).results
    expect(byGrant[0]).toMatchObject({ fund_slug: null, fund_title: null, awarded_amount: 12000.5 })
  })

  it('reads the simulator’s bare array keeping each `id`, and our envelope without one', async () => {
    const opportunity = {
      slug: 'kit-digital-2026',
      formatted_title: 'Kit Digital',
      status_text: 'Abierta',
      total_amount: '3000000',
      scope: 'Estatal',
    }
    const bare = fakeService(() => ({ status: 200, body: [{ id: 916430, ...opportunity }] }))
    const profile = { province: 28, applicants_v2: [2], actions_v2: [1] }
    const fromVendor = await api(bare.fetchFn).simulate(profile).fetch(1)
    expect(fromVendor).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [{ ...opportunity, id: 916430, total_amount: 3_000_000 }],
    })
    const envelope = fakeService(() => ({ status: 200, body: page([opportunity]) }))
    const ours = await api(envelope.fetchFn).simulate(profile).fetch(1)
    expect(ours.results[0]).not.toHaveProperty('id')
  })

  it('gets the clients sync’s page reader ready as a sign-in starts', async () => {
    const { fetchFn } = fakeService(() => ({
      status: 200,
      body: { token: 't', ExpertToken: 'e', user: { ...USER, platform: 3, actions_list: [1] } },
    }))
    const prepared: string[] = []
    const clientPages = {
      prepare: () => Promise.resolve(void prepared.push('prepare')),
      decode: () => Promise.reject(new Error('no page is read at sign-in')),
      close: () => Promise.resolve(),
    }
    const client = createApiClient({ ...apiConfig(fetchFn, null), clientPages })
    await client.login({ email: USER.email, password: 'x' })
    expect(prepared).toEqual(['prepare'])
  })

  it('reads a login user whose phone, distributor and company are null as empty', async () => {
    const { fetchFn } = fakeService(() => ({
      status: 200,
      body: { token: 't', ExpertToken: '', user: { ...USER, platform: '3', actions_list: [1] } },
    }))
    const answer = await api(fetchFn, null).login({ email: USER.email, password: 'x' })
    expect(answer.ExpertToken).toBeNull()
    expect(answer.user).toMatchObject({
      phone: '',
      distributor: '',
      business_name: '',
      platform: 3,
    })
  })
})

describe('user detail: which token, and users/current/ (SC-USER-1, SC-USER-2)', () => {
  const detail = { ...USER, platform: 'FANDIT', action_items_list: [1], groups_data: [] }

  it('asks with the expert token first, then the user token on a 403', async () => {
    const { sent, fetchFn } = fakeService((request) =>
      request.auth?.startsWith('ExpertToken') ? { status: 403 } : { status: 200, body: detail },
    )
    const user = await api(fetchFn).getUser(1201)
    expect(user.platform).toBe('FANDIT')
    expect(sent.map((s) => s.auth)).toEqual([
      'ExpertToken expert-token-0002',
      'Token user-token-0001',
    ])
  })

  it('without an expert token asks only with the user token (our description)', async () => {
    const { sent, fetchFn } = fakeService(() => ({ status: 200, body: detail }))
    await api(fetchFn, { token: 'user-token-0001', expertToken: null }).getUser(1201)
    expect(sent.map((s) => s.auth)).toEqual(['Token user-token-0001'])
  })

  it('falls back to users/current/ when both are refused, in the detail form', async () => {
    const { sent, fetchFn } = fakeService((request) =>
      request.url.pathname === '/api/v2/users/current/'
        ? { status: 200, body: { ...USER, platform: 3, actions_list: [4, 5] } }
        : { status: 403 },
    )
    const profile = await userProfile(api(fetchFn), 1201)
    expect(profile.source).toBe('current')
    expect(profile.user).toMatchObject({
      id: 1201,
      platform: '#3',
      action_items_list: [4, 5],
      groups_data: [],
      phone: '',
    })
    expect(sent.map((s) => `${s.url.pathname} ${s.auth?.split(' ')[0] ?? ''}`)).toEqual([
      '/api/v2/users/1201/ ExpertToken',
      '/api/v2/users/1201/ Token',
      '/api/v2/users/current/ Token',
    ])
  })

  it('keeps the refusal when users/current/ is someone else', async () => {
    const { fetchFn } = fakeService((request) =>
      request.url.pathname === '/api/v2/users/current/'
        ? { status: 200, body: { ...USER, platform: 3, actions_list: [] } }
        : { status: 403 },
    )
    await expect(userProfile(api(fetchFn), 77)).rejects.toMatchObject({
      appError: { code: 'forbidden', status: 403 },
    })
  })

  it('falls back to users/current/ when the own id is unknown to users/<id>/ (404)', async () => {
    const { sent, fetchFn } = fakeService((request) =>
      request.url.pathname === '/api/v2/users/current/'
        ? { status: 200, body: { ...USER, platform: 3, actions_list: [4] } }
        : { status: 404, body: { detail: 'No encontrado.' } },
    )
    const profile = await userProfile(
      api(fetchFn, { token: 'user-token-0001', expertToken: null }),
      1201,
    )
    expect(profile.source).toBe('current')
    expect(profile.user).toMatchObject({ id: 1201, platform: '#3', action_items_list: [4] })
    expect(sent.map((s) => s.url.pathname)).toEqual([
      '/api/v2/users/1201/',
      '/api/v2/users/current/',
    ])
  })

  it('keeps the first answer when the service has no users/current/ either', async () => {
    const { sent, fetchFn } = fakeService((request) =>
      request.url.pathname.endsWith('/1201/')
        ? { status: 403 }
        : { status: 404, body: { detail: 'No encontrado.' } },
    )
    await expect(userProfile(api(fetchFn), 1201)).rejects.toMatchObject({
      appError: { code: 'forbidden', status: 403 },
    })
    expect(sent.some((s) => s.url.pathname.endsWith('/current/'))).toBe(true)
  })

  it('does not fall back on a failure of the service', async () => {
    const { sent, fetchFn } = fakeService(() => ({ status: 500 }))
    await expect(userProfile(api(fetchFn), 1201)).rejects.toMatchObject({
      appError: { status: 500 },
    })
    expect(sent.some((s) => s.url.pathname.endsWith('/current/'))).toBe(false)
  })
})

describe('the simulator is paid: tried again only when it cannot have been charged (SC-SIM-4)', () => {
  const profile = { province: 28, applicants_v2: [2], actions_v2: [1] }
  const ok = { status: 200, body: [] }

  it.each<[string, Answer]>([
    ['a connection refused', 'refused'],
    ['a 429', { status: 429 }],
  ])('repeats after %s', async (_name, first) => {
    let calls = 0
    const { sent, fetchFn } = fakeService(() => (calls++ === 0 ? first : ok))
    await api(fetchFn).simulate(profile).fetch(1)
    expect(sent).toHaveLength(2)
  })

  it.each<[string, Answer, string]>([
    ['a 500', { status: 500 }, 'server'],
    ['a 503', { status: 503 }, 'server'],
    ['a connection reset after sending', 'reset', 'offline'],
    ['a body that is not JSON', { status: 200, text: '{"count":' }, 'bad_response'],
  ])('does not repeat after %s', async (_name, first, code) => {
    const { sent, fetchFn } = fakeService(() => first)
    await expect(api(fetchFn).simulate(profile).fetch(1)).rejects.toMatchObject({
      appError: { code },
    })
    expect(sent).toHaveLength(1)
  })

  it('does not repeat after a timeout', async () => {
    const sent: string[] = []
    const hanging = ((input: string | URL | Request, init?: RequestInit) => {
      sent.push(input instanceof Request ? input.url : input.toString())
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
      )
    }) as typeof fetch
    const client = createApiClient({
      endpoints: () =>
        Promise.resolve({ baseUrl: 'https://a.example', testBaseUrl: 'https://a.example' }),
      credentials: () => TOKENS,
      prefixes: () => ({ user: 'Token', expert: 'ExpertToken' }),
      log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
      fetch: hanging,
      wait: () => Promise.resolve(),
      timeoutMs: 20,
    })
    await expect(client.simulate(profile).fetch(1)).rejects.toMatchObject({
      appError: { code: 'timeout' },
    })
    expect(sent).toHaveLength(1)
  })

  it('reads are still repeated after a 5xx (concessions cost credits but are idempotent GETs)', async () => {
    let calls = 0
    const { sent, fetchFn } = fakeService(() =>
      calls++ === 0 ? { status: 503 } : { status: 200, body: page([]) },
    )
    await api(fetchFn).concessionsByNif('B12345674').fetch(1)
    expect(sent).toHaveLength(2)
  })
})
