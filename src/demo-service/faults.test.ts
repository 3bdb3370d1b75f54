import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type Page } from '@shared/wire/page'
import { type FaultKind } from './faults'
import { type DemoService } from './server'
import {
  call,
  EMAIL,
  login,
  PASSWORD,
  rawRequest,
  type Session,
  startDemoService,
  waitFor,
} from '../../test/support/demo-service-http'

const GROUPS = '/api/v2/forms/status-groups-list/'
const LOGIN = '/api/v2/users/login/'
const credentials = { email: EMAIL.advisor, password: PASSWORD }

describe('fault injection', () => {
  let demoService: DemoService
  let advisor: Session

  // A service per test: a fault or a latency one test sets never reaches another.
  beforeEach(async () => {
    demoService = await startDemoService({ clients: 20, concessions: 0, timeoutFaultMs: 30 })
    advisor = await login(demoService, EMAIL.advisor)
  })
  afterEach(() => demoService.close())

  it('answers 500 and 503 with Spanish details, once each, then recovers', async () => {
    demoService.control.failNext('500')
    demoService.control.failNext('503')
    const first = await advisor.asExpert(GROUPS)
    expect(first.status).toBe(500)
    expect(first.body).toEqual({
      detail: 'Error interno del servidor. Inténtelo de nuevo más tarde.',
    })
    const second = await advisor.asExpert(GROUPS)
    expect(second.status).toBe(503)
    expect(second.body).toEqual({
      detail: 'Servicio no disponible temporalmente. Inténtelo de nuevo en unos minutos.',
    })
    expect((await advisor.asExpert(GROUPS)).status).toBe(200)
  })

  it('answers 429 with Retry-After: 1', async () => {
    demoService.control.failNext('429')
    const reply = await advisor.asExpert<{ detail: string }>(GROUPS)
    expect(reply.status).toBe(429)
    expect(reply.headers.get('retry-after')).toBe('1')
    expect(reply.body.detail).toMatch(/Demasiadas peticiones/)
  })

  it('answers 200 with truncated JSON for malformed', async () => {
    demoService.control.failNext('malformed')
    const reply = await advisor.asExpert(GROUPS)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/)
    expect(() => JSON.parse(reply.text) as unknown).toThrow(SyntaxError)
  })

  it('drops the connection without an answer for reset', async () => {
    demoService.control.clearRequests()
    demoService.control.failNext('reset')
    await expect(rawRequest(demoService, GROUPS)).rejects.toThrow()
    expect(demoService.control.requests).toEqual([
      { method: 'GET', path: GROUPS, url: GROUPS, status: 0, fault: 'reset' },
    ])
  })

  it('holds the request for timeoutFaultMs, then drops it, for timeout', async () => {
    demoService.control.clearRequests()
    demoService.control.failNext('timeout')
    await expect(rawRequest(demoService, GROUPS)).rejects.toThrow()
    expect(demoService.control.requests.map((r) => [r.status, r.fault])).toEqual([[0, 'timeout']])
  })

  it('keeps a timeout pending until the server closes, and closes without waiting for it', async () => {
    const local = await startDemoService({ clients: 20, concessions: 0, timeoutFaultMs: 600_000 })
    local.control.failNext('timeout')
    let settled = false
    const pending = rawRequest(local, GROUPS).finally(() => {
      settled = true
    })
    await waitFor(() => local.control.requests.some((r) => r.fault === 'timeout'))
    expect((await call(local, '/api/v2/schema/')).status).toBe(200)
    expect(settled).toBe(false)
    await local.close()
    await expect(pending).rejects.toThrow()
  })

  it('matches failNext by method and path, and counts', async () => {
    demoService.control.failNext('503', 2, { method: 'get', path: /status-groups/ })
    expect((await advisor.asUser('/api/v2/data-filters/')).status).toBe(200)
    expect((await advisor.asExpert(GROUPS)).status).toBe(503)
    expect((await advisor.asExpert(GROUPS)).status).toBe(503)
    expect((await advisor.asExpert(GROUPS)).status).toBe(200)
    demoService.control.failNext('500', 1, { method: 'POST' })
    expect((await advisor.asExpert(GROUPS)).status).toBe(200)
    const simulated = await advisor.asUser('/api/v2/funds/opportunities-by-profile/', {
      json: { province: 28, applicants_v2: [2], actions_v2: [1] },
    })
    expect(simulated.status).toBe(500)
  })

  it('answers 404 on a disabled route, every time, until the routes are enabled again', async () => {
    const CURRENT = '/api/v2/users/current/'
    demoService.control.clearRequests()
    demoService.control.disableRoute({ path: /users\/current\// })
    try {
      for (let i = 0; i < 3; i++) {
        const missing = await advisor.asUser<{ detail: string }>(CURRENT)
        expect(missing.status).toBe(404)
        expect(missing.body).toEqual({ detail: 'No encontrado.' })
      }
      expect((await advisor.asExpert(GROUPS)).status).toBe(200)
      expect(demoService.control.requests.map((r) => [r.path, r.status, r.fault])).toEqual([
        [CURRENT, 404, '404'],
        [CURRENT, 404, '404'],
        [CURRENT, 404, '404'],
        [GROUPS, 200, null],
      ])
    } finally {
      demoService.control.enableRoutes()
    }
    expect((await advisor.asUser(CURRENT)).status).toBe(200)
  })

  it('spares login and the schema unless asked for by path', async () => {
    demoService.control.failNext('500')
    expect((await call(demoService, LOGIN, { json: credentials })).status).toBe(200)
    expect((await call(demoService, '/api/v2/schema/')).status).toBe(200)
    expect((await advisor.asExpert(GROUPS)).status).toBe(500)

    demoService.control.failNext('503', 1, { path: /users\/login/ })
    expect((await call(demoService, LOGIN, { json: credentials })).status).toBe(503)
    demoService.control.failNext('503', 1, { path: /schema/ })
    expect((await call(demoService, '/api/v2/schema/')).status).toBe(200)
    expect((await advisor.asExpert(GROUPS)).status).toBe(200)
  })

  it('logs every handled request, faulted or not', async () => {
    demoService.control.clearRequests()
    demoService.control.failNext('429')
    await advisor.asExpert(GROUPS)
    await advisor.asExpert(`${GROUPS}?page=9`)
    await call(demoService, '/api/v2/no-existe/')
    expect(demoService.control.requests).toEqual([
      { method: 'GET', path: GROUPS, url: GROUPS, status: 429, fault: '429' },
      { method: 'GET', path: GROUPS, url: `${GROUPS}?page=9`, status: 404, fault: null },
      {
        method: 'GET',
        path: '/api/v2/no-existe/',
        url: '/api/v2/no-existe/',
        status: 404,
        fault: null,
      },
    ])
    demoService.control.clearRequests()
    expect(demoService.control.requests).toHaveLength(0)
  })

  it('logs a JSON body as the route read it', async () => {
    demoService.control.clearRequests()
    const profile = { province: [8, 28], applicants_v2: [2], actions_v2: [1] }
    await advisor.asUser('/api/v2/funds/opportunities-by-profile/', {
      method: 'POST',
      json: profile,
    })
    expect(demoService.control.requests).toMatchObject([
      { method: 'POST', status: 200, body: profile },
    ])
  })

  it('delays every request by the latency set at run time', async () => {
    demoService.control.setLatency(600_000)
    let slowDone = false
    const slow = advisor.asExpert(GROUPS).finally(() => {
      slowDone = true
    })
    await waitFor(() => demoService.control.pending === 1)
    demoService.control.setLatency(0)
    // Latency applies when a request arrives: this one passes while the first still waits.
    expect((await advisor.asUser('/api/v2/data-filters/')).status).toBe(200)
    expect(slowDone).toBe(false)
    expect(() => demoService.control.setLatency(-1)).toThrow(RangeError)
    void slow.catch(() => undefined)
  })
})

describe('random faults', () => {
  const statuses = async (demoService: DemoService, session: Session, n: number) => {
    const seen: number[] = []
    for (let i = 0; i < n; i++) seen.push((await session.asExpert(GROUPS)).status)
    return seen
  }

  it('never hit login unless faultLogin, and hit everything else at rate 1', async () => {
    const demoService = await startDemoService({
      clients: 20,
      concessions: 0,
      faultRate: 1,
      faults: ['503'],
    })
    try {
      const session = await login(demoService, EMAIL.advisor)
      expect(await statuses(demoService, session, 5)).toEqual([503, 503, 503, 503, 503])
      expect((await call(demoService, '/api/v2/schema/')).status).toBe(200)
    } finally {
      await demoService.close()
    }
    const strict = await startDemoService({
      clients: 20,
      concessions: 0,
      faultRate: 1,
      faults: ['500'],
      faultLogin: true,
    })
    try {
      expect((await call(strict, LOGIN, { json: credentials })).status).toBe(500)
    } finally {
      await strict.close()
    }
  })

  it('choose the same faults for the same seed and request sequence', async () => {
    const kinds: FaultKind[] = ['500', '503', '429', 'malformed']
    const run = async (seed: number) => {
      const demoService = await startDemoService({
        seed,
        clients: 20,
        concessions: 0,
        faultRate: 0.5,
        faults: kinds,
      })
      try {
        const session = await login(demoService, EMAIL.advisor)
        return await statuses(demoService, session, 40)
      } finally {
        await demoService.close()
      }
    }
    const first = await run(11)
    expect(await run(11)).toEqual(first)
    expect(new Set(first)).toEqual(new Set([200, 500, 503, 429]))
    expect(await run(12)).not.toEqual(first)
  })

  it('leave requests alone at rate 0', async () => {
    const demoService = await startDemoService({ clients: 20, concessions: 0 })
    try {
      const session = await login(demoService, EMAIL.advisor)
      const page = await session.asExpert<Page<unknown>>(GROUPS)
      expect(page.status).toBe(200)
      expect(new Set(await statuses(demoService, session, 20))).toEqual(new Set([200]))
    } finally {
      await demoService.close()
    }
  })
})
