import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LoginUserSchema, UserDetailSchema, type UserDetail } from '@shared/wire/user'
import { loadContract } from '../../../test/support/contract-checks'
import { type DemoService } from '../server'
import {
  byGrantPath,
  byNifPath,
  call,
  EMAIL,
  login,
  type Reply,
  type Session,
  startDemoService,
  withQuery,
} from '../../../test/support/demo-service-http'
import { KIT_DIGITAL_ID } from '../seed/grants'

const CURRENT = '/api/v2/users/current/'
const USAGE = '/api/v2/users/usage-statistics/'
const SIMULATOR = '/api/v2/funds/opportunities-by-profile/'
const PROFILE = { province: 28, applicants_v2: [2], actions_v2: [1, 2, 9, 12] }

interface Usage {
  user_id: number
  user_email: string
  monthly_used_credits: number
  max_credits: number
  credits_bag: number
  credits_reset_date: string
}

const left = (usage: Usage) =>
  Math.max(0, usage.max_credits - usage.monthly_used_credits) + usage.credits_bag

/** Operations of the expert token. */
const EXPERT_OPS = [
  '/api/v2/users/1201/',
  withQuery('/api/v2/clients/', { page_size: 10 }),
  '/api/v2/forms/status-groups-list/',
]

describe('vendor dialect: users, tokens and credits (SC-DIALECT-8)', () => {
  let demoService: DemoService
  let advisor: Session
  let user: Session

  const usage = async (session: Session, as: 'user' | 'expert' = 'user') => {
    const reply =
      as === 'user' ? await session.asUser<Usage>(USAGE) : await session.asExpert<Usage>(USAGE)
    expect(reply.status, reply.text).toBe(200)
    return reply.body
  }

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 40, concessions: 600, dialect: 'vendor' })
    advisor = await login(demoService, EMAIL.advisor)
    user = await login(demoService, EMAIL.user)
  })
  afterAll(() => demoService.close())

  describe('users/<id>/ and users/current/', () => {
    it('answers users/<id>/ to the expert token only, in the detail form', async () => {
      const reply = await advisor.asExpert<UserDetail>('/api/v2/users/1201/')
      expect(reply.status).toBe(200)
      expect(UserDetailSchema.strict().parse(reply.body).platform).toBe('Grants Desk Demo')
      const asUser = await advisor.asUser('/api/v2/users/1201/')
      expect(asUser.status).toBe(403)
      expect(asUser.text).toBe('')
      expect((await advisor.asExpert('/api/v2/users/1202/')).status).toBe(404)
    })

    it('answers users/current/ to the user token with the login-shaped user', async () => {
      for (const session of [advisor, user]) {
        const reply = await session.asUser(CURRENT)
        expect(reply.status).toBe(200)
        expect(LoginUserSchema.strict().parse(reply.body)).toEqual(session.login.user)
      }
      expect((await advisor.asExpert(CURRENT)).status).toBe(403)
    })
  })

  describe('401 and 403 (SC-DIALECT-9)', () => {
    const contract = loadContract('vendor')
    /** «METHOD template» of every operation of the vendor document that takes a token. */
    const secured = contract.operations().filter((operation) => {
      const [method = '', template = ''] = operation.split(' ')
      const pointer = `/paths/${template.replace(/\//g, '~1')}/${method.toLowerCase()}/security`
      return ((contract.resolve(pointer) as unknown[] | undefined) ?? []).length > 0
    })
    /** A request to each of them, and the token it does not take. */
    const ROUTES: { method: string; path: string; wrong: 'user' | 'expert'; json?: unknown }[] = [
      { method: 'GET', path: CURRENT, wrong: 'expert' },
      { method: 'GET', path: '/api/v2/users/1201/', wrong: 'user' },
      { method: 'GET', path: withQuery('/api/v2/clients/', { page_size: 10 }), wrong: 'user' },
      { method: 'GET', path: '/api/v2/clients/1/', wrong: 'user' },
      { method: 'PATCH', path: '/api/v2/clients/1/', wrong: 'user', json: {} },
      { method: 'GET', path: byNifPath('B12345678'), wrong: 'expert' },
      { method: 'GET', path: byGrantPath({ fund_id: KIT_DIGITAL_ID }), wrong: 'expert' },
      { method: 'GET', path: '/api/v2/forms/status-groups-list/', wrong: 'user' },
      { method: 'GET', path: withQuery('/api/v2/forms/', { page_size: 10 }), wrong: 'user' },
      { method: 'GET', path: '/api/v2/forms/4001/', wrong: 'user' },
      { method: 'POST', path: '/api/v2/forms/', wrong: 'user', json: {} },
      { method: 'POST', path: '/api/v2/forms/update-status/', wrong: 'user', json: {} },
      { method: 'POST', path: '/api/v2/forms/update/', wrong: 'user', json: {} },
      { method: 'GET', path: '/api/v2/templates/', wrong: 'user' },
      { method: 'GET', path: '/api/v2/experts/available-experts/', wrong: 'user' },
      { method: 'POST', path: SIMULATOR, wrong: 'expert', json: PROFILE },
      {
        method: 'POST',
        path: '/api/v2/funds/opportunities-by-cif/',
        wrong: 'expert',
        json: { province: 28, cnae: '6201', nif: 'B12345674' },
      },
      { method: 'GET', path: '/api/v2/funds/concessions/', wrong: 'expert' },
      { method: 'GET', path: '/api/v2/funds/', wrong: 'expert' },
      { method: 'GET', path: `/api/v2/fund-details/${KIT_DIGITAL_ID}/`, wrong: 'expert' },
      ...['fund-required-documents', 'fund-evaluation', 'fund-normative', 'fund-related'].map(
        (operation) => ({
          method: 'GET',
          path: `/api/v2/funds/${operation}/${KIT_DIGITAL_ID}/`,
          wrong: 'expert' as const,
        }),
      ),
      { method: 'GET', path: '/api/v2/data-filters/', wrong: 'expert' },
      { method: 'GET', path: USAGE, wrong: 'user' },
    ]

    it('answers 401 to a missing or unknown token, or another scheme word, on every operation', async () => {
      for (const { method, path, json } of ROUTES) {
        for (const auth of [
          undefined,
          'Token desconocido',
          'ExpertToken desconocido',
          `Bearer ${advisor.token}`,
        ]) {
          const reply = await call(demoService, path, { method, json, ...(auth ? { auth } : {}) })
          const label = `${method} ${path} ${auth ?? 'sin cabecera'}`
          expect(reply.status, label).toBe(401)
          expect(reply.headers.get('www-authenticate'), label).toBe('Token')
          contract.expectConforms(method, path, reply)
        }
      }
      expect([...contract.checkedOperations()].sort()).toEqual([...secured].sort())
    })

    it('answers 403 with no body to a valid token of the wrong kind on every operation', async () => {
      for (const { method, path, json, wrong } of ROUTES) {
        // users/usage-statistics/ takes either token, each under its own scheme word only.
        const reply =
          path === USAGE
            ? await call(demoService, path, { auth: `Token ${advisor.expertToken ?? ''}` })
            : wrong === 'user'
              ? await advisor.asUser(path, { method, json })
              : await advisor.asExpert(path, { method, json })
        expect(reply.status, `${method} ${path}`).toBe(403)
        expect(reply.text, `${method} ${path}`).toBe('')
        expect(reply.headers.get('content-type'), `${method} ${path}`).toBeNull()
        contract.expectConforms(method, path, reply)
      }
      // A user without expert access has no way into the expert operations.
      expect((await user.asUser(EXPERT_OPS[1] ?? '')).status).toBe(403)
    })

    it('keeps 401 for a revoked or expired token', async () => {
      const local = await startDemoService({ clients: 20, concessions: 0, dialect: 'vendor' })
      try {
        const session = await login(local, EMAIL.advisor)
        local.control.expireTokens()
        expect((await session.asUser(CURRENT)).status).toBe(401)
        expect((await session.asExpert(EXPERT_OPS[2] ?? '')).status).toBe(401)
      } finally {
        await local.close()
      }
    })
  })

  describe('users/usage-statistics/', () => {
    it('answers both tokens with the month’s figures and the next reset date', async () => {
      const asUser = await usage(advisor)
      expect(asUser).toEqual({
        user_id: 1201,
        user_email: EMAIL.advisor,
        monthly_used_credits: expect.any(Number) as number,
        max_credits: 5000,
        credits_bag: expect.any(Number) as number,
        credits_reset_date: '2026-06-01',
      })
      expect(await usage(advisor, 'expert')).toEqual(asUser)
      expect(left(asUser)).toBe(demoService.state.creditsOf(1201))
      const wrongWord = await call(demoService, USAGE, {
        auth: `Token ${advisor.expertToken ?? ''}`,
      })
      expect(wrongWord.status).toBe(403)
    })

    it('counts one credit per concessions page and per simulation, the month’s first', async () => {
      const before = await usage(user)
      const nif = demoService.state.concessions.beneficiaries()[0]?.nif ?? ''
      expect((await user.asUser(byNifPath(nif))).status).toBe(200)
      expect((await user.asUser(byNifPath(nif, { page: 2 }))).status).toBe(200)
      expect((await user.asUser(byGrantPath({ fund_id: KIT_DIGITAL_ID }))).status).toBe(200)
      expect((await user.asUser(SIMULATOR, { method: 'POST', json: PROFILE })).status).toBe(200)
      const after = await usage(user)
      expect(after.monthly_used_credits).toBe(before.monthly_used_credits + 4)
      expect(after.credits_bag).toBe(before.credits_bag)
      expect(left(after)).toBe(left(before) - 4)
      // Free operations cost nothing, and neither do refused ones.
      await user.asUser('/api/v2/data-filters/')
      await user.asUser(byNifPath(''))
      expect(await usage(user)).toEqual(after)
    })

    it('spends the bag once the month’s credits are gone, then answers 403 at zero', async () => {
      demoService.control.setCredits(EMAIL.user, 2)
      const two = await usage(user)
      expect(two.monthly_used_credits).toBe(two.max_credits - 2)
      expect(two.credits_bag).toBe(0)
      demoService.control.setCredits(EMAIL.user, two.max_credits + 1)
      expect(await usage(user)).toMatchObject({ monthly_used_credits: 0, credits_bag: 1 })

      demoService.control.setCredits(EMAIL.user, 1)
      const nif = demoService.state.concessions.beneficiaries()[0]?.nif ?? ''
      expect((await user.asUser(byNifPath(nif))).status).toBe(200)
      expect(left(await usage(user))).toBe(0)
      for (const reply of [
        await user.asUser(byNifPath(nif)),
        await user.asUser(byGrantPath({ fund_id: KIT_DIGITAL_ID })),
        await user.asUser(SIMULATOR, { method: 'POST', json: PROFILE }),
      ]) {
        // The same answer as for the wrong kind of token: only the balance tells them apart.
        expect(reply.status).toBe(403)
        expect(reply.text).toBe('')
        expect(reply.headers.get('content-type')).toBeNull()
      }
      expect(left(await usage(user))).toBe(0)
      demoService.control.setCredits(EMAIL.user, 1_000_000)
    })

    it('starts the no-credits demo account at zero', async () => {
      const broke = await login(demoService, EMAIL.noCredits)
      const figures = await usage(broke)
      expect(left(figures)).toBe(0)
      expect(figures.monthly_used_credits).toBe(figures.max_credits)
      const refused: Reply<unknown> = await broke.asUser(SIMULATOR, {
        method: 'POST',
        json: PROFILE,
      })
      expect(refused.status).toBe(403)
      expect(refused.text).toBe('')
    })
  })
})
