import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, EXPERT, startTestApp, type TestApp } from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const away = {
  preset: 'custom' as const,
  baseUrl: 'http://grants.invalid:8000',
  testBaseUrl: 'http://grants.invalid:8000',
}

describe('plain http to another computer, through the app services', () => {
  it('sign-in is refused before anything is sent, naming the host', async () => {
    app = await startTestApp()
    const login = await app.services.dispatch('session.login', {
      email: EXPERT,
      password: DEMO_PASSWORD,
      environment: away,
    })
    expect(login).toMatchObject({
      ok: false,
      error: {
        code: 'insecure',
        reason: 'insecure_transport',
        // Not taken for wrong credentials: the refusal names the address.
        params: { host: 'grants.invalid:8000' },
      },
    })
    expect(app.secrets.written).toEqual([])
  })

  it('with «Permitir conexión sin cifrar» the sign-in goes ahead', async () => {
    app = await startTestApp()
    await app.services.dispatch('settings.update', { allowInsecureHttp: true })
    const login = await app.services.dispatch('session.login', {
      email: EXPERT,
      password: DEMO_PASSWORD,
      environment: away,
    })
    // The host does not exist: the request was made, and found no one.
    expect(login).toMatchObject({ ok: false, error: { code: 'offline' } })
  })

  // On Linux and macOS 0.0.0.0 reaches this computer, yet it is not a loopback address: the
  // demo service seen through it stands for a service on another computer that really answers.
  it.skipIf(process.platform === 'win32')(
    'a session stays, but every call is refused once the setting is turned off again',
    async () => {
      app = await startTestApp()
      const port = new URL(app.demoService.url).port
      const remote = `http://0.0.0.0:${port}`
      await app.services.dispatch('settings.update', { allowInsecureHttp: true })
      const login = await app.services.dispatch('session.login', {
        email: EXPERT,
        password: DEMO_PASSWORD,
        environment: { preset: 'custom', baseUrl: remote, testBaseUrl: remote },
      })
      expect(login).toMatchObject({ ok: true, value: { status: 'signed-in' } })
      await app.services.idle()
      expect(await app.services.dispatch('statuses.list', { refresh: true })).toMatchObject({
        ok: true,
      })

      await app.services.dispatch('settings.update', { allowInsecureHttp: false })
      app.demoService.control.clearRequests()
      const refused = {
        ok: false,
        error: { reason: 'insecure_transport', params: { host: `0.0.0.0:${port}` } },
      }
      expect(await app.services.dispatch('statuses.list', { refresh: true })).toMatchObject(refused)
      const profile = { province: 28, applicants_v2: [2], actions_v2: [1] }
      expect(
        await app.services.dispatch('simulator.run', { profile, refresh: true }),
      ).toMatchObject(refused)
      expect(await app.services.dispatch('clients.sync', undefined)).toMatchObject(refused)
      expect(app.demoService.control.requests).toEqual([])
    },
  )

  it.skipIf(process.platform === 'win32')(
    'an edit waiting in the outbox stays pending, never failed, while its replay is refused',
    async () => {
      app = await startTestApp()
      const remote = `http://0.0.0.0:${new URL(app.demoService.url).port}`
      await app.services.dispatch('settings.update', { allowInsecureHttp: true })
      await app.services.dispatch('session.login', {
        email: EXPERT,
        password: DEMO_PASSWORD,
        environment: { preset: 'custom', baseUrl: remote, testBaseUrl: remote },
      })
      await app.services.idle()
      const page = await app.services.dispatch('clients.query', {})
      const id = page.ok ? (page.value as { rows: { id: number }[] }).rows[0]?.id : undefined
      if (id === undefined) throw new Error('no clients')

      await app.stopDemoService()
      const edit = await app.services.dispatch('clients.update', {
        id,
        patch: { notes: 'Llamar el lunes' },
        base: {},
      })
      expect(edit).toMatchObject({ ok: true, value: { status: 'queued' } })
      await app.services.dispatch('settings.update', { allowInsecureHttp: false })
      await app.restartDemoService()

      expect(await app.services.dispatch('clients.sync', undefined)).toMatchObject({
        ok: false,
        error: { reason: 'insecure_transport' },
      })
      expect(await app.services.dispatch('outbox.summary', undefined)).toEqual({
        ok: true,
        value: { pending: 1, conflicts: 0, failed: 0 },
      })
    },
  )
})
