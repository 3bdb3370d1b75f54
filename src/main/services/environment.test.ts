import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { type Sandbox } from '../../sandbox/server'
import { createLogger, Redactor } from '../log/logger'
import { createEnvironmentService, environmentKey } from './environment'
import { createSettingsService } from './settings'

const log = createLogger({ redactor: new Redactor(), sink: () => undefined })

function setup(start: () => Promise<Sandbox>) {
  const settings = createSettingsService({
    userDataDir: mkdtempSync(join(tmpdir(), 'gd-env-')),
    emit: vi.fn(),
    log,
  })
  const startSandbox = vi.fn(start)
  return {
    settings,
    startSandbox,
    environment: createEnvironmentService({ settings, startSandbox, log }),
  }
}

function fakeSandbox(url = 'http://127.0.0.1:4567') {
  const close = vi.fn(() => Promise.resolve())
  const sandbox = {
    url,
    close,
    accounts: [
      {
        email: 'demo@x.es',
        password: 'demo1234',
        role: 'Asesora',
        expert: true,
        admin: false,
        platform: 1,
        credits: 1,
      },
    ],
  } as unknown as Sandbox
  return { sandbox, close }
}

describe('environment', () => {
  it('in demo mode starts the sandbox once, on 127.0.0.1 and a free port', async () => {
    const { sandbox } = fakeSandbox()
    const { environment, startSandbox } = setup(() => Promise.resolve(sandbox))
    const [a, b] = await Promise.all([environment.endpoints(), environment.endpoints()])
    expect(a).toEqual({ baseUrl: 'http://127.0.0.1:4567', testBaseUrl: 'http://127.0.0.1:4567' })
    expect(b).toEqual(a)
    expect(startSandbox).toHaveBeenCalledTimes(1)
    expect(startSandbox).toHaveBeenCalledWith({ host: '127.0.0.1', port: 0 })
  })

  it('shows the demo accounts only in demo mode', async () => {
    const { sandbox } = fakeSandbox()
    const { environment, settings } = setup(() => Promise.resolve(sandbox))
    expect((await environment.status()).demoAccounts).toEqual([
      { email: 'demo@x.es', password: 'demo1234', role: 'Asesora' },
    ])
    settings.update({ environment: { preset: 'fandit', brand: null } })
    expect(await environment.status()).toEqual({
      preset: 'fandit',
      baseUrl: 'https://api.fandit.es',
      testBaseUrl: 'https://api.fandit.es',
      demoAccounts: null,
    })
  })

  it('stops the sandbox when the environment changes and on close', async () => {
    const first = fakeSandbox()
    const second = fakeSandbox('http://127.0.0.1:9999')
    const sandboxes = [first.sandbox, second.sandbox]
    const { environment, settings } = setup(() => Promise.resolve(sandboxes.shift() as Sandbox))
    await environment.endpoints()
    settings.update({
      environment: { preset: 'custom', baseUrl: 'https://a.es', testBaseUrl: 'https://b.es' },
    })
    await vi.waitFor(() => expect(first.close).toHaveBeenCalled())
    expect(await environment.endpoints()).toEqual({
      baseUrl: 'https://a.es',
      testBaseUrl: 'https://b.es',
    })
    settings.update({ environment: { preset: 'demo' } })
    expect((await environment.endpoints()).baseUrl).toBe('http://127.0.0.1:9999')
    await environment.close()
    expect(second.close).toHaveBeenCalled()
  })

  it('reports a sandbox that cannot start in Spanish, and tries again next time', async () => {
    const { sandbox } = fakeSandbox()
    let attempts = 0
    const { environment } = setup(() =>
      ++attempts === 1 ? Promise.reject(new Error('EADDRINUSE')) : Promise.resolve(sandbox),
    )
    await expect(environment.endpoints()).rejects.toMatchObject({
      appError: {
        code: 'internal',
        message: expect.stringContaining('servicio de demostración') as unknown,
      },
    })
    expect((await environment.endpoints()).baseUrl).toBe('http://127.0.0.1:4567')
  })

  it('names one keychain namespace per environment', () => {
    expect(environmentKey({ preset: 'demo' })).toBe('demo')
    expect(environmentKey({ preset: 'fandit', brand: null })).toBe('fandit:https://api.fandit.es')
    expect(environmentKey({ preset: 'fandit', brand: 'marca' })).toBe(
      'fandit:https://marca.api.fandit.es',
    )
    expect(
      environmentKey({ preset: 'custom', baseUrl: 'https://a.es', testBaseUrl: 'https://b.es' }),
    ).toBe('custom:https://a.es|https://b.es')
  })
})
