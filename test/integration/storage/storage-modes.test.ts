import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { type AppInfo } from '@shared/bridge'
import { type ClientDetail, type ClientPage, type OutboxEntry } from '@shared/clients/clients'
import { type AppError } from '@shared/errors'
import { DATABASE_FILE } from '../../../src/main/storage/database'
import { migrate, MIGRATIONS } from '../../../src/main/storage/migrations'
import { OutboxStore } from '../../../src/main/storage/outbox-table'
import {
  DEMO_PASSWORD,
  EXPERT,
  startSignedIn,
  startTestApp,
  type TestApp,
} from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const NOTE = 'Cambio hecho antes de actualizar la aplicación'

async function call<T>(a: TestApp, op: string, args?: unknown): Promise<T> {
  const result = await a.services.dispatch(op, args)
  if (!result.ok) throw Object.assign(new Error(result.error.message), { appError: result.error })
  return result.value as T
}

async function failure(a: TestApp, op: string, args?: unknown): Promise<AppError> {
  const result = await a.services.dispatch(op, args)
  if (result.ok) throw new Error(`${op} answered, and it should not have`)
  return result.error
}

/** One of Laura's clients (the demo data is the same on every run) and her account key. */
async function lauraClient(): Promise<{ account: string; id: number; notes: string | null }> {
  const a = await startSignedIn(EXPERT)
  try {
    const page = await call<ClientPage>(a, 'clients.query', {})
    const id = page.rows[0]?.id ?? 0
    const detail = await call<ClientDetail>(a, 'clients.get', { id })
    const me = await call<{ user: { id: number } }>(a, 'session.state')
    return { account: `demo#${me.user.id}`, id, notes: detail.client.notes }
  } finally {
    await a.close()
  }
}

function pendingIn(file: string, account: string) {
  const db = new Database(file, { readonly: true })
  try {
    return new OutboxStore(db).open(account).map((e) => e.patch)
  } finally {
    db.close()
  }
}

async function signInOffline(a: TestApp): Promise<void> {
  await call(a, 'session.login', { email: EXPERT, password: DEMO_PASSWORD })
  await a.services.idle()
}

describe('a database the app cannot migrate', () => {
  it('starts read-only: the old edit is shown, not replayed; no new edit is queued; the file is kept', async () => {
    const laura = await lauraClient()
    const dir = mkdtempSync(join(tmpdir(), 'gd-readonly-'))
    const file = join(dir, DATABASE_FILE)
    const old = new Database(file)
    migrate(old, MIGRATIONS.slice(0, 1))
    new OutboxStore(old).add(laura.account, laura.id, { notes: NOTE }, { notes: laura.notes })
    // Something of this file's own that migration 2 cannot get past.
    old.exec('CREATE TABLE cache_by_account (x INTEGER)')
    old.close()
    const before = readFileSync(file)

    const a = (app = await startTestApp({}, undefined, { userDataDir: dir }))
    const info = await call<AppInfo>(a, 'app.info')
    expect(info.storage).toBe('read-only')
    expect(info.notices).toMatchObject([
      {
        reason: 'database_migration_failed',
        params: { path: file, fileVersion: 1, visible: 'outbox', pending: 1 },
      },
    ])

    await signInOffline(a)
    const entries = await call<OutboxEntry[]>(a, 'outbox.list')
    expect(entries).toMatchObject([{ clientId: laura.id, fields: ['notes'], status: 'pending' }])
    await call(a, 'clients.sync')
    expect(a.demoService.state.clients.get(laura.id)?.client.notes).toBe(laura.notes)

    await a.stopDemoService()
    const other = (await call<ClientPage>(a, 'clients.query', {})).rows.find(
      (r) => r.id !== laura.id,
    )
    expect(
      await failure(a, 'clients.update', {
        id: other?.id ?? 0,
        patch: { notes: 'otro' },
        base: { notes: null },
      }),
    ).toMatchObject({
      code: 'storage',
      reason: 'outbox_unavailable',
      params: { mode: 'read-only', cause: 'offline' },
    })
    expect(await failure(a, 'outbox.discard', { entryId: entries[0]?.id ?? 0 })).toMatchObject({
      code: 'storage',
      reason: 'outbox_read_only',
    })
    expect(await failure(a, 'account.erase')).toMatchObject({
      code: 'storage',
      reason: 'erase_unavailable',
    })
    await a.close()
    app = null

    expect(readFileSync(file).equals(before)).toBe(true)
    expect(pendingIn(file, laura.account)).toEqual([{ notes: NOTE }])
  })
})

describe('a database from a newer version of the app', () => {
  it('is left untouched: the app works in memory and refuses offline edits', async () => {
    const laura = await lauraClient()
    const dir = mkdtempSync(join(tmpdir(), 'gd-newer-'))
    const file = join(dir, DATABASE_FILE)
    const newer = new Database(file)
    migrate(newer)
    new OutboxStore(newer).add(laura.account, laura.id, { notes: NOTE }, { notes: laura.notes })
    newer.pragma(`user_version = ${MIGRATIONS.length + 1}`)
    newer.close()
    const before = readFileSync(file)

    const a = (app = await startTestApp({}, undefined, { userDataDir: dir }))
    const info = await call<AppInfo>(a, 'app.info')
    expect(info.storage).toBe('memory')
    expect(info.notices).toMatchObject([
      {
        reason: 'database_newer',
        params: { fileVersion: MIGRATIONS.length + 1, appVersion: MIGRATIONS.length },
      },
    ])
    await signInOffline(a)
    // Online, a save goes straight to the service.
    expect(
      await call(a, 'clients.update', {
        id: laura.id,
        patch: { employees_quantity: 12 },
        base: {},
      }),
    ).toMatchObject({ status: 'saved' })
    await a.stopDemoService()
    expect(
      await failure(a, 'clients.update', {
        id: laura.id,
        patch: { notes: 'sin conexión' },
        base: { notes: laura.notes },
      }),
    ).toMatchObject({ code: 'storage', params: { mode: 'memory', cause: 'offline' } })
    await a.close()
    app = null

    expect(readFileSync(file).equals(before)).toBe(true)
    expect(pendingIn(file, laura.account)).toEqual([{ notes: NOTE }])
  })
})
