import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoService } from './server'
import {
  byNifPath,
  call,
  EMAIL,
  login,
  type Session,
  startDemoService,
} from '../../test/support/demo-service-http'

type Detail = { detail: string }

/** One operation of each kind, for every SC-AUTH-1 rule. */
const USER_OP = '/api/v2/data-filters/'
const EXPERT_OP = '/api/v2/forms/status-groups-list/'

describe('authorization (SC-AUTH-1)', () => {
  let demoService: DemoService
  let advisor: Session
  let user: Session

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 40, concessions: 200 })
    advisor = await login(demoService, EMAIL.advisor)
    user = await login(demoService, EMAIL.user)
  })
  afterAll(() => demoService.close())

  it('accepts `Token <token>` on user operations and `ExpertToken <t>` on expert ones', async () => {
    expect((await advisor.asUser(USER_OP)).status).toBe(200)
    expect((await advisor.asExpert(EXPERT_OP)).status).toBe(200)
  })

  it('answers 401 with a Spanish detail when there is no Authorization header', async () => {
    for (const path of [USER_OP, EXPERT_OP, '/api/v2/clients/', byNifPath('B12345678')]) {
      const reply = await call<Detail>(demoService, path)
      expect(reply.status).toBe(401)
      expect(reply.body.detail).toBe('Las credenciales de autenticación no se proveyeron.')
      expect(reply.headers.get('www-authenticate')).toBe('Token')
    }
  })

  it('answers 401 to an unknown token under either scheme word', async () => {
    for (const auth of ['Token 0123456789abcdef', 'ExpertToken 0123456789abcdef']) {
      const reply = await call<Detail>(
        demoService,
        auth.startsWith('Token') ? USER_OP : EXPERT_OP,
        {
          auth,
        },
      )
      expect(reply.status).toBe(401)
      expect(reply.body.detail).toBe('Token inválido.')
    }
  })

  it('answers 401 to another scheme word, even with a valid token', async () => {
    for (const auth of [
      `Bearer ${advisor.token}`,
      `token ${advisor.token}`,
      advisor.token,
      'Token',
      `Token ${advisor.token} extra`,
    ]) {
      expect((await call(demoService, USER_OP, { auth })).status, auth).toBe(401)
    }
  })

  it('answers 403 to a user token on an expert operation, and the reverse', async () => {
    const userOnExpert = await advisor.asUser<Detail>(EXPERT_OP)
    expect(userOnExpert.status).toBe(403)
    expect(userOnExpert.body.detail).toMatch(/token de experto/)
    const expertOnUser = await advisor.asExpert<Detail>(USER_OP)
    expect(expertOnUser.status).toBe(403)
    expect(expertOnUser.body.detail).toMatch(/token de usuario/)
  })

  it('answers 403 when a valid token is sent under the other scheme word', async () => {
    const userTokenAsExpert = await call(demoService, EXPERT_OP, {
      auth: `ExpertToken ${advisor.token}`,
    })
    expect(userTokenAsExpert.status).toBe(403)
    const expertTokenAsUser = await call(demoService, USER_OP, {
      auth: `Token ${advisor.expertToken ?? ''}`,
    })
    expect(expertTokenAsUser.status).toBe(403)
  })

  it('gives a non-expert no way into expert operations (403)', async () => {
    expect(user.expertToken).toBeNull()
    expect((await user.asUser(EXPERT_OP)).status).toBe(403)
    expect((await user.asUser('/api/v2/clients/')).status).toBe(403)
  })

  it('turns every issued token into a 401 after expireTokens, until the next login', async () => {
    const local = await startDemoService({ clients: 20, concessions: 0 })
    try {
      const before = await login(local, EMAIL.advisor)
      local.control.expireTokens()
      const userReply = await before.asUser<Detail>(USER_OP)
      expect(userReply.status).toBe(401)
      expect(userReply.body.detail).toBe('Token inválido.')
      expect((await before.asExpert(EXPERT_OP)).status).toBe(401)
      const after = await login(local, EMAIL.advisor)
      expect(after.token).not.toBe(before.token)
      expect((await after.asUser(USER_OP)).status).toBe(200)
    } finally {
      await local.close()
    }
  })

  it('expires tokens after tokenTtlSeconds (SC-AUTH-4)', async () => {
    let now = Date.UTC(2026, 4, 14, 9, 0, 0)
    const local = await startDemoService({
      clients: 20,
      concessions: 0,
      tokenTtlSeconds: 60,
      now: () => now,
    })
    try {
      const session = await login(local, EMAIL.advisor)
      now += 59_000
      expect((await session.asUser(USER_OP)).status).toBe(200)
      expect((await session.asExpert(EXPERT_OP)).status).toBe(200)
      now += 1_000
      const expired = await session.asUser<Detail>(USER_OP)
      expect(expired.status).toBe(401)
      expect(expired.body.detail).toBe('El token ha caducado. Vuelva a iniciar sesión.')
      expect((await session.asExpert(EXPERT_OP)).status).toBe(401)
      expect((await (await login(local, EMAIL.advisor)).asUser(USER_OP)).status).toBe(200)
    } finally {
      await local.close()
    }
  })

  it('never expires tokens when no TTL is set', async () => {
    let now = 0
    const local = await startDemoService({ clients: 20, concessions: 0, now: () => now })
    try {
      const session = await login(local, EMAIL.advisor)
      now += 10 * 365 * 86_400_000
      expect((await session.asUser(USER_OP)).status).toBe(200)
    } finally {
      await local.close()
    }
  })
})
