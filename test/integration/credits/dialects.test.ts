import { beforeAll, describe, expect, it } from 'vitest'
import { type ConcessionResult } from '@shared/concessions'
import { CONFIRM_ABOVE_REQUESTS } from '@shared/concession-costs'
import { type CreditsView } from '@shared/credits'
import { describeError } from '@shared/errors'
import { type SessionView } from '@shared/session'
import { type Intercept, type Intercepted, startInterposer } from '../../support/interposer'
import {
  DEMO_PASSWORD,
  DIALECTS,
  EXPERT,
  NO_CREDITS,
  startSignedIn,
  startTestApp,
  type TestApp,
  value,
} from '../../support/test-app'
import { PROFILE, failure, exportOf, signedInAgainst } from '../../support/dialect-app'

describe.each(DIALECTS)('the app against the %s dialect', (dialect) => {
  const vendor = dialect === 'vendor'
  const signedIn = signedInAgainst(dialect)
  let app: TestApp
  beforeAll(() => {
    app = signedIn.app
  })

  describe('credits (SC-COST-5)', () => {
    it('the balance where the service tells it, refreshed after a paid call', async () => {
      const before = await value<CreditsView>(app, 'credits.get')
      if (!vendor) {
        expect(before).toEqual({ available: false })
        // Known now (a 404): not asked again, neither after paid answers nor on demand.
        app.demoService.control.clearRequests()
        await value(app, 'simulator.run', { profile: { ...PROFILE, actions_v2: [1, 9] } })
        await value(app, 'credits.get')
        await app.services.idle()
        const asked = app.demoService.control.requests.filter((r) =>
          r.path.endsWith('/users/usage-statistics/'),
        )
        expect(asked).toEqual([])
        expect(app.demoService.control.requests.length).toBeGreaterThan(0)
        return
      }
      if (!before.available) throw new Error('sin saldo')
      const left = app.demoService.state.creditsOf(1201)
      expect(before.balance.left).toBe(left)
      expect(before.balance.resetDate).toBe(app.demoService.state.creditsResetDate)
      app.events.length = 0
      await value(app, 'simulator.run', { profile: { ...PROFILE, actions_v2: [1, 9] } })
      await app.services.idle()
      const pushed = app.events.filter((e) => e.event === 'credits.changed').at(-1)
      expect(pushed?.payload).toMatchObject({ available: true, balance: { left: left - 1 } })
    })

    it('an account without credits: said so by the balance, or said that it may be credits', async () => {
      const broke = await startSignedIn(NO_CREDITS, { dialect, clients: 10, concessions: 200 })
      try {
        const nif = broke.demoService.state.concessions.beneficiaries()[0]?.nif ?? ''
        for (const [op, args] of [
          ['simulator.run', { profile: PROFILE }],
          ['concessions.search', { query: { kind: 'nif', nif } }],
        ] as const) {
          const error = await failure(broke, op, args)
          // The vendor's 403 has no body and its balance is 0; ours tells no balance (a 404), so
          // its words are shown but decide nothing (SC-COST-6).
          expect(error, op).toMatchObject(
            vendor
              ? { code: 'no_credits', reason: 'no_credits_left', status: 403 }
              : { code: 'forbidden', reason: 'credits_unknown', status: 403 },
          )
          expect(describeError(error, 'es'), op).toContain(
            vendor ? 'No le quedan créditos' : 'puede que sea por falta de créditos',
          )
        }
      } finally {
        await broke.close()
      }
    })
  })
})

describe('a paid 403 told apart with the balance (vendor dialect, SC-COST-6)', () => {
  const USAGE = '/api/v2/users/usage-statistics/'
  const BY_NIF = { query: { kind: 'nif', nif: 'B12345674' } }

  /** A vendor service behind an interposer that answers or re-signs the requests it picks. */
  async function behind(
    email: string,
    intercept: Intercept,
  ): Promise<{ app: TestApp; close: () => Promise<void> }> {
    const app = await startTestApp({ dialect: 'vendor', clients: 10, concessions: 200 })
    const interposer = await startInterposer(app.demoService.url, intercept)
    const environment = { preset: 'custom', baseUrl: interposer.url, testBaseUrl: interposer.url }
    await value(app, 'session.login', { email, password: DEMO_PASSWORD, environment })
    await app.services.idle()
    return {
      app,
      close: async () => {
        await app.close()
        await interposer.close()
      },
    }
  }
  const paid = (request: Intercepted) => request.url.startsWith('/api/v2/funds/')

  it('a body that speaks of credits, with credits left: the session or the permission', async () => {
    const body = '{"errors": "No dispone de créditos suficientes para esta consulta"}'
    const { app, close } = await behind(EXPERT, (r) => (paid(r) ? { status: 403, body } : null))
    try {
      const error = await failure(app, 'concessions.search', BY_NIF)
      expect(error).toMatchObject({
        code: 'forbidden',
        reason: 'forbidden_with_credits',
        params: { left: app.demoService.state.creditsOf(1201) },
      })
    } finally {
      await close()
    }
  })

  it('the wrong kind of token, with credits left: never called a lack of credits', async () => {
    // The user token under the expert's scheme word: the service's own bodiless 403.
    const { app, close } = await behind(EXPERT, (r) =>
      paid(r)
        ? { authorization: (r.authorization ?? '').replace(/^Token /, 'ExpertToken ') }
        : null,
    )
    try {
      for (const [op, args] of [
        ['concessions.search', BY_NIF],
        ['simulator.run', { profile: PROFILE }],
      ] as const) {
        const error = await failure(app, op, args)
        expect(error, op).toMatchObject({ code: 'forbidden', reason: 'forbidden_with_credits' })
        expect(describeError(error, 'es'), op).not.toMatch(/falta de créditos|no le quedan/i)
      }
    } finally {
      await close()
    }
  })

  it('no body at all, at a balance of 0: credits', async () => {
    const { app, close } = await behind(NO_CREDITS, (r) => (paid(r) ? { status: 403 } : null))
    try {
      const error = await failure(app, 'concessions.search', {
        query: { kind: 'grant-id', fundId: 1 },
      })
      expect(error).toMatchObject({ code: 'no_credits', reason: 'no_credits_left' })
    } finally {
      await close()
    }
  })

  it('without credits, when the service does not tell the balance (404): it may be credits', async () => {
    const { app, close } = await behind(NO_CREDITS, (r) =>
      r.url.startsWith(USAGE) ? { status: 404 } : null,
    )
    try {
      for (const [op, args] of [
        ['concessions.search', BY_NIF],
        ['simulator.run', { profile: PROFILE }],
      ] as const) {
        const error = await failure(app, op, args)
        expect(error, op).toMatchObject({ code: 'forbidden', reason: 'credits_unknown' })
        expect(describeError(error, 'es'), op).toContain(
          'El servicio ha rechazado la consulta sin decir el motivo',
        )
        expect(describeError(error, 'en'), op).toContain('it may be for lack of credits')
      }
    } finally {
      await close()
    }
  })

  it('without credits, when the balance cannot be read (a fault): it may be credits', async () => {
    const broke = await startSignedIn(NO_CREDITS, {
      dialect: 'vendor',
      clients: 10,
      concessions: 0,
    })
    try {
      // Every attempt of the read fails: a first one and its two retries (SC-ERR-5).
      broke.demoService.control.failNext('500', 3, { path: /usage-statistics/ })
      const error = await failure(broke, 'concessions.search', BY_NIF)
      expect(error).toMatchObject({ code: 'forbidden', reason: 'credits_unknown', status: 403 })
      expect(describeError(error, 'es')).toContain('puede que sea por falta de créditos')
    } finally {
      await broke.close()
    }
  })

  it('a balance refused with a 401: the session has ended, not the credits', async () => {
    const { app, close } = await behind(NO_CREDITS, (r) =>
      r.url.startsWith(USAGE) ? { status: 401 } : paid(r) ? { status: 403 } : null,
    )
    try {
      const error = await failure(app, 'concessions.search', BY_NIF)
      expect(error).toMatchObject({ code: 'unauthorized', reason: 'session_expired' })
      expect((await value<SessionView>(app, 'session.state')).status).toBe('expired')
    } finally {
      await close()
    }
  })
})

describe('a search above 20 requests (vendor dialect)', () => {
  it('brings page 1 only; the export and «Cargar todas» walk every page once agreed', async () => {
    const big = await startSignedIn(EXPERT, { dialect: 'vendor', clients: 10, concessions: 60_000 })
    try {
      const state = big.demoService.state
      const grant = state.grants.find((g) => state.concessions.ofGrant(g).length > 2_100)
      if (!grant) throw new Error('sin convocatoria grande')
      const query = { kind: 'grant-id', fundId: grant.id }
      const paid = () =>
        big.demoService.control.requests.filter((r) => r.path.endsWith('/beneficiaries/')).length
      const balance = async () => {
        await big.services.idle()
        const credits = await value<CreditsView>(big, 'credits.get')
        if (!credits.available) throw new Error('sin saldo')
        return credits.balance.left
      }
      const left = await balance()

      const partial = await value<ConcessionResult>(big, 'concessions.search', { query })
      expect(partial).toMatchObject({
        kind: 'grant',
        complete: false,
        count: state.concessions.ofGrant(grant).length,
      })
      const remaining = partial.requestsForAll - 1
      expect(remaining).toBeGreaterThan(CONFIRM_ABOVE_REQUESTS)
      expect(paid()).toBe(1)

      const source = { kind: 'concessions', query }
      const ask = await exportOf(big, { source, format: 'csv-excel' })
      expect(ask).toMatchObject({ status: 'needs-confirmation', requests: remaining })
      const done = await exportOf(big, {
        source,
        format: 'csv-excel',
        confirmedRequests: remaining,
      })
      // What the confirmation said is what the export made (SC-COST-3).
      expect(done).toMatchObject({
        status: 'done',
        rows: partial.count,
        requests: remaining,
        confirmedRequests: remaining,
      })
      expect(paid()).toBe(1 + remaining)

      // «Cargar todas» without the word for as many as the rest takes sends nothing.
      const unconfirmed = await failure(big, 'concessions.search', {
        query,
        loadAll: true,
        confirmedRequests: remaining - 1,
      })
      expect(unconfirmed).toMatchObject({
        reason: 'needs_confirmation',
        params: { requests: remaining },
      })
      expect(paid()).toBe(1 + remaining)
      const all = await value<ConcessionResult>(big, 'concessions.search', {
        query,
        loadAll: true,
        confirmedRequests: remaining,
      })
      expect(all).toMatchObject({ complete: true, count: partial.count })
      expect(all.rows).toHaveLength(all.count)
      // One credit a page, page 1 paid once.
      expect(paid()).toBe(1 + 2 * remaining)
      expect(await balance()).toBe(left - paid())
    } finally {
      await big.close()
    }
  })
})
