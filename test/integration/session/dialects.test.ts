import { beforeAll, describe, expect, it } from 'vitest'
import { type ProfileView } from '@shared/profile'
import { type SessionView } from '@shared/session'
import {
  DEMO_PASSWORD,
  DIALECTS,
  EXPERT,
  NOT_EXPERT,
  startSignedIn,
  startTestApp,
  type TestApp,
  value,
} from '../../support/test-app'
import { failure, signedInAgainst } from '../../support/dialect-app'

describe.each(DIALECTS)('the app against the %s dialect', (dialect) => {
  const vendor = dialect === 'vendor'
  const signedIn = signedInAgainst(dialect)
  let app: TestApp
  beforeAll(() => {
    app = signedIn.app
  })

  describe('sign-in and profile', () => {
    it('signs the expert in and shows the profile in the detail form', async () => {
      const profile = await value<ProfileView>(app, 'profile.get')
      expect(profile).toMatchObject({
        userSource: 'detail',
        user: { email: EXPERT, platform: 'Grants Desk Demo', first_name: 'Laura' },
        catalogueSource: 'service',
      })
      expect(profile.user.groups_data.length).toBeGreaterThan(0)
      const provinces = profile.lists.find((l) => l.key === 'provinces')?.items
      expect(provinces).toContainEqual({ id: 28, name: 'Madrid' })
    })

    it('a wrong password is refused as such, and the right one signs in', async () => {
      const fresh = await startTestApp({ dialect, clients: 10, concessions: 0 })
      try {
        const error = await failure(fresh, 'session.login', {
          email: EXPERT,
          password: 'otra-clave',
        })
        expect(error).toMatchObject({ code: 'validation', reason: 'wrong_credentials' })
        await value(fresh, 'session.login', { email: EXPERT, password: DEMO_PASSWORD })
        expect(await value<SessionView>(fresh, 'session.state')).toMatchObject({
          status: 'signed-in',
          email: EXPERT,
        })
      } finally {
        await fresh.close()
      }
    })

    it('an expired token asks for the password again, keeping the profile shown', async () => {
      const user = await startSignedIn(EXPERT, { dialect, clients: 10, concessions: 0 })
      try {
        await value(user, 'profile.get')
        user.demoService.control.expireTokens()
        user.events.length = 0
        // An expired key is a 401 in both dialects (SC-AUTH-4, SC-DIALECT-9).
        expect(await failure(user, 'profile.get')).toMatchObject({ code: 'unauthorized' })
        expect(user.events.filter((e) => e.event === 'session.expired')).toEqual([
          { event: 'session.expired', payload: { email: EXPERT } },
        ])
        expect(await value<SessionView>(user, 'session.state')).toMatchObject({
          status: 'expired',
          email: EXPERT,
        })
        expect(await value<ProfileView>(user, 'profile.get')).toMatchObject({
          source: 'cache',
          user: { email: EXPERT },
        })
        await value(user, 'session.reauth', { password: DEMO_PASSWORD })
        expect(await value<ProfileView>(user, 'profile.get')).toMatchObject({
          source: 'network',
          userSource: 'detail',
          user: { email: EXPERT },
        })
      } finally {
        await user.close()
      }
    })

    it('a user without an expert token sees the profile: the detail, or users/current/', async () => {
      const user = await startSignedIn(NOT_EXPERT, { dialect, clients: 10, concessions: 0 })
      try {
        const profile = await value<ProfileView>(user, 'profile.get')
        expect(profile.user.email).toBe(NOT_EXPERT)
        // Refused before anything is sent: a missing token would be a 401, ending the session.
        expect(await failure(user, 'clients.sync')).toMatchObject({ code: 'no_expert' })
        const asked = user.demoService.control.requests.map((r) => r.path)
        expect(asked).not.toContain('/api/v2/clients/')
        if (vendor) {
          // The vendor answers users/<id>/ only to the expert token: the login-shaped user, read
          // into the detail form, with the groups unknown.
          expect(profile.userSource).toBe('current')
          expect(profile.user.platform).toMatch(/^#\d+$/)
          expect(asked).toContain('/api/v2/users/current/')
        } else {
          expect(profile.userSource).toBe('detail')
          expect(asked).not.toContain('/api/v2/users/current/')
        }
      } finally {
        await user.close()
      }
    })
  })
})
