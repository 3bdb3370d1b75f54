import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Credentials, type HttpConfig } from '../../../src/main/api/http'
import { createApiClient } from '../../../src/main/api/operations'
import { walkAll, walkPages } from '../../../src/main/api/page-walker'
import { createLogger, Redactor } from '../../../src/main/log/logger'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { DEMO_PASSWORD, EXPERT } from '../../support/test-app'

const log = createLogger({ redactor: new Redactor(), sink: () => undefined })
let demoService: DemoService
let expert: Credentials
let now = Date.now()

function client(
  overrides: Partial<HttpConfig> & { base?: string; credentials?: () => Credentials | null } = {},
) {
  const base = overrides.base ?? demoService.url
  return createApiClient({
    endpoints: () => Promise.resolve({ baseUrl: base, testBaseUrl: base }),
    credentials: () => expert,
    prefixes: () => ({ user: 'Token', expert: 'ExpertToken' }),
    log,
    wait: () => Promise.resolve(),
    ...overrides,
  })
}

async function signIn(email: string): Promise<Credentials> {
  const answer = await client({ credentials: () => null }).login({ email, password: DEMO_PASSWORD })
  return { token: answer.token, expertToken: answer.ExpertToken }
}

function countRequests(path: RegExp): number {
  return demoService.control.requests.filter((r) => path.test(r.path)).length
}

beforeAll(async () => {
  demoService = await createDemoService({
    tokenTtlSeconds: 3600,
    now: () => now,
    timeoutFaultMs: 300,
  })
  expert = await signIn(EXPERT)
})
afterAll(() => demoService.close())

describe('every operation against the demo service', () => {
  it('1. login at the test address returns both tokens and the login user (SC-USER-1)', async () => {
    const answer = await client({ credentials: () => null }).login({
      email: EXPERT,
      password: DEMO_PASSWORD,
    })
    expect(answer.token).toBeTruthy()
    expect(answer.ExpertToken).toBeTruthy()
    expect(typeof answer.user.platform).toBe('number')
    expect(answer.user.actions_list).toBeInstanceOf(Array)
  })

  it('SC-AUTH-3: a non-expert user gets a null expert token', async () => {
    const answer = await client({ credentials: () => null }).login({
      email: 'usuario@demo.grantsdesk.es',
      password: DEMO_PASSWORD,
    })
    expect(answer.ExpertToken).toBeNull()
  })

  it('4. user detail has the detail shape (SC-USER-1)', async () => {
    const me = await client({ credentials: () => null }).login({
      email: EXPERT,
      password: DEMO_PASSWORD,
    })
    const detail = await client().getUser(me.user.id)
    expect(detail.email).toBe(EXPERT)
    expect(typeof detail.platform).toBe('string')
    expect(detail.groups_data.length).toBeGreaterThan(0)
  })

  it('5, 2, 3. lists, reads and updates a client', async () => {
    const page = await client().listClients({ pageSize: 5 }).fetch(1)
    expect(page.results).toHaveLength(5)
    const first = page.results[0]
    if (!first) throw new Error('no clients')
    const read = await client().getClient(first.id)
    expect(read).toEqual(first)
    const updated = await client().updateClient(first.id, { notes: 'Llamar el lunes' })
    expect(updated.notes).toBe('Llamar el lunes')
    expect((await client().getClient(first.id)).notes).toBe('Llamar el lunes')
  })

  it('5. sends filters, isActive and order as SC-CLIENT-1 says', async () => {
    const active = await walkAll(client().listClients({ pageSize: 200, isActive: 1 }))
    expect(active.rows.every((c) => c.status === 1)).toBe(true)
    const ordered = await client()
      .listClients({ pageSize: 20, filters: { order: '-business_name' } })
      .fetch(1)
    const names = ordered.results.map((c) => c.business_name)
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'es')))
  })

  it('6. concessions by NIF normalise the NIF and keep the SC-CONC-3 order', async () => {
    const page = await client().listClients({ pageSize: 50 }).fetch(1)
    let found = 0
    for (const c of page.results) {
      const rows = (await walkAll(client().concessionsByNif(` ${c.nif.toLowerCase()} `))).rows
      found += rows.length
      const undated = rows.findIndex((r) => r.concession_date)
      if (undated > 0) expect(rows.slice(0, undated).every((r) => !r.concession_date)).toBe(true)
    }
    expect(found).toBeGreaterThan(0)
  })

  it('7. concessions by grant, by id or slug', async () => {
    const nifRows = (await client().concessionsByNif('B00000000').fetch(1)).results
    expect(nifRows).toEqual([])
    const clients = (await client().listClients({ pageSize: 100 }).fetch(1)).results
    for (const c of clients) {
      const first = (await client().concessionsByNif(c.nif).fetch(1)).results[0]
      if (!first || first.fund_id === null) continue
      const byId = await client().concessionsByGrant({ fund_id: first.fund_id }).fetch(1)
      expect(byId.count).toBeGreaterThan(0)
      const slug = byId.results[0]?.fund_slug ?? ''
      const bySlug = await client().concessionsByGrant({ fund_slug: slug }).fetch(1)
      expect(bySlug.count).toBe(byId.count)
      return
    }
    throw new Error('no client with concessions')
  })

  it('8. status groups: every page, at most one initial status per group (SC-STAT-2)', async () => {
    const groups = (await walkAll(client().statusGroups())).rows
    expect(groups.length).toBeGreaterThanOrEqual(5)
    for (const group of groups)
      expect(group.status.filter((s) => s.initial_state).length).toBeLessThanOrEqual(1)
  })

  it('9. the simulator POSTs the profile and pages with ?page=N (SC-SIM-2)', async () => {
    const profile = { province: 28, applicants_v2: [2], actions_v2: [1, 2, 3, 4, 5, 6, 7, 8] }
    const all = await walkAll(client().simulate(profile))
    expect(all.rows.length).toBe(all.count)
    expect(all.pages).toBeGreaterThan(1)
  })

  it('data-filters (SC-CAT-3) returns the catalogue', async () => {
    const catalogue = await client().dataFilters()
    expect(catalogue.applicants?.length).toBeGreaterThan(0)
    expect(catalogue.action_items?.length).toBeGreaterThan(0)
  })
})

describe('errors (SC-ERR-1) mapped to AppError', () => {
  it('401 without or with an unknown token', async () => {
    const ghost = client({
      credentials: () => ({ token: 'desconocido-123', expertToken: 'desconocido-456' }),
    })
    await expect(ghost.listClients().fetch(1)).rejects.toMatchObject({
      appError: { code: 'unauthorized' },
    })
    await expect(ghost.getUser(1)).rejects.toMatchObject({ appError: { code: 'unauthorized' } })
  })

  it('403 for the wrong token type and for no credits: a refusal, its words kept (SC-COST-6)', async () => {
    // The user token presented where the expert token goes.
    const swapped = client({
      credentials: () => ({ token: expert.token, expertToken: expert.token }),
      prefixes: () => ({ user: 'Token', expert: 'Token' }),
    })
    await expect(swapped.listClients().fetch(1)).rejects.toMatchObject({
      appError: { code: 'forbidden', status: 403 },
    })
    const broke = await signIn('sincreditos@demo.grantsdesk.es')
    await expect(
      client({ credentials: () => broke })
        .concessionsByNif('B12345674')
        .fetch(1),
    ).rejects.toMatchObject({
      // Told apart only by the balance, which the services ask (credits-service.ts).
      appError: {
        code: 'forbidden',
        status: 403,
        serverMessage: 'No dispone de créditos suficientes para esta consulta',
      },
    })
  })

  it('404 for an unknown client and 400 with the exact SC-CONC-1 text', async () => {
    await expect(client().getClient(99_999_999)).rejects.toMatchObject({
      appError: { code: 'not_found' },
    })
    await expect(client().concessionsByNif('   ').fetch(1)).rejects.toMatchObject({
      appError: { code: 'validation', serverMessage: 'Es necesario enviar el campo nif' },
    })
  })

  it('400 with field errors from a PATCH (SC-ERR-3)', async () => {
    const id = (await client().listClients({ pageSize: 1 }).fetch(1)).results[0]?.id ?? 0
    await expect(
      client().updateClient(id, { email: 'no-es-un-correo', postal_code: '123' }),
    ).rejects.toMatchObject({
      appError: {
        code: 'validation',
        fields: { email: expect.any(Array) as unknown, postal_code: expect.any(Array) as unknown },
      },
    })
  })

  it('offline when nothing listens', async () => {
    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()))
    const port = (closed.address() as AddressInfo).port
    await new Promise((r) => closed.close(r))
    await expect(client({ base: `http://127.0.0.1:${port}` }).getUser(1)).rejects.toMatchObject({
      appError: { code: 'offline' },
    })
  })

  it('timeout when the service holds the answer longer than the client waits', async () => {
    demoService.control.failNext('timeout', 3, { path: /users\// })
    await expect(client({ timeoutMs: 100 }).getUser(1)).rejects.toMatchObject({
      appError: { code: 'timeout' },
    })
  })

  it('malformed JSON on a read is retried like a 5xx; past the attempts it is bad_response', async () => {
    demoService.control.clearRequests()
    demoService.control.failNext('malformed', 1, { path: /status-groups/ })
    expect((await client().statusGroups().fetch(1)).results.length).toBeGreaterThan(0)
    expect(countRequests(/status-groups/)).toBe(2)
    demoService.control.failNext('malformed', 3, { path: /status-groups/ })
    await expect(client().statusGroups().fetch(1)).rejects.toMatchObject({
      appError: { code: 'bad_response', reason: 'invalid_json' },
    })
    expect(countRequests(/status-groups/)).toBe(5)
  })
})

describe('retries under fault injection', () => {
  it('a read survives two faults and is attempted exactly three times', async () => {
    demoService.control.clearRequests()
    demoService.control.failNext('500', 1, { path: /status-groups/ })
    demoService.control.failNext('reset', 1, { path: /status-groups/ })
    const page = await client().statusGroups().fetch(1)
    expect(page.results.length).toBeGreaterThan(0)
    expect(countRequests(/status-groups/)).toBe(3)
  })

  it('attempts are bounded: three 503s give a server error', async () => {
    demoService.control.clearRequests()
    // Exactly as many faults as attempts, so none is left over for the next test.
    demoService.control.failNext('503', 3, { path: /status-groups/ })
    await expect(client().statusGroups().fetch(1)).rejects.toMatchObject({
      appError: { code: 'server' },
    })
    expect(countRequests(/status-groups/)).toBe(3)
    await expect(client().statusGroups().fetch(1)).resolves.toBeDefined()
  })

  it('a 429 is retried after Retry-After', async () => {
    demoService.control.clearRequests()
    demoService.control.failNext('429', 1, { path: /data-filters/ })
    const waits: number[] = []
    await client({ wait: (ms) => (waits.push(ms), Promise.resolve()) }).dataFilters()
    expect(waits).toEqual([1000])
    expect(countRequests(/data-filters/)).toBe(2)
  })

  it('PATCH is never retried', async () => {
    const id = (await client().listClients({ pageSize: 1 }).fetch(1)).results[0]?.id ?? 0
    demoService.control.clearRequests()
    demoService.control.failNext('503', 1, { method: 'PATCH' })
    await expect(client().updateClient(id, { notes: 'x' })).rejects.toMatchObject({
      appError: { code: 'server' },
    })
    expect(demoService.control.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1)
  })

  it('login is never retried', async () => {
    const faulty = await createDemoService({ faultLogin: true })
    try {
      faulty.control.failNext('500', 1, { path: /login/ })
      const c = client({ base: faulty.url, credentials: () => null })
      await expect(c.login({ email: EXPERT, password: DEMO_PASSWORD })).rejects.toMatchObject({
        appError: { code: 'server' },
      })
      expect(faulty.control.requests.filter((r) => /login/.test(r.path))).toHaveLength(1)
    } finally {
      await faulty.close()
    }
  })
})

describe('session expiry through the token lifetime', () => {
  it('a token past its lifetime answers 401 and is reported once', async () => {
    const short = await createDemoService({ tokenTtlSeconds: 60, now: () => now })
    try {
      const answer = await client({ base: short.url, credentials: () => null }).login({
        email: EXPERT,
        password: DEMO_PASSWORD,
      })
      let expired = 0
      const c = client({
        base: short.url,
        credentials: () => ({ token: answer.token, expertToken: answer.ExpertToken }),
        onUnauthorized: () => expired++,
      })
      await expect(c.getUser(answer.user.id)).resolves.toMatchObject({ email: EXPERT })
      now += 61_000
      await expect(c.getUser(answer.user.id)).rejects.toMatchObject({
        appError: { code: 'unauthorized' },
      })
      expect(expired).toBe(1)
    } finally {
      await short.close()
    }
  })
})

describe('pagination', () => {
  it('a walk with an odd page size gets every row once, in the server order', async () => {
    const sequential: number[] = []
    for await (const page of walkPages(client().listClients({ pageSize: 7 }), { concurrency: 1 }))
      sequential.push(...page.map((c) => c.id))
    const progress: number[] = []
    const all = await walkAll(client().listClients({ pageSize: 7 }), {
      onProgress: ({ done }) => progress.push(done),
    })
    expect(all.rows.map((c) => c.id)).toEqual(sequential)
    expect(new Set(sequential).size).toBe(all.count)
    expect(progress.at(-1)).toBe(Math.ceil(all.count / 7))
  })

  it('works from count and the page length received, not the page size asked for', async () => {
    // The demo service caps concessions at 100 per page: asking for 500 must still fetch everything.
    const clients = (await client().listClients({ pageSize: 200 }).fetch(1)).results
    let heaviest = { nif: '', count: 0 }
    for (const c of clients) {
      const count = (await client().concessionsByNif(c.nif).fetch(1)).count
      if (count > heaviest.count) heaviest = { nif: c.nif, count }
    }
    const all = await walkAll(client().concessionsByNif(heaviest.nif, 500))
    expect(all.rows).toHaveLength(heaviest.count)
  })

  describe('with a server whose `next` uses another spelling of the host', () => {
    let proxy: Server
    let proxyUrl = ''
    const proxied: string[] = []
    beforeAll(async () => {
      // Answers every page itself but points `next` at "localhost" instead of 127.0.0.1.
      proxy = createServer((req, res) => {
        proxied.push(req.url ?? '')
        void fetch(`${demoService.url}${req.url ?? ''}`, {
          headers: { authorization: req.headers.authorization ?? '' },
        })
          .then((r) => r.text())
          .then((text) => {
            res.setHeader('content-type', 'application/json')
            res.end(
              text.replaceAll(demoService.url, demoService.url.replace('127.0.0.1', 'localhost')),
            )
          })
      })
      await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()))
      proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise((r) => proxy.close(r)))

    it('still walks every page, each asked of the configured address', async () => {
      const direct = await walkAll(client().statusGroups(2))
      demoService.control.clearRequests()
      const viaProxy = await walkAll(client({ base: proxyUrl }).statusGroups(2))
      expect(viaProxy.rows).toEqual(direct.rows)
      const pages = Math.ceil(direct.count / 2)
      expect(proxied).toHaveLength(pages)
      expect(countRequests(/status-groups/)).toBe(pages) // every one of them through the proxy
    })
  })

  describe('with a server whose count promises more than it has', () => {
    let fake: Server
    let fakeUrl = ''
    beforeAll(async () => {
      fake = createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://x')
        const page = Number(url.searchParams.get('page') ?? '1')
        res.setHeader('content-type', 'application/json')
        if (page > 2) {
          res.statusCode = 404
          res.end('{"detail":"Página inválida."}')
          return
        }
        const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}${url.pathname}`
        res.end(
          JSON.stringify({
            count: 9,
            next: `${base}?page=${page + 1}`,
            previous: page > 1 ? `${base}?page=${page - 1}` : null,
            results: [1, 2, 3].map((n) => ({ id: page * 10 + n, name: `G${n}`, status: [] })),
          }),
        )
      })
      await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()))
      fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise((r) => fake.close(r)))

    it('stops cleanly at the 404 past the end', async () => {
      const all = await walkAll(client({ base: fakeUrl }).statusGroups())
      expect(all.rows.map((g) => g.id)).toEqual([11, 12, 13, 21, 22, 23])
      const walked = []
      for await (const page of walkPages(client({ base: fakeUrl }).statusGroups(), {
        concurrency: 1,
      }))
        walked.push(page)
      expect(walked).toHaveLength(2)
    })

    it('a row field the app cannot read is bad_response naming it', async () => {
      // A missing field reads as nothing (SC-DIALECT-11); an amount that is no number cannot be read.
      const broken = createServer((_req, res) => {
        res.setHeader('content-type', 'application/json')
        res.end(
          '{"count":1,"next":null,"previous":null,"results":[{"fund_id":1,"fund_title":"X","beneficiary_name":"Y","awarded_amount":"mucho"}]}',
        )
      })
      await new Promise<void>((r) => broken.listen(0, '127.0.0.1', () => r()))
      try {
        const url = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`
        await expect(
          client({ base: url }).concessionsByNif('B12345674').fetch(1),
        ).rejects.toMatchObject({
          appError: {
            code: 'bad_response',
            reason: 'unexpected_shape',
            params: { field: 'results[0].awarded_amount' },
          },
        })
      } finally {
        await new Promise((r) => broken.close(r))
      }
    })
  })
})
