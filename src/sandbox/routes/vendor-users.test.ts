import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LoginUserSchema, UserDetailSchema, type UserDetail } from '@shared/wire/user'
import { type Sandbox } from '../server'
import {
  byGrantPath,
  byNifPath,
  call,
  EMAIL,
  login,
  type Reply,
  type Session,
  startSandbox,
  withQuery,
} from '../test-support'
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

/** The operations of each token, and the paid ones, as the vendor dialect serves them. */
const USER_OPS = ['/api/v2/data-filters/', CURRENT]
const EXPERT_OPS = [
  '/api/v2/users/1201/',
  withQuery('/api/v2/clients/', { page_size: 10 }),
  '/api/v2/forms/status-groups-list/',
]

describe('vendor dialect: users, tokens and credits (SC-DIALECT-8)', () => {
  let sandbox: Sandbox
  let advisor: Session
  let user: Session

  const usage = async (session: Session, as: 'user' | 'expert' = 'user') => {
    const reply =
      as === 'user' ? await session.asUser<Usage>(USAGE) : await session.asExpert<Usage>(USAGE)
    expect(reply.status, reply.text).toBe(200)
    return reply.body
  }

  beforeAll(async () => {
    sandbox = await startSandbox({ clients: 40, concessions: 600, dialect: 'vendor' })
    advisor = await login(sandbox, EMAIL.advisor)
    user = await login(sandbox, EMAIL.user)
  })
  afterAll(() => sandbox.close())

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

  describe('403 and 401', () => {
    it('answers 403 with no body to a missing token and to the wrong kind of token', async () => {
      for (const path of [...USER_OPS, ...EXPERT_OPS]) {
        const missing = await call(sandbox, path)
        expect(missing.status, path).toBe(403)
        expect(missing.text, path).toBe('')
        expect(missing.headers.get('www-authenticate'), path).toBeNull()
      }
      for (const path of USER_OPS) expect((await advisor.asExpert(path)).status, path).toBe(403)
      for (const path of EXPERT_OPS) expect((await advisor.asUser(path)).status, path).toBe(403)
      expect((await user.asUser(EXPERT_OPS[1] ?? '')).status).toBe(403)
    })

    it('answers 403 {"errors": "…"} under funds/ to a missing token and to the wrong kind', async () => {
      for (const reply of [
        await call<{ errors: string }>(sandbox, byNifPath('B12345678')),
        await advisor.asExpert<{ errors: string }>(byGrantPath({ fund_id: KIT_DIGITAL_ID })),
        await call<{ errors: string }>(sandbox, SIMULATOR, { json: PROFILE }),
      ]) {
        expect(reply.status).toBe(403)
        expect(Object.keys(reply.body)).toEqual(['errors'])
        expect(reply.body.errors).not.toMatch(/crédito/)
      }
    })

    it('keeps 401 for an unknown, revoked or expired token and for another scheme word', async () => {
      const local = await startSandbox({ clients: 20, concessions: 0, dialect: 'vendor' })
      try {
        const session = await login(local, EMAIL.advisor)
        for (const auth of ['Token desconocido', `Bearer ${session.token}`]) {
          const reply = await call<{ detail: string }>(local, CURRENT, { auth })
          expect(reply.status, auth).toBe(401)
          expect(reply.headers.get('www-authenticate')).toBe('Token')
        }
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
      expect(left(asUser)).toBe(sandbox.state.creditsOf(1201))
      const wrongWord = await call(sandbox, USAGE, { auth: `Token ${advisor.expertToken ?? ''}` })
      expect(wrongWord.status).toBe(403)
    })

    it('counts one credit per concessions page and per simulation, the month’s first', async () => {
      const before = await usage(user)
      const nif = sandbox.state.concessions.beneficiaries()[0]?.nif ?? ''
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
      sandbox.control.setCredits(EMAIL.user, 2)
      const two = await usage(user)
      expect(two.monthly_used_credits).toBe(two.max_credits - 2)
      expect(two.credits_bag).toBe(0)
      sandbox.control.setCredits(EMAIL.user, two.max_credits + 1)
      expect(await usage(user)).toMatchObject({ monthly_used_credits: 0, credits_bag: 1 })

      sandbox.control.setCredits(EMAIL.user, 1)
      const nif = sandbox.state.concessions.beneficiaries()[0]?.nif ?? ''
      expect((await user.asUser(byNifPath(nif))).status).toBe(200)
      expect(left(await usage(user))).toBe(0)
      for (const reply of [
        await user.asUser<{ errors: string }>(byNifPath(nif)),
        await user.asUser<{ errors: string }>(byGrantPath({ fund_id: KIT_DIGITAL_ID })),
        await user.asUser<{ errors: string }>(SIMULATOR, { method: 'POST', json: PROFILE }),
      ]) {
        expect(reply.status).toBe(403)
        expect(reply.body).toEqual({
          errors: 'No dispone de créditos suficientes para esta consulta',
        })
      }
      expect(left(await usage(user))).toBe(0)
      sandbox.control.setCredits(EMAIL.user, 1_000_000)
    })

    it('starts the no-credits demo account at zero', async () => {
      const broke = await login(sandbox, EMAIL.noCredits)
      const figures = await usage(broke)
      expect(left(figures)).toBe(0)
      expect(figures.monthly_used_credits).toBe(figures.max_credits)
      const refused: Reply<unknown> = await broke.asUser(SIMULATOR, {
        method: 'POST',
        json: PROFILE,
      })
      expect(refused.status).toBe(403)
    })
  })
})
