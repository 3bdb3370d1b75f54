import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { request, type RequestOptions } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AppImageUpdater } from 'electron-updater'
import { type AppAdapter } from 'electron-updater/out/AppAdapter'
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRef } from '@shared/messages/catalogue-lookup'
import { type UpdateState, updateSentence } from '@shared/updates'
import { resetElectron, type ElectronStandIn } from '../../../test/support/electron-stand-in'
import {
  appImageName,
  type ReleaseFeed,
  startReleaseFeed,
} from '../../../test/support/release-feed'
import { createLogger, Redactor } from '../log/logger'
import { createUpdateService, type UpdateServiceDeps } from '../update/update-service'
import { lastCheckFile } from '../update/last-check-file'
import { electronUpdateFeed } from './electron-update-feed'
import { waitFor } from '../../../test/support/wait-for'

/**
 * The real electron-updater (its AppImage updater and GitHub provider) against a local feed shaped
 * as the release workflow publishes it. Two things of Electron are replaced, through electron-updater's
 * own seams: the app (its `AppAdapter`: version, paths, packaged) and the HTTP client (Electron's
 * `net`, which Node has not: node:http instead, under the same download code).
 */

vi.mock(
  'electron',
  async () => (await import('../../../test/support/electron-stand-in')).electronModule,
)

class NodeHttpExecutor extends ElectronHttpExecutor {
  override createRequest(options: RequestOptions, callback: (response: unknown) => void) {
    return request(options, callback) as unknown as Electron.ClientRequest
  }
  // node:http reports redirects as responses, which the base class follows.
  protected override addRedirectHandlers(): void {}
}

const CURRENT = '0.1.0'

let feed: ReleaseFeed
let electron: ElectronStandIn
let folder: string

beforeEach(async () => {
  electron = resetElectron()
  feed = await startReleaseFeed()
  folder = mkdtempSync(join(tmpdir(), 'gd-update-'))
  // The running AppImage, which the download never reads (no differential download here).
  const running = join(folder, appImageName(CURRENT))
  writeFileSync(running, 'the running version')
  vi.stubEnv('APPIMAGE', running)
  // The feed file is latest-linux.yml whatever machine runs the test.
  vi.stubEnv('TEST_UPDATER_ARCH', 'x64')
})

afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  await feed.close().catch(() => undefined)
})

/** What electron-builder writes into the packaged app's resources from `publish`. */
function appUpdateYml(): string {
  const path = join(folder, 'app-update.yml')
  writeFileSync(
    path,
    [
      'provider: github',
      `owner: ${feed.owner}`,
      `repo: ${feed.repo}`,
      `host: ${feed.host}`,
      'protocol: http',
      'updaterCacheDirName: grants-desk-updater',
      '',
    ].join('\n'),
  )
  return path
}

function setUp(overrides: Partial<UpdateServiceDeps> = {}) {
  const adapter: AppAdapter = {
    version: CURRENT,
    name: 'Grants Desk',
    isPackaged: true,
    appUpdateConfigPath: appUpdateYml(),
    userDataPath: join(folder, 'user-data'),
    baseCachePath: join(folder, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  }
  const updater = new AppImageUpdater(null, adapter)
  Object.assign(updater, { httpExecutor: new NodeHttpExecutor() })
  updater.disableDifferentialDownload = true
  const quitAndInstall = vi.spyOn(updater, 'quitAndInstall').mockImplementation(() => undefined)

  const lines: { level: string; line: string }[] = []
  const log = createLogger({
    redactor: new Redactor(),
    sink: (level, line) => lines.push({ level, line }),
  })
  const seen: UpdateState[] = []
  const confirmRestart = vi.fn(() => Promise.resolve(false))
  const service = createUpdateService({
    support: 'supported',
    feed: electronUpdateFeed(log, updater),
    currentVersion: CURRENT,
    automatic: () => true,
    lastCheck: lastCheckFile(join(folder, 'user-data')),
    pending: () => ({ outbox: 0, exports: 0 }),
    confirmRestart,
    closeWindows: () => Promise.resolve(true),
    shutDown: () => Promise.resolve(),
    emit: (event, payload) => {
      if (event === 'update.changed') seen.push(payload as UpdateState)
    },
    log,
    ...overrides,
  })
  const statuses = () =>
    seen.map((state) => state.status).filter((status, i, all) => status !== all[i - 1])
  return { service, lines, seen, statuses, quitAndInstall, confirmRestart }
}

const sentence = (state: UpdateState) => renderRef('es', updateSentence(state))

describe('updating from the release feed', () => {
  it('finds a newer version, downloads it in the background and offers the restart, never restarting by itself', async () => {
    const bytes = randomBytes(256 * 1024)
    feed.publish('0.2.0', bytes)
    const { service, statuses, quitAndInstall } = setUp()

    const checked = await service.check()
    expect(checked.lastCheck).toMatchObject({ outcome: 'newer', version: '0.2.0' })
    await waitFor(() => expect(service.state().status).toBe('ready'), { interval: 10 })

    expect(statuses()).toEqual(['checking', 'available', 'downloading', 'ready'])
    expect(service.state()).toMatchObject({ newVersion: '0.2.0', progress: null })
    expect(feed.requests).toContain(
      `/grants-desk/grants-desk/releases/download/v0.2.0/latest-linux.yml`,
    )
    const downloaded = join(
      folder,
      'cache',
      'grants-desk-updater',
      'pending',
      appImageName('0.2.0'),
    )
    expect(readFileSync(downloaded).equals(bytes)).toBe(true)
    expect(sentence(service.state())).toBe(
      'La versión 0.2.0 está descargada. Reinicie para actualizar cuando le venga bien.',
    )
    // Nothing restarts until the user says so.
    expect(quitAndInstall).not.toHaveBeenCalled()
    expect(electron.module.app.lockReleases).toBe(0)

    expect(await service.restart()).toEqual({ restarting: true })
    expect(electron.module.app.lockReleases).toBe(1)
    expect(quitAndInstall).toHaveBeenCalledWith(true, true)
  })

  it('with the same version published, says this is the latest and downloads nothing', async () => {
    feed.publish(CURRENT, randomBytes(1024))
    const { service, statuses } = setUp()

    const state = await service.check()
    expect(state).toMatchObject({ status: 'idle', newVersion: null })
    expect(state.lastCheck).toMatchObject({ outcome: 'latest', version: CURRENT })
    expect(statuses()).toEqual(['checking', 'idle'])
    expect(feed.requests.some((path) => path.endsWith('.AppImage'))).toBe(false)
    expect(sentence(state)).toBe('Tiene la última versión, la 0.1.0.')
  })

  it('with the feed unreachable, the automatic check writes one quiet log line and shows nothing', async () => {
    feed.publish('0.2.0', randomBytes(1024))
    await feed.close()
    const { service, lines } = setUp({ firstCheckDelayMs: 0 })

    service.start()
    await waitFor(() => expect(service.state().lastCheck).not.toBeNull(), { interval: 10 })

    expect(service.state()).toMatchObject({ status: 'error', lastCheck: { outcome: 'failed' } })
    const written = lines.filter(({ level }) => level !== 'debug')
    expect(written).toHaveLength(1)
    expect(written[0]?.level).toBe('warn')
    expect(written[0]?.line).toMatch(/No se pudo comprobar si hay actualizaciones.*ECONNREFUSED/)
    // No dialog, no desktop notification.
    expect(electron.module.dialog.messageBoxes).toEqual([])
    expect(electron.module.dialog.errorBoxes).toEqual([])
    expect(electron.notifications).toEqual([])
    service.close()
  })

  it('with automatic checks switched off, asks the feed only when the user does', async () => {
    feed.publish('0.2.0', randomBytes(1024))
    const { service } = setUp({ automatic: () => false })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })

    service.start()
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000)
    expect(feed.requests).toEqual([])

    vi.useRealTimers()
    const state = await service.check()
    expect(state.lastCheck).toMatchObject({ outcome: 'newer', version: '0.2.0' })
    expect(feed.requests.length).toBeGreaterThan(0)
    await waitFor(() => expect(service.state().status).toBe('ready'), { interval: 10 })
  })

  it('before restarting with edits waiting or an export running, asks, and staying keeps the app as it is', async () => {
    feed.publish('0.2.0', randomBytes(1024))
    const { service, confirmRestart, quitAndInstall } = setUp({
      pending: () => ({ outbox: 3, exports: 1 }),
    })
    await service.check()
    await waitFor(() => expect(service.state().status).toBe('ready'), { interval: 10 })

    expect(await service.restart()).toEqual({ restarting: false })
    expect(confirmRestart).toHaveBeenCalledWith({ outbox: 3, exports: 1, version: '0.2.0' })
    expect(quitAndInstall).not.toHaveBeenCalled()
    expect(electron.module.app.lockReleases).toBe(0)
    expect(service.state().status).toBe('ready')
  })
})
