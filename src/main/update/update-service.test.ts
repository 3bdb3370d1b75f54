import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest'
import { renderRef } from '@shared/messages/catalogue-lookup'
import { type UpdateState, updateSentence } from '@shared/updates'
import { createLogger, Redactor } from '../log/logger'
import { lastCheckFile } from './last-check-file'
import { type DownloadEvent, type UpdateFeed } from './update-feed-port'
import {
  CHECK_INTERVAL_MS,
  createUpdateService,
  FIRST_CHECK_DELAY_MS,
  type UpdateServiceDeps,
} from './update-service'
import { updateSupportOf } from './update-support'

const HOUR = 60 * 60 * 1000

type Answer = { version: string; newer: boolean } | Error

interface FakeFeed extends UpdateFeed {
  answer: Answer
  check: Mock<UpdateFeed['check']>
  install: Mock<UpdateFeed['install']>
  tell(event: DownloadEvent): void
}

/** A feed that answers what the test says and tells the download's events when asked. */
function fakeFeed(answer: Answer): FakeFeed {
  const listeners = new Set<(event: DownloadEvent) => void>()
  const feed: FakeFeed = {
    answer,
    check: vi.fn(() =>
      feed.answer instanceof Error ? Promise.reject(feed.answer) : Promise.resolve(feed.answer),
    ),
    onDownload: (listener: (event: DownloadEvent) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    install: vi.fn(),
    tell: (event: DownloadEvent) => listeners.forEach((listener) => listener(event)),
  }
  return feed
}

function setUp(feed: FakeFeed | null, overrides: Partial<UpdateServiceDeps> = {}) {
  const steps: string[] = []
  const lines: string[] = []
  const deps: UpdateServiceDeps = {
    support: 'supported',
    feed,
    currentVersion: '0.1.0',
    automatic: () => true,
    lastCheck: lastCheckFile(mkdtempSync(join(tmpdir(), 'gd-update-service-'))),
    pending: () => ({ outbox: 0, exports: 0 }),
    confirmRestart: vi.fn(() => {
      steps.push('confirm')
      return Promise.resolve(true)
    }),
    closeWindows: vi.fn(() => {
      steps.push('close windows')
      return Promise.resolve(true)
    }),
    shutDown: vi.fn(() => {
      steps.push('shut down')
      return Promise.resolve()
    }),
    emit: () => undefined,
    log: createLogger({ redactor: new Redactor(), sink: (_level, line) => lines.push(line) }),
    ...overrides,
  }
  feed?.install.mockImplementation(() => steps.push('install'))
  return { service: createUpdateService(deps), steps, lines }
}

async function ready(feed: FakeFeed, service: ReturnType<typeof setUp>['service']) {
  await service.check()
  feed.tell({ kind: 'progress', percent: 41.6 })
  expect(service.state()).toMatchObject({ status: 'downloading', progress: 42 })
  feed.tell({ kind: 'downloaded', version: '0.2.0' })
  expect(service.state()).toMatchObject({ status: 'ready', newVersion: '0.2.0', progress: null })
}

const sentence = (state: UpdateState, lang: 'es' | 'en' = 'es') =>
  renderRef(lang, updateSentence(state))

afterEach(() => vi.useRealTimers())

describe('the automatic checks', () => {
  it('come a little after start, then every six hours, and stop once a version is ready', async () => {
    vi.useFakeTimers()
    const feed = fakeFeed({ version: '0.1.0', newer: false })
    const { service } = setUp(feed)
    service.start()

    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS - 1)
    expect(feed.check).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(feed.check).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS)
    expect(feed.check).toHaveBeenCalledTimes(2)

    feed.answer = { version: '0.2.0', newer: true }
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS)
    expect(feed.check).toHaveBeenCalledTimes(3)
    feed.tell({ kind: 'downloaded', version: '0.2.0' })
    await vi.advanceTimersByTimeAsync(3 * CHECK_INTERVAL_MS)
    expect(feed.check).toHaveBeenCalledTimes(3)
    expect(service.state().status).toBe('ready')
    service.close()
  })

  it('switched off, none is made; the user’s check still asks; switched on again, they resume', async () => {
    vi.useFakeTimers()
    let automatic = false
    const feed = fakeFeed({ version: '0.1.0', newer: false })
    const { service } = setUp(feed, { automatic: () => automatic })
    service.start()
    await vi.advanceTimersByTimeAsync(48 * HOUR)
    expect(feed.check).not.toHaveBeenCalled()

    expect((await service.check()).lastCheck).toMatchObject({ outcome: 'latest' })
    expect(feed.check).toHaveBeenCalledTimes(1)

    automatic = true
    service.automaticChanged()
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS)
    expect(feed.check).toHaveBeenCalledTimes(2)
    service.close()
    await vi.advanceTimersByTimeAsync(48 * HOUR)
    expect(feed.check).toHaveBeenCalledTimes(2)
  })

  it('a check already under way is joined, not repeated', async () => {
    const feed = fakeFeed({ version: '0.1.0', newer: false })
    const { service } = setUp(feed)
    const [first, second] = await Promise.all([service.check(), service.check()])
    expect(first).toEqual(second)
    expect(feed.check).toHaveBeenCalledTimes(1)
  })
})

describe('a copy that does not update itself', () => {
  it('a .deb (Linux without APPIMAGE) and a development run are told apart from the AppImage', () => {
    expect(updateSupportOf({ packaged: true, platform: 'linux', appImage: undefined })).toBe(
      'package-manager',
    )
    expect(
      updateSupportOf({ packaged: true, platform: 'linux', appImage: '/home/a/Grants.AppImage' }),
    ).toBe('supported')
    expect(updateSupportOf({ packaged: false, platform: 'win32', appImage: undefined })).toBe(
      'development',
    )
    expect(updateSupportOf({ packaged: true, platform: 'darwin', appImage: undefined })).toBe(
      'supported',
    )
  })

  it('installed as a .deb, never checks and says updates come from the package manager', async () => {
    vi.useFakeTimers()
    const feed = fakeFeed({ version: '0.2.0', newer: true })
    const { service } = setUp(feed, { support: 'package-manager' })
    service.start()
    await vi.advanceTimersByTimeAsync(48 * HOUR)
    const state = await service.check()
    expect(feed.check).not.toHaveBeenCalled()
    expect(state).toMatchObject({ support: 'package-manager', status: 'idle', lastCheck: null })
    expect(sentence(state)).toBe(
      'Esta instalación es un paquete del sistema: las actualizaciones llegan por el gestor de paquetes, no desde la aplicación.',
    )
    expect(sentence(state, 'en')).toBe(
      'This installation is a system package: updates come from the package manager, not from the app.',
    )
    expect(await service.restart()).toEqual({ restarting: false })
  })
})

describe('the last check', () => {
  it('is kept across restarts of the app', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'gd-update-record-'))
    const feed = fakeFeed({ version: '0.1.0', newer: false })
    const now = () => Date.UTC(2026, 10, 20, 9, 30)
    await setUp(feed, { lastCheck: lastCheckFile(folder), now }).service.check()

    const again = setUp(fakeFeed({ version: '0.1.0', newer: false }), {
      lastCheck: lastCheckFile(folder),
    })
    expect(again.service.state().lastCheck).toEqual({
      at: now(),
      outcome: 'latest',
      version: '0.1.0',
    })
  })

  it('a failed download is one log line and waits for the next check', async () => {
    const feed = fakeFeed({ version: '0.2.0', newer: true })
    const { service, lines } = setUp(feed)
    await service.check()
    feed.tell({ kind: 'failed', error: new Error('sha512 checksum mismatch\n  at stack') })
    expect(service.state()).toMatchObject({ status: 'error', newVersion: '0.2.0' })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/No se pudo descargar la actualización 0\.2\.0.*checksum mismatch"/)
    expect(sentence(service.state())).toBe(
      'No se ha podido descargar la versión 0.2.0. Se volverá a intentar en la próxima comprobación.',
    )
    await service.check()
    expect(feed.check).toHaveBeenCalledTimes(2)
  })
})

describe('restarting to update', () => {
  it('with nothing downloaded, does nothing', async () => {
    const feed = fakeFeed({ version: '0.1.0', newer: false })
    const { service, steps } = setUp(feed)
    await service.check()
    expect(await service.restart()).toEqual({ restarting: false })
    expect(steps).toEqual([])
  })

  it('with nothing waiting, closes the windows, shuts the services down, then installs', async () => {
    const feed = fakeFeed({ version: '0.2.0', newer: true })
    const { service, steps } = setUp(feed)
    await ready(feed, service)
    expect(await service.restart()).toEqual({ restarting: true })
    expect(steps).toEqual(['close windows', 'shut down', 'install'])
  })

  it('with edits in the outbox or an export running, says how many and lets the user stay', async () => {
    const feed = fakeFeed({ version: '0.2.0', newer: true })
    let stay = true
    const asked: unknown[] = []
    const { service, steps } = setUp(feed, {
      pending: () => ({ outbox: 2, exports: 1 }),
      confirmRestart: (pending) => {
        steps.push('confirm')
        asked.push(pending)
        return Promise.resolve(!stay)
      },
    })
    await ready(feed, service)

    expect(await service.restart()).toEqual({ restarting: false })
    expect(asked).toEqual([{ outbox: 2, exports: 1, version: '0.2.0' }])
    expect(steps).toEqual(['confirm'])
    expect(service.state().status).toBe('ready')

    stay = false
    expect(await service.restart()).toEqual({ restarting: true })
    expect(steps).toEqual(['confirm', 'confirm', 'close windows', 'shut down', 'install'])
  })

  it('a window kept open for its unsaved changes stops the restart before anything closes', async () => {
    const feed = fakeFeed({ version: '0.2.0', newer: true })
    const { service, steps } = setUp(feed, {
      closeWindows: () => {
        steps.push('close windows')
        return Promise.resolve(false)
      },
    })
    await ready(feed, service)
    expect(await service.restart()).toEqual({ restarting: false })
    expect(steps).toEqual(['close windows'])
  })
})
