import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { type DemoService } from '../../../demo-service/server'
import { createLogger, Redactor } from '../../log/logger'
import { createEnvironmentService, environmentKey } from './environment'
import { createSettingsService } from '../settings-service'
import { waitFor } from '../../../../test/support/wait-for'

const log = createLogger({ redactor: new Redactor(), sink: () => undefined })

function setup(start: () => Promise<DemoService>) {
  const settings = createSettingsService({
    userDataDir: mkdtempSync(join(tmpdir(), 'gd-env-')),
    emit: vi.fn(),
    log,
  })
  const startDemoService = vi.fn(start)
  return {
    settings,
    startDemoService,
    environment: createEnvironmentService({ settings, startDemoService, log }),
  }
}

function fakeDemoService(url = 'http://127.0.0.1:4567') {
  const close = vi.fn(() => Promise.resolve())
  const demoService = {
    url,
    close,
    accounts: [
      {
        key: 'adviser',
        email: 'demo@x.es',
        password: 'demo1234',
        role: 'Asesora: ve sus clientes',
        expert: true,
        admin: false,
        platform: 1,
        credits: 1,
      },
    ],
  } as unknown as DemoService
  return { demoService, close }
}

describe('environment', () => {
  it('in demo mode starts the demo service once, on 127.0.0.1 and a free port', async () => {
    const { demoService } = fakeDemoService()
    const { environment, startDemoService } = setup(() => Promise.resolve(demoService))
    const [a, b] = await Promise.all([environment.endpoints(), environment.endpoints()])
    expect(a).toEqual({ baseUrl: 'http://127.0.0.1:4567', testBaseUrl: 'http://127.0.0.1:4567' })
    expect(b).toEqual(a)
    expect(startDemoService).toHaveBeenCalledTimes(1)
    expect(startDemoService).toHaveBeenCalledWith({ host: '127.0.0.1', port: 0 })
  })

  it('shows the demo accounts only in demo mode, by key: no Spanish description crosses', async () => {
    const { demoService } = fakeDemoService()
    const { environment, settings } = setup(() => Promise.resolve(demoService))
    expect((await environment.status()).demoAccounts).toEqual([
      { key: 'adviser', email: 'demo@x.es', password: 'demo1234' },
    ])
    settings.update({ environment: { preset: 'fandit', brand: null } })
    expect(await environment.status()).toEqual({
      preset: 'fandit',
      baseUrl: 'https://api.fandit.es',
      testBaseUrl: 'https://api.fandit.es',
      demoAccounts: null,
    })
  })

  it('stops the demo service when the environment changes and on close', async () => {
    const first = fakeDemoService()
    const second = fakeDemoService('http://127.0.0.1:9999')
    const demoServices = [first.demoService, second.demoService]
    const { environment, settings } = setup(() =>
      Promise.resolve(demoServices.shift() as DemoService),
    )
    await environment.endpoints()
    settings.update({
      environment: { preset: 'custom', baseUrl: 'https://a.es', testBaseUrl: 'https://b.es' },
    })
    await waitFor(() => expect(first.close).toHaveBeenCalled())
    expect(await environment.endpoints()).toEqual({
      baseUrl: 'https://a.es',
      testBaseUrl: 'https://b.es',
    })
    settings.update({ environment: { preset: 'demo' } })
    expect((await environment.endpoints()).baseUrl).toBe('http://127.0.0.1:9999')
    await environment.close()
    expect(second.close).toHaveBeenCalled()
  })

  it('reports a demo service that cannot start, and tries again next time', async () => {
    const { demoService } = fakeDemoService()
    let attempts = 0
    const { environment } = setup(() =>
      ++attempts === 1 ? Promise.reject(new Error('EADDRINUSE')) : Promise.resolve(demoService),
    )
    await expect(environment.endpoints()).rejects.toMatchObject({
      appError: { code: 'internal', reason: 'demo_failed', params: {} },
    })
    expect((await environment.endpoints()).baseUrl).toBe('http://127.0.0.1:4567')
  })

  it('refuses plain http:// to another computer on every request, unless the settings allow it', async () => {
    const { environment, settings, startDemoService } = setup(() => Promise.reject(new Error('no')))
    settings.update({
      environment: {
        preset: 'custom',
        baseUrl: 'https://api.example.es',
        testBaseUrl: 'http://test.example.es:8000',
      },
    })
    const refusal = {
      appError: {
        code: 'insecure',
        reason: 'insecure_transport',
        params: { host: 'test.example.es:8000', via: 'settings' },
      },
    }
    await expect(environment.endpoints()).rejects.toMatchObject(refusal)
    // The sign-in screen still shows where it would go.
    expect((await environment.status()).testBaseUrl).toBe('http://test.example.es:8000')

    settings.update({ allowInsecureHttp: true })
    expect(await environment.endpoints()).toEqual({
      baseUrl: 'https://api.example.es',
      testBaseUrl: 'http://test.example.es:8000',
    })
    settings.update({ allowInsecureHttp: false })
    await expect(environment.endpoints()).rejects.toMatchObject(refusal)
    expect(startDemoService).not.toHaveBeenCalled()
  })

  it('always allows plain http:// to this computer, and https anywhere', async () => {
    const { environment, settings } = setup(() => Promise.reject(new Error('no')))
    for (const [baseUrl, testBaseUrl] of [
      ['http://127.0.0.1:4010', 'http://localhost:4011'],
      ['http://[::1]:4010', 'http://127.0.0.2'],
      ['https://api.example.es', 'https://10.0.0.5'],
    ] as const) {
      settings.update({ environment: { preset: 'custom', baseUrl, testBaseUrl } })
      expect(await environment.endpoints()).toEqual({ baseUrl, testBaseUrl })
    }
  })

  it('names the command line flag when asked to', async () => {
    const settings = createSettingsService({
      userDataDir: mkdtempSync(join(tmpdir(), 'gd-env-')),
      emit: vi.fn(),
      log,
    })
    settings.update({
      environment: { preset: 'custom', baseUrl: 'http://10.0.0.5', testBaseUrl: 'http://10.0.0.5' },
    })
    const environment = createEnvironmentService({
      settings,
      startDemoService: () => Promise.reject(new Error('no')),
      log,
      allowInsecureVia: 'flag',
    })
    await expect(environment.endpoints()).rejects.toMatchObject({
      appError: { reason: 'insecure_transport', params: { host: '10.0.0.5', via: 'flag' } },
    })
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
