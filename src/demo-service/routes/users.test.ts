import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LoginUserSchema, UserDetailSchema, type UserDetail } from '@shared/wire/user'
import { type DemoService } from '../server'
import {
  call,
  EMAIL,
  login,
  type Session,
  startDemoService,
} from '../../../test/support/demo-service-http'

describe("the demo service's users and experts", () => {
  let demoService: DemoService
  let advisor: Session
  let admin: Session

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 20, concessions: 0 })
    advisor = await login(demoService, EMAIL.advisor)
    admin = await login(demoService, EMAIL.admin)
  })
  afterAll(() => demoService.close())

  describe('GET users/<id>/ (SC-USER-1)', () => {
    it('returns the detail form: platform as text, action_items_list and groups_data', async () => {
      const reply = await advisor.asUser<UserDetail>(`/api/v2/users/${advisor.login.user.id}/`)
      expect(reply.status).toBe(200)
      const user = UserDetailSchema.strict().parse(reply.body)
      expect(user.platform).toBe('Grants Desk Demo')
      expect(user.action_items_list).toEqual(advisor.login.user.actions_list)
      expect(user.groups_data).toEqual([{ id: 2, name: 'Asesores' }])
      expect(reply.body).not.toHaveProperty('actions_list')
      const common = Object.fromEntries(
        Object.entries(advisor.login.user).filter(
          ([key]) => !['platform', 'actions_list'].includes(key),
        ),
      )
      expect(reply.body).toMatchObject(common)
    })

    it('shows the admin in the administrators group', async () => {
      const reply = await admin.asUser<UserDetail>(`/api/v2/users/${admin.login.user.id}/`)
      expect(reply.body.groups_data.map((g) => g.name)).toEqual(['Administradores', 'Asesores'])
    })

    it("answers 404 to another user's id, an unknown id or a non-numeric one", async () => {
      for (const id of [admin.login.user.id, 999_999, 'abc', '1201x']) {
        const reply = await advisor.asUser(`/api/v2/users/${id}/`)
        expect(reply.status, String(id)).toBe(404)
        expect(reply.body).toEqual({ detail: 'No encontrado.' })
      }
    })

    it('needs the user token', async () => {
      expect((await advisor.asExpert(`/api/v2/users/${advisor.login.user.id}/`)).status).toBe(403)
    })

    it('serves users/current/ with the user token: the login-shaped user (SC-USER-2)', async () => {
      const reply = await advisor.asUser('/api/v2/users/current/')
      expect(reply.status).toBe(200)
      expect(LoginUserSchema.strict().parse(reply.body)).toEqual(advisor.login.user)
      expect((await advisor.asExpert('/api/v2/users/current/')).status).toBe(403)
      expect((await call(demoService, '/api/v2/users/current/')).status).toBe(401)
    })

    it('has no users/usage-statistics/: 404 whatever the token', async () => {
      const path = '/api/v2/users/usage-statistics/'
      for (const reply of [
        await advisor.asUser(path),
        await advisor.asExpert(path),
        await call(demoService, path),
      ]) {
        expect(reply.status).toBe(404)
        expect(reply.body).toEqual({ detail: 'No encontrado.' })
      }
    })
  })

  describe('GET experts/current/ (SC-CASE-6)', () => {
    it('names the caller as an expert, with the expert token only; 404 with its reading off', async () => {
      const mine = await advisor.asExpert<Record<string, unknown>>('/api/v2/experts/current/')
      expect(mine.status).toBe(200)
      expect(mine.body).toMatchObject({ id: 301, is_super_expert: false, permissions: [] })
      const boss = await admin.asExpert<Record<string, unknown>>('/api/v2/experts/current/')
      expect(boss.body).toMatchObject({ is_super_expert: true })
      expect((await advisor.asUser('/api/v2/experts/current/')).status).toBe(403)
      expect((await call(demoService, '/api/v2/experts/current/')).status).toBe(401)
      demoService.control.setReadings({ expertsCurrent: false })
      try {
        expect((await advisor.asExpert('/api/v2/experts/current/')).status).toBe(404)
      } finally {
        demoService.control.setReadings({ expertsCurrent: true })
      }
    })
  })
})
