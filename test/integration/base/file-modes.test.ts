import { chmodSync, existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '@shared/settings'
import { DATABASE_FILE } from '../../../src/main/storage/database'
import { run } from '../../../src/main/cli/run'
import { writeJsonFile } from '../../../src/main/base/json-file'
import { SETTINGS_FILE } from '../../../src/main/services/settings-service'
import { MemorySecretStore } from '../../../src/main/session/secret-store'
import { SESSION_FILE } from '../../../src/main/session/session-service'
import { saveWindowState, WINDOW_STATE_FILE } from '../../../src/main/shell/window-state'
import { DEMO_PASSWORD, EXPERT, startTestApp, type TestApp } from '../../support/test-app'

const mode = (path: string) => statSync(path).mode & 0o777
const octal = (path: string) => mode(path).toString(8)

let app: TestApp | null = null
let umask = 0
// No umask to lean on: every mode below must come from the code itself.
beforeEach(() => {
  umask = process.umask(0)
})
afterEach(async () => {
  process.umask(umask)
  await app?.close()
  app = null
})

describe.skipIf(process.platform === 'win32')('private files on Linux and macOS', () => {
  it('the app’s folder is 0700 and its files 0600, the database’s -wal and -shm included', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'gd-modes-')), 'Grants Desk')
    const a = (app = await startTestApp({}, undefined, { userDataDir: dir }))
    await a.services.dispatch('session.login', { email: EXPERT, password: DEMO_PASSWORD })
    await a.services.idle()
    await a.services.dispatch('settings.update', { theme: 'dark' })
    saveWindowState(dir, { width: 1280, height: 820, maximized: false })

    expect(octal(dir)).toBe('700')
    const files = [
      SETTINGS_FILE,
      SESSION_FILE,
      WINDOW_STATE_FILE,
      DATABASE_FILE,
      `${DATABASE_FILE}-wal`,
      `${DATABASE_FILE}-shm`,
    ]
    for (const name of files) {
      expect(existsSync(join(dir, name)), name).toBe(true)
      expect(octal(join(dir, name)), name).toBe('600')
    }
  })

  it('what an older version left open is tightened at start-up; other files are left alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-modes-old-'))
    chmodSync(dir, 0o755)
    writeFileSync(join(dir, SETTINGS_FILE), JSON.stringify(DEFAULT_SETTINGS), { mode: 0o644 })
    writeFileSync(join(dir, SESSION_FILE), 'null', { mode: 0o644 })
    writeFileSync(join(dir, `${DATABASE_FILE}.corrupt-1`), 'apartada', { mode: 0o644 })
    writeFileSync(join(dir, 'notas.txt'), 'del usuario', { mode: 0o644 })
    chmodSync(join(dir, 'notas.txt'), 0o755)
    app = await startTestApp({}, undefined, { userDataDir: dir })

    expect(octal(dir)).toBe('700')
    for (const name of [SETTINGS_FILE, SESSION_FILE, `${DATABASE_FILE}.corrupt-1`, DATABASE_FILE]) {
      expect(octal(join(dir, name)), name).toBe('600')
    }
    expect(octal(join(dir, 'notas.txt'))).toBe('755')
  })

  it('folders created on the way to a file are 0700 each', () => {
    const root = mkdtempSync(join(tmpdir(), 'gd-modes-nested-'))
    const file = join(root, 'a', 'b', 'settings.json')
    writeJsonFile(file, { x: 1 })
    expect(octal(join(root, 'a'))).toBe('700')
    expect(octal(join(root, 'a', 'b'))).toBe('700')
    expect(octal(file)).toBe('600')
  })

  it('the command line’s home and its files too, new or left open by an older version', async () => {
    const keychain = new MemorySecretStore()
    const cli = async (argv: string[], home: string) => {
      const stdin = new PassThrough()
      stdin.end(`${DEMO_PASSWORD}\n`)
      return run(argv, {
        io: { stdin, stdout: { write: () => true }, stderr: { write: () => true } },
        env: { GRANTS_DESK_HOME: home },
        openSecrets: () =>
          Promise.resolve({ store: keychain, keychainAvailable: true, reason: null }),
      })
    }
    const fresh = join(mkdtempSync(join(tmpdir(), 'gd-modes-cli-')), 'config', 'grants-desk-cli')
    expect(await cli(['login', '--env', 'demo', '--email', EXPERT], fresh)).toBe(0)
    expect(octal(fresh)).toBe('700')
    for (const name of [SETTINGS_FILE, SESSION_FILE])
      expect(octal(join(fresh, name)), name).toBe('600')

    const old = mkdtempSync(join(tmpdir(), 'gd-modes-cli-old-'))
    chmodSync(old, 0o755)
    writeFileSync(join(old, SESSION_FILE), 'null', { mode: 0o644 })
    expect(await cli(['whoami'], old)).toBe(1)
    expect(octal(old)).toBe('700')
    expect(octal(join(old, SESSION_FILE))).toBe('600')
  })
})
