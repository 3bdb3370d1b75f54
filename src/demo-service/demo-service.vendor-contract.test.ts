import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkCallSearch,
  checkCaseFiles,
  checkGrantDetail,
  loadContract,
} from '../../test/support/contract-checks'
import { KIT_DIGITAL_ID } from './seed/grants'
import { type DemoService } from './server'
import {
  byGrantPath,
  byNifPath,
  call,
  type CallOptions,
  EMAIL,
  EXPERT_ID,
  login,
  PASSWORD,
  type Session,
  startDemoService,
  withQuery,
} from '../../test/support/demo-service-http'

const contract = loadContract('vendor')

const CLIENTS = '/api/v2/clients/'
const SIMULATOR = '/api/v2/funds/opportunities-by-profile/'
const USAGE = '/api/v2/users/usage-statistics/'
const CURRENT = '/api/v2/users/current/'
const PROFILE = { province: [28], applicants_v2: [2], actions_v2: [1, 2, 3, 9, 12, 17, 22, 28] }

// In the order written: the last test checks that the others covered every operation.
describe('contract (openapi-vendor.yaml)', { shuffle: false }, () => {
  let demoService: DemoService
  let advisor: Session
  let user: Session
  let broke: Session
  let clientId: number
  let incompleteId: number
  let heavyNif: string
  let untitledGrant: number
  let unsluggedGrant: number

  async function check(
    session: Session | null,
    kind: 'user' | 'expert' | 'none',
    method: string,
    path: string,
    status: number,
    options: CallOptions = {},
  ) {
    const request = { ...options, method }
    const reply =
      kind === 'none' || !session
        ? await call<unknown>(demoService, path, request)
        : kind === 'user'
          ? await session.asUser<unknown>(path, request)
          : await session.asExpert<unknown>(path, request)
    expect(reply.status, `${method} ${path}: ${reply.text.slice(0, 200)}`).toBe(status)
    contract.expectConforms(method, path, reply)
  }

  /** A closed grant of `quirk` that has concessions. */
  function grantWith(quirk: ReadonlySet<number>): number {
    const grant = demoService.state.grants.find(
      (g) => quirk.has(g.id) && demoService.state.concessions.ofGrant(g).length > 0,
    )
    if (!grant) throw new Error('La semilla no tiene la convocatoria que pide la prueba')
    return grant.id
  }

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 120, concessions: 1500, dialect: 'vendor' })
    advisor = await login(demoService, EMAIL.advisor)
    user = await login(demoService, EMAIL.user)
    broke = await login(demoService, EMAIL.noCredits)
    const mine = demoService.state.clients
      .sorted({ field: 'id', descending: false })
      .filter((r) => r.client.experts.includes(EXPERT_ID.advisor))
      .map((r) => r.client)
    clientId = mine.find((c) => c.employees_quantity !== null)?.id ?? 0
    incompleteId = mine.find((c) => c.employees_quantity === null)?.id ?? 0
    heavyNif = demoService.state.concessions.beneficiaries()[0]?.nif ?? ''
    untitledGrant = grantWith(demoService.state.grantQuirks.untitled)
    unsluggedGrant = grantWith(demoService.state.grantQuirks.unslugged)
  })
  afterAll(() => demoService.close())

  it('is an OpenAPI 3.1 document of its own, with both security schemes', () => {
    expect(contract.document.openapi).toBe('3.1.0')
    const schemes = contract.resolve('/components/securitySchemes') as Record<string, unknown>
    expect(Object.keys(schemes).sort()).toEqual(['expertToken', 'userToken'])
    expect(contract.operations()).not.toContain('GET /api/v2/clients/{client_id}')
  })

  it('describes login', async () => {
    const path = '/api/v2/users/login/'
    await check(null, 'none', 'POST', path, 200, {
      json: { email: EMAIL.advisor, password: PASSWORD },
    })
    await check(null, 'none', 'POST', path, 200, {
      json: { email: EMAIL.user, password: PASSWORD },
    })
    await check(null, 'none', 'POST', path, 400, { json: { email: EMAIL.user, password: 'x' } })
    await check(null, 'none', 'POST', path, 400, { json: {} })
    await check(null, 'none', 'POST', path, 415, {
      body: 'email=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  })

  it('describes the users: current, detail (expert token only) and usage statistics', async () => {
    await check(advisor, 'user', 'GET', CURRENT, 200)
    await check(user, 'user', 'GET', CURRENT, 200)
    await check(advisor, 'expert', 'GET', CURRENT, 403)
    await check(null, 'none', 'GET', CURRENT, 401)
    await check(advisor, 'expert', 'GET', '/api/v2/users/1201/', 200)
    await check(advisor, 'expert', 'GET', '/api/v2/users/1202/', 404)
    await check(advisor, 'user', 'GET', '/api/v2/users/1201/', 403)
    await check(null, 'none', 'GET', '/api/v2/users/1201/', 401)
    await check(null, 'none', 'GET', '/api/v2/users/1201/', 401, { auth: 'Token desconocido' })
    await check(advisor, 'user', 'GET', USAGE, 200)
    await check(advisor, 'expert', 'GET', USAGE, 200)
    await check(broke, 'user', 'GET', USAGE, 200)
    await check(null, 'none', 'GET', USAGE, 401)
    await check(null, 'none', 'GET', USAGE, 403, { auth: `Token ${advisor.expertToken ?? ''}` })
    await check(null, 'none', 'GET', USAGE, 401, { auth: 'ExpertToken desconocido' })
  })

  it('describes the client list, incomplete profiles included', async () => {
    const all = await advisor.asExpert<{ results: { id: number }[] }>(
      withQuery(CLIENTS, { page_size: 200 }),
    )
    expect(all.body.results.map((c) => c.id)).toContain(incompleteId)
    contract.expectConforms('GET', CLIENTS, all)
    const filtered = withQuery(CLIENTS, {
      page: 1,
      page_size: 5,
      order: '-employees_quantity',
      status__in: '1,2,3',
      expert__in: `${EXPERT_ID.advisor},${EXPERT_ID.admin}`,
      simulator_check: 'true',
    })
    await check(advisor, 'expert', 'GET', filtered, 200)
    await check(advisor, 'expert', 'GET', CLIENTS, 400)
    await check(advisor, 'expert', 'GET', withQuery(CLIENTS, { page_size: 10, order: 'x' }), 400)
    await check(advisor, 'expert', 'GET', withQuery(CLIENTS, { page_size: 10, page: 999 }), 404)
    await check(advisor, 'user', 'GET', withQuery(CLIENTS, { page_size: 10 }), 403)
    await check(null, 'none', 'GET', withQuery(CLIENTS, { page_size: 10 }), 401)
  })

  it('describes the client detail and update, with the trailing slash', async () => {
    const path = `/api/v2/clients/${clientId}/`
    await check(advisor, 'expert', 'GET', path, 200)
    await check(advisor, 'expert', 'GET', `/api/v2/clients/${incompleteId}/`, 200)
    await check(advisor, 'expert', 'GET', '/api/v2/clients/999999/', 404)
    await check(advisor, 'user', 'GET', path, 403)
    await check(null, 'none', 'GET', path, 401)
    await check(advisor, 'expert', 'PATCH', path, 200, {
      json: { province: 28, status: '3', notes: 'ignorada', phone: '612 345 678' },
    })
    await check(advisor, 'expert', 'PATCH', path, 400, { json: { phone: null, province: [28] } })
    await check(advisor, 'expert', 'PATCH', path, 400, { json: [1] })
    await check(advisor, 'expert', 'PATCH', '/api/v2/clients/999999/', 404, { json: {} })
    await check(advisor, 'expert', 'PATCH', path, 415, {
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    })
    await check(advisor, 'user', 'PATCH', path, 403, { json: {} })
  })

  it('describes concessions by tax id, with slugs, titles and tax ids that may be null', async () => {
    await check(user, 'user', 'GET', byNifPath(heavyNif), 200)
    await check(user, 'user', 'GET', byNifPath(heavyNif, { page: 2, page_size: 100 }), 200)
    await check(user, 'user', 'GET', byNifPath(''), 400)
    await check(user, 'user', 'GET', byNifPath(heavyNif, { page: 500 }), 404)
    await check(broke, 'user', 'GET', byNifPath(heavyNif), 403)
    await check(advisor, 'expert', 'GET', byNifPath(heavyNif), 403)
    await check(null, 'none', 'GET', byNifPath(heavyNif), 401)
    await check(null, 'none', 'GET', byNifPath(heavyNif), 401, { auth: 'Token desconocido' })
  })

  it('describes concessions by grant, untitled and unslugged grants included', async () => {
    await check(user, 'user', 'GET', byGrantPath({ fund_id: KIT_DIGITAL_ID }), 200)
    await check(user, 'user', 'GET', byGrantPath({ fund_id: untitledGrant }), 200)
    await check(user, 'user', 'GET', byGrantPath({ fund_id: unsluggedGrant }), 200)
    await check(user, 'user', 'GET', byGrantPath({ fund_slug: 'no-existe' }), 200)
    await check(user, 'user', 'GET', byGrantPath({}), 400)
    await check(user, 'user', 'GET', byGrantPath({ fund_id: 1, fund_slug: 'a' }), 400)
    await check(user, 'user', 'GET', byGrantPath({ fund_id: KIT_DIGITAL_ID }, { page: 900 }), 404)
    await check(broke, 'user', 'GET', byGrantPath({ fund_id: KIT_DIGITAL_ID }), 403)
    await check(null, 'none', 'GET', byGrantPath({ fund_id: KIT_DIGITAL_ID }), 401)
  })

  it('describes the status groups', async () => {
    const groups = '/api/v2/forms/status-groups-list/'
    await check(advisor, 'expert', 'GET', groups, 200)
    await check(advisor, 'expert', 'GET', `${groups}?page=3`, 404)
    await check(advisor, 'user', 'GET', groups, 403)
    await check(null, 'none', 'GET', groups, 401)
  })

  it('describes the case files, their templates and the available experts', () =>
    checkCaseFiles({ check, contract, advisor, demoService, clientId }))

  it('describes a grant’s detail: five operations, closed grants and a service without them', () =>
    checkGrantDetail({ check, user, advisor, broke, demoService }))

  it('describes the simulator', async () => {
    await check(user, 'user', 'POST', SIMULATOR, 200, { json: PROFILE })
    await check(user, 'user', 'POST', SIMULATOR, 200, {
      json: { province: 28, applicants_v2: [999], actions_v2: [1] },
    })
    await check(user, 'user', 'POST', SIMULATOR, 400, { json: { province: 28 } })
    await check(user, 'user', 'POST', SIMULATOR, 400, {
      json: { province: 'x', applicants_v2: [2], actions_v2: [1] },
    })
    await check(broke, 'user', 'POST', SIMULATOR, 403, { json: PROFILE })
    await check(advisor, 'expert', 'POST', SIMULATOR, 403, { json: PROFILE })
    await check(null, 'none', 'POST', SIMULATOR, 401, { json: PROFILE })
    await check(user, 'user', 'POST', SIMULATOR, 413, {
      json: { ...PROFILE, padding: 'x'.repeat(1_100_000) },
    })
  })

  it('describes the simulation by NIF and CNAE and the grants with concessions', async () => {
    const byCif = '/api/v2/funds/opportunities-by-cif/'
    const body = { province: 28, cnae: '6201', nif: 'B88888888' }
    await check(user, 'user', 'POST', byCif, 200, { json: body })
    await check(user, 'user', 'POST', byCif, 200, { json: { ...body, nif: '12345678Z' } })
    await check(user, 'user', 'POST', byCif, 400, { json: { province: 28, cnae: '6201' } })
    await check(user, 'user', 'POST', byCif, 400, { json: { ...body, cnae: '9999' } })
    await check(user, 'user', 'POST', byCif, 400, { json: { ...body, province: 99 } })
    await check(broke, 'user', 'POST', byCif, 403, { json: body })
    await check(null, 'none', 'POST', byCif, 401, { json: body })
    await check(user, 'user', 'POST', byCif, 413, {
      json: { ...body, padding: 'x'.repeat(1_100_000) },
    })
    const list = '/api/v2/funds/concessions/'
    await check(user, 'user', 'GET', list, 200)
    await check(
      user,
      'user',
      'GET',
      withQuery(list, { requestData: '{"search_by_text":"ayudas"}' }),
      200,
    )
    await check(user, 'user', 'GET', withQuery(list, { page: 9999 }), 404)
    await check(broke, 'user', 'GET', list, 403)
    await check(null, 'none', 'GET', list, 401)
    demoService.control.setGrantNeighbours(false)
    try {
      await check(user, 'user', 'POST', byCif, 404, { json: body })
      await check(user, 'user', 'GET', list, 404)
    } finally {
      demoService.control.setGrantNeighbours(true)
    }
  })

  it('describes the search of calls, its 400s, gaps and a service without it', () =>
    checkCallSearch({ check, demoService, user, broke }))

  it('describes data-filters and the schema itself', async () => {
    await check(user, 'user', 'GET', '/api/v2/data-filters/', 200)
    await check(advisor, 'expert', 'GET', '/api/v2/data-filters/', 403)
    await check(null, 'none', 'GET', '/api/v2/data-filters/', 401)
    await check(null, 'none', 'GET', '/api/v2/schema/', 200)
  })

  it('describes injected faults on every operation but the schema', async () => {
    for (const [kind, status] of [
      ['500', 500],
      ['503', 503],
      ['429', 429],
    ] as const) {
      demoService.control.failNext(kind, 1, { path: /users\/login/ })
      await check(null, 'none', 'POST', '/api/v2/users/login/', status, {
        json: { email: EMAIL.user, password: PASSWORD },
      })
      for (const [session, auth, method, path, json] of [
        [user, 'user', 'GET', CURRENT, undefined],
        [user, 'user', 'GET', USAGE, undefined],
        [advisor, 'expert', 'GET', '/api/v2/users/1201/', undefined],
        [advisor, 'expert', 'GET', withQuery(CLIENTS, { page_size: 10 }), undefined],
        [advisor, 'expert', 'GET', `/api/v2/clients/${clientId}/`, undefined],
        [advisor, 'expert', 'PATCH', `/api/v2/clients/${clientId}/`, {}],
        [user, 'user', 'GET', byNifPath(heavyNif), undefined],
        [user, 'user', 'GET', byGrantPath({ fund_id: KIT_DIGITAL_ID }), undefined],
        [advisor, 'expert', 'GET', '/api/v2/forms/status-groups-list/', undefined],
        [advisor, 'expert', 'GET', '/api/v2/forms/?page_size=5', undefined],
        [advisor, 'expert', 'GET', '/api/v2/forms/4001/', undefined],
        [advisor, 'expert', 'POST', '/api/v2/forms/', {}],
        [advisor, 'expert', 'POST', '/api/v2/forms/update-status/', {}],
        [advisor, 'expert', 'POST', '/api/v2/forms/update/', {}],
        [advisor, 'expert', 'GET', '/api/v2/templates/', undefined],
        [advisor, 'expert', 'GET', '/api/v2/experts/available-experts/', undefined],
        [user, 'user', 'POST', SIMULATOR, { province: 28 }],
        [user, 'user', 'GET', '/api/v2/data-filters/', undefined],
      ] as const) {
        demoService.control.failNext(kind)
        await check(session, auth, method, path, status, json === undefined ? {} : { json })
      }
    }
  })

  it('checked every operation of the document', () => {
    const checked = contract.checkedOperations()
    for (const operation of contract.operations()) expect(checked).toContain(operation)
  })
})
