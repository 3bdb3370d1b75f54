import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger, Redactor } from '../../../src/main/log/logger'
import { connectService } from '../../../src/main/services/connection/connection-wiring'
import { createEnvironmentService } from '../../../src/main/services/connection/environment'
import { createSettingsService } from '../../../src/main/services/settings-service'
import {
  MemorySecretStore,
  openSecretStore,
  type OpenedSecretStore,
  type SecretStore,
} from '../../../src/main/session/secret-store'
import { SESSION_FILE } from '../../../src/main/session/session-service'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { DEMO_PASSWORD, EXPERT } from '../../support/test-app'

const ROOT = resolve(__dirname, '../../..')
let demoService: DemoService

beforeAll(async () => {
  demoService = await createDemoService()
})
afterAll(() => demoService.close())

function build(userDataDir: string, secrets: OpenedSecretStore, fetchFn?: typeof fetch) {
  const redactor = new Redactor()
  const lines: string[] = []
  const events: { event: string; payload: unknown }[] = []
  const log = createLogger({ redactor, sink: (_l, line) => lines.push(line) })
  const emit = (event: string, payload: unknown) => events.push({ event, payload })
  const settings = createSettingsService({ userDataDir, emit, log })
  settings.update({
    environment: { preset: 'custom', baseUrl: demoService.url, testBaseUrl: demoService.url },
  })
  const environment = createEnvironmentService({
    settings,
    startDemoService: () => Promise.reject(new Error('no demo')),
    log,
  })
  const { session, api } = connectService({
    userDataDir,
    environment,
    settings,
    secrets,
    redactor,
    emit,
    log,
    ...(fetchFn ? { fetch: fetchFn } : {}),
  })
  return { session, api, settings, environment, events, lines, redactor }
}

/** Polls `condition` between turns of the event loop, up to a deadline. */
async function until(condition: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`No llegó ${what} a tiempo`)
    await new Promise((resolve) => setImmediate(resolve))
  }
}

const memory = (): OpenedSecretStore => ({
  store: new MemorySecretStore(),
  keychainAvailable: false,
  reason: 'test',
})

describe('session', () => {
  it('keeps both tokens in the secret store, one account per environment and e-mail, and none in files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-session-'))
    const secrets = memory()
    const { session, environment } = build(dir, secrets)
    const view = await session.login(EXPERT, DEMO_PASSWORD)
    expect(view).toMatchObject({ status: 'signed-in', email: EXPERT, user: { expert: true } })
    const stored = await secrets.store.get(`${environment.key()}:${EXPERT}`)
    const tokens = JSON.parse(stored ?? '{}') as { token: string; expertToken: string }
    expect(tokens.token).toBeTruthy()
    expect(tokens.expertToken).toBeTruthy()
    expect(environment.key()).toBe(`custom:${demoService.url}`)
    const saved = readFileSync(join(dir, SESSION_FILE), 'utf8')
    expect(saved).toContain(EXPERT)
    expect(saved).not.toContain(tokens.token)
    expect(JSON.stringify(view)).not.toContain(tokens.token)
  })

  it('is restored on start from the store, and logout deletes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-session-'))
    const secrets = memory()
    const first = build(dir, secrets)
    await first.session.login(EXPERT, DEMO_PASSWORD)
    const second = build(dir, secrets)
    expect(await second.session.restore()).toMatchObject({ status: 'signed-in', email: EXPERT })
    const me = second.session.user()
    expect(me && (await second.api.getUser(me.id)).email).toBe(EXPERT)
    await second.session.logout()
    expect(await secrets.store.get(`${second.environment.key()}:${EXPERT}`)).toBeNull()
    expect((await build(dir, secrets).session.restore()).status).toBe('signed-out')
  })

  it('without the tokens (no keychain after a restart) asks for the password with the e-mail ready', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-session-'))
    await build(dir, memory()).session.login(EXPERT, DEMO_PASSWORD)
    const restarted = build(dir, memory())
    expect(await restarted.session.restore()).toMatchObject({ status: 'expired', email: EXPERT })
    expect(await restarted.session.reauth(DEMO_PASSWORD)).toMatchObject({ status: 'signed-in' })
  })

  it('a 401 expires the session once, emits session.expired and keeps the user', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-session-'))
    const app = build(dir, memory())
    await app.session.login(EXPERT, DEMO_PASSWORD)
    demoService.control.expireTokens()
    const id = app.session.user()?.id ?? 0
    await Promise.allSettled([app.api.getUser(id), app.api.getUser(id), app.api.dataFilters()])
    expect(app.events.filter((e) => e.event === 'session.expired')).toEqual([
      { event: 'session.expired', payload: { email: EXPERT } },
    ])
    expect(app.session.view()).toMatchObject({
      status: 'expired',
      email: EXPERT,
      user: { expert: true },
    })
    expect(app.session.credentials()).toBeNull()
    await app.session.reauth(DEMO_PASSWORD)
    expect((await app.api.getUser(id)).email).toBe(EXPERT)
  })

  it('a 401 deletes the keychain entry: the next start asks for the password with the e-mail ready', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-session-'))
    const secrets = memory()
    const app = build(dir, secrets)
    await app.session.login(EXPERT, DEMO_PASSWORD)
    const account = `${app.environment.key()}:${EXPERT}`
    expect(await secrets.store.get(account)).not.toBeNull()
    demoService.control.expireTokens()
    await expect(app.api.getUser(app.session.user()?.id ?? 0)).rejects.toMatchObject({
      appError: { code: 'unauthorized' },
    })
    await app.session.settled()
    expect(await secrets.store.get(account)).toBeNull()

    const restarted = build(dir, secrets)
    expect(await restarted.session.restore()).toMatchObject({ status: 'expired', email: EXPERT })
    expect(restarted.session.credentials()).toBeNull()
    expect(await restarted.session.reauth(DEMO_PASSWORD)).toMatchObject({ status: 'signed-in' })
    expect(await secrets.store.get(account)).not.toBeNull()
  })

  it('a 401 that echoes the token it received never shows it in the error', async () => {
    // A service (or a proxy in front of it) that repeats the Authorization header in its 401.
    let echo = false
    const echoing: typeof fetch = (input, init) => {
      if (!echo) return fetch(input, init)
      const header = new Headers(init?.headers).get('authorization') ?? ''
      return Promise.resolve(
        new Response(JSON.stringify({ detail: `Credenciales «${header}» no válidas.` }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
      )
    }
    const app = build(mkdtempSync(join(tmpdir(), 'gd-session-')), memory(), echoing)
    await app.session.login(EXPERT, DEMO_PASSWORD)
    const tokens = app.session.credentials()
    if (!tokens?.expertToken) throw new Error('sin tokens tras iniciar sesión')
    echo = true
    const failure: unknown = await app.api
      .listClients({ pageSize: 10 })
      .fetch(1)
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(failure).toMatchObject({ appError: { code: 'unauthorized' } })
    expect(app.session.view().status).toBe('expired')
    const shown = JSON.stringify(failure)
    expect(shown).toContain('[oculto]')
    expect(shown).not.toContain(tokens.expertToken)
    expect(shown).not.toContain(tokens.token)
  })

  it('an expiry’s deletion never removes the tokens of a sign-in that follows it', async () => {
    // A keychain whose deletions take their time, as keytar's calls on another thread may.
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const inner = new MemorySecretStore()
    const slow: SecretStore = {
      kind: 'keychain',
      get: (account) => inner.get(account),
      set: (account, secret) => inner.set(account, secret),
      delete: async (account) => {
        await gate
        return inner.delete(account)
      },
    }
    const app = build(mkdtempSync(join(tmpdir(), 'gd-session-')), {
      store: slow,
      keychainAvailable: true,
      reason: null,
    })
    await app.session.login(EXPERT, DEMO_PASSWORD)
    const account = `${app.environment.key()}:${EXPERT}`
    const expired = app.session.expire()
    const renewed = app.session.reauth(DEMO_PASSWORD)
    // The deletion is held until the new sign-in has its tokens and goes to store them.
    await until(() => app.session.view().status === 'signed-in', 'el nuevo inicio de sesión')
    release()
    await Promise.all([expired, renewed])
    await app.session.settled()
    expect(app.session.view().status).toBe('signed-in')
    expect(await inner.get(account)).toContain(app.session.credentials()?.token ?? 'sin token')
  })

  it('answers wrong credentials as such, without logging the password', async () => {
    const app = build(mkdtempSync(join(tmpdir(), 'gd-session-')), memory())
    await expect(app.session.login(EXPERT, 'clave-equivocada-123')).rejects.toMatchObject({
      appError: { code: 'validation', reason: 'wrong_credentials', params: {} },
    })
    expect(app.lines.join('\n')).not.toContain('clave-equivocada-123')
  })

  it('a user without expert access is signed in as non-expert (SC-AUTH-3)', async () => {
    const app = build(mkdtempSync(join(tmpdir(), 'gd-session-')), memory())
    expect(await app.session.login('usuario@demo.grantsdesk.es', DEMO_PASSWORD)).toMatchObject({
      user: { expert: false },
    })
    await expect(app.api.listClients().fetch(1)).rejects.toMatchObject({
      appError: { code: 'no_expert' },
    })
  })

  it('restores only the session of the current environment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-session-'))
    const secrets = memory()
    await build(dir, secrets).session.login(EXPERT, DEMO_PASSWORD)
    const other = build(dir, secrets)
    other.settings.update({ environment: { preset: 'fandit', brand: null } })
    expect((await other.session.restore()).status).toBe('signed-out')
  })
})

const required = process.env['REQUIRE_KEYCHAIN'] === '1'
const keychain = await openSecretStore({ service: 'grants-desk-test' })

describe('session in the OS keychain', () => {
  it.skipIf(!keychain.keychainAvailable && !required)(
    `stores, restores and deletes the tokens for real${keychain.keychainAvailable ? '' : ` (sin llavero: ${keychain.reason})`}`,
    async () => {
      expect(keychain.keychainAvailable, `keychain unavailable: ${keychain.reason}`).toBe(true)
      const dir = mkdtempSync(join(tmpdir(), 'gd-keychain-'))
      const email = EXPERT
      const app = build(dir, keychain)
      await app.session.login(email, DEMO_PASSWORD)
      const account = `${app.environment.key()}:${email}`
      // A fresh keytar handle, as after a restart of the app.
      const reopened = await openSecretStore({ service: 'grants-desk-test' })
      expect(JSON.parse((await reopened.store.get(account)) ?? '{}')).toHaveProperty('token')
      const restarted = build(dir, reopened)
      expect(await restarted.session.restore()).toMatchObject({
        status: 'signed-in',
        remembered: true,
      })
      await restarted.session.logout()
      expect(
        await (await openSecretStore({ service: 'grants-desk-test' })).store.get(account),
      ).toBeNull()
    },
  )

  it.skipIf(!keychain.keychainAvailable && !required)(
    `deletes the entry when the session expires, for real${keychain.keychainAvailable ? '' : ` (sin llavero: ${keychain.reason})`}`,
    async () => {
      expect(keychain.keychainAvailable, `keychain unavailable: ${keychain.reason}`).toBe(true)
      const dir = mkdtempSync(join(tmpdir(), 'gd-keychain-'))
      const app = build(dir, keychain)
      await app.session.login(EXPERT, DEMO_PASSWORD)
      const account = `${app.environment.key()}:${EXPERT}`
      const reopen = () => openSecretStore({ service: 'grants-desk-test' })
      expect(await (await reopen()).store.get(account)).not.toBeNull()
      demoService.control.expireTokens()
      await expect(app.api.getUser(app.session.user()?.id ?? 0)).rejects.toMatchObject({
        appError: { code: 'unauthorized' },
      })
      await app.session.settled()
      // A fresh keytar handle, as the next start of the app.
      const restarted = await reopen()
      expect(await restarted.store.get(account)).toBeNull()
      expect(await build(dir, restarted).session.restore()).toMatchObject({
        status: 'expired',
        email: EXPERT,
      })
    },
  )

  it('falls back to the memory store when no Secret Service answers, in a real process', () => {
    const script = `import('${resolve(ROOT, 'src/main/session/secret-store.ts').replace(/\\/g, '/')}').then(async (m) => { const o = await m.openSecretStore({ probeTimeoutMs: 5000 }); process.stdout.write(JSON.stringify({ kind: o.store.kind, available: o.keychainAvailable })) })`
    const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: ROOT,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: mkdtempSync(join(tmpdir(), 'gd-nokeyring-')),
        DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus',
      },
      encoding: 'utf8',
    })
    expect(JSON.parse(output)).toEqual({ kind: 'memory', available: false })
  })
})
