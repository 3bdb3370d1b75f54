import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { type ClientDetail, type ClientPage, type OutboxSummary } from '@shared/clients/clients'
import { type ConcessionResult } from '@shared/concessions'
import { type AppError } from '@shared/errors'
import { type ProfileView } from '@shared/profile'
import { type SessionView } from '@shared/session'
import { type SimulatorResult } from '@shared/simulator'
import { type StatusList } from '@shared/statuses'
import { type LocalData } from '@shared/storage'
import { DATABASE_FILE } from '../../../src/main/storage/database'
import { accountTables } from '../../../src/main/storage/erase-account'
import { SESSION_FILE } from '../../../src/main/session/session-service'
import { DEMO_PASSWORD, EXPERT, startTestApp, type TestApp } from '../../support/test-app'
import { waitFor } from '../../support/wait-for'

const NO_CREDITS = 'sincreditos@demo.grantsdesk.es'
/** An expert of another platform (2): none of the first adviser's clients are hers. */
const NORTE = 'norte@demo.grantsdesk.es'
const PROFILE = { province: [28], applicants_v2: [2], actions_v2: [1, 2, 3] }
const NOTE = 'Nota-privada-de-Laura-4f1c'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

async function call<T>(a: TestApp, op: string, args?: unknown): Promise<T> {
  const result = await a.services.dispatch(op, args)
  if (!result.ok) throw Object.assign(new Error(result.error.message), { appError: result.error })
  return result.value as T
}

async function failure(a: TestApp, op: string, args?: unknown): Promise<AppError> {
  const result = await a.services.dispatch(op, args)
  if (result.ok)
    throw new Error(`${op} answered, and it should not have: ${JSON.stringify(result.value)}`)
  return result.error
}

async function signIn(a: TestApp, email: string): Promise<SessionView> {
  const view = await call<SessionView>(a, 'session.login', { email, password: DEMO_PASSWORD })
  await a.services.idle()
  return view
}

async function signOut(a: TestApp): Promise<void> {
  await call(a, 'session.logout')
}

const requests = (a: TestApp, path: RegExp) =>
  a.demoService.control.requests.filter((r) => path.test(r.path)).length

/** A NIF with concessions, of one of the first adviser's clients. */
function clientNif(a: TestApp): string {
  const nifs = new Set(
    a.demoService.state.clients.sorted({ field: 'id', descending: false }).map((r) => r.client.nif),
  )
  const found = a.demoService.state.concessions.beneficiaries().find((b) => nifs.has(b.nif))
  if (!found) throw new Error('no client with concessions')
  return found.nif
}

/** Rows of `account` in every table that has accounts, read straight from the file. */
function rowsOf(a: TestApp, account: string): Record<string, number> {
  const db = new Database(join(a.userDataDir, DATABASE_FILE), { readonly: true })
  try {
    return Object.fromEntries(
      accountTables(db).map((table) => [
        table,
        (
          db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE account = ?`).get(account) as {
            n: number
          }
        ).n,
      ]),
    )
  } finally {
    db.close()
  }
}

/** Laura signs in, looks up a NIF, runs the simulator, opens the statuses and her profile. */
async function lauraCaches(a: TestApp): Promise<{ nif: string; id: number }> {
  const view = await signIn(a, EXPERT)
  const nif = clientNif(a)
  expect(
    (await call<ConcessionResult>(a, 'concessions.search', { query: { kind: 'nif', nif } })).source,
  ).toBe('network')
  await call<SimulatorResult>(a, 'simulator.run', { profile: PROFILE })
  await call<StatusList>(a, 'statuses.list', { refresh: false })
  expect((await call<ProfileView>(a, 'profile.get')).user.email).toBe(EXPERT)
  return { nif, id: view.user?.id ?? 0 }
}

describe('what one account cached is never served to another', () => {
  it('online: the next account pays for its own answers', async () => {
    const a = (app = await startTestApp())
    const { nif } = await lauraCaches(a)
    await signOut(a)

    await signIn(a, NORTE)
    const before = requests(a, /beneficiaries-by-cif/)
    const search = await call<ConcessionResult>(a, 'concessions.search', {
      query: { kind: 'nif', nif },
    })
    expect(search.source).toBe('network')
    expect(requests(a, /beneficiaries-by-cif/)).toBe(before + 1)
    expect((await call<SimulatorResult>(a, 'simulator.run', { profile: PROFILE })).source).toBe(
      'network',
    )
    expect((await call<StatusList>(a, 'statuses.list', { refresh: false })).source).toBe('network')
    expect((await call<ProfileView>(a, 'profile.get')).user.email).toBe(NORTE)
  })

  it('offline: another account gets «sin conexión», never the first one’s copy', async () => {
    const a = (app = await startTestApp())
    const { nif } = await lauraCaches(a)
    await signOut(a)
    await signIn(a, NORTE)
    await a.stopDemoService()

    for (const [op, args] of [
      ['concessions.search', { query: { kind: 'nif', nif } }],
      ['simulator.run', { profile: PROFILE }],
      ['statuses.list', { refresh: false }],
      ['profile.get', undefined],
    ] as const) {
      expect((await failure(a, op, args)).code, op).toBe('offline')
    }
    // Laura's own copies are still there for her.
    await a.restartDemoService()
    await signOut(a)
    await signIn(a, EXPERT)
    await a.stopDemoService()
    expect(
      (await call<ConcessionResult>(a, 'concessions.search', { query: { kind: 'nif', nif } }))
        .source,
    ).toBe('cache')
    expect((await call<ProfileView>(a, 'profile.get')).source).toBe('cache')
  })

  it('the account without credits gets the service’s 403 for a NIF another account cached', async () => {
    const a = (app = await startTestApp())
    const { nif } = await lauraCaches(a)
    await signOut(a)
    await signIn(a, NO_CREDITS)
    const error = await failure(a, 'concessions.search', { query: { kind: 'nif', nif } })
    // Our description tells no balance: the refusal may be for lack of credits (SC-COST-6).
    expect(error).toMatchObject({ code: 'forbidden', reason: 'credits_unknown', status: 403 })
  })

  it('signed out, no cached answer is served at all', async () => {
    const a = (app = await startTestApp())
    const { nif } = await lauraCaches(a)
    await signOut(a)
    for (const [op, args] of [
      ['concessions.search', { query: { kind: 'nif', nif } }],
      ['simulator.run', { profile: PROFILE }],
      ['statuses.list', { refresh: false }],
      ['profile.get', undefined],
      ['clients.query', {}],
    ] as const) {
      expect((await failure(a, op, args)).code, op).toBe('no_session')
    }
  })
})

describe('the clients copy and the outbox belong to their account', () => {
  it('an adviser of another platform never sees them; they wait for the first one’s next sign-in', async () => {
    const a = (app = await startTestApp())
    await signIn(a, EXPERT)
    const mine = await call<ClientPage>(a, 'clients.query', { limit: 500 })
    const client = mine.rows[0]
    if (!client) throw new Error('no clients')
    const shown = await call<ClientDetail>(a, 'clients.get', { id: client.id })
    await a.stopDemoService()
    await call(a, 'clients.update', {
      id: client.id,
      patch: { notes: NOTE },
      base: { notes: shown.client.notes },
    })
    expect(await call<OutboxSummary>(a, 'outbox.summary')).toMatchObject({ pending: 1 })
    await a.restartDemoService()
    await signOut(a)

    await signIn(a, NORTE)
    const theirs = await call<ClientPage>(a, 'clients.query', { limit: 500 })
    expect(theirs.total).toBeGreaterThan(0)
    const lauraIds = new Set(mine.rows.map((r) => r.id))
    expect(theirs.rows.filter((r) => lauraIds.has(r.id))).toEqual([])
    expect(await call<OutboxSummary>(a, 'outbox.summary')).toEqual({
      pending: 0,
      conflicts: 0,
      failed: 0,
    })
    expect(await call<unknown[]>(a, 'outbox.list')).toEqual([])
    expect(await call<LocalData>(a, 'account.localData')).toMatchObject({ unsentEdits: 0 })
    await signOut(a)

    // Back as Laura, the edit is replayed to the service.
    await signIn(a, EXPERT)
    expect(await call<OutboxSummary>(a, 'outbox.summary')).toMatchObject({ pending: 0 })
    expect(a.demoService.state.clients.get(client.id)?.client.notes).toBe(NOTE)
  })
})

describe('«Borrar los datos de esta cuenta en este equipo»', () => {
  it('says what goes, then deletes every local row of the account, its keychain entry and session', async () => {
    const a = (app = await startTestApp())
    // Another account's rows on the same computer stay.
    const norte = await signIn(a, NORTE)
    const norteAccount = `demo#${norte.user?.id ?? 0}`
    await signOut(a)
    const norteBefore = rowsOf(a, norteAccount)
    expect(norteBefore['clients']).toBeGreaterThan(0)

    const { id } = await lauraCaches(a)
    const lauraAccount = `demo#${id}`
    const page = await call<ClientPage>(a, 'clients.query', {})
    const client = page.rows[0]
    if (!client) throw new Error('no clients')
    const shown = await call<ClientDetail>(a, 'clients.get', { id: client.id })
    // Offline until the end: the edit must still be unsent when the account is erased.
    await a.stopDemoService()
    await call(a, 'clients.update', {
      id: client.id,
      patch: { notes: NOTE },
      base: { notes: shown.client.notes },
    })

    const local = await call<LocalData>(a, 'account.localData')
    // Five of them the case files' sync keeps: availability, when, templates, experts and the
    // advisor as `experts/current/` names them.
    expect(local).toEqual({ cachedAnswers: 10, clients: page.total, unsentEdits: 1 })

    const view = await call<SessionView>(a, 'account.erase')
    expect(view.status).toBe('signed-out')
    expect(Object.values(rowsOf(a, lauraAccount)).every((n) => n === 0)).toBe(true)
    expect(rowsOf(a, norteAccount)).toEqual(norteBefore)
    expect(await a.secrets.get(`demo:${EXPERT}`)).toBeNull()
    expect(JSON.parse(readFileSync(join(a.userDataDir, SESSION_FILE), 'utf8'))).toBeNull()
    // Zeroed, not just unlinked: the bytes of the unsent note are gone from the file and its -wal.
    for (const suffix of ['', '-wal']) {
      const bytes = readFileSync(join(a.userDataDir, DATABASE_FILE + suffix))
      expect(bytes.includes(NOTE), suffix || 'main file').toBe(false)
    }

    await a.restartDemoService()
    await signIn(a, EXPERT)
    expect(await call<OutboxSummary>(a, 'outbox.summary')).toMatchObject({ pending: 0 })
    expect(a.demoService.state.clients.get(client.id)?.client.notes).not.toBe(NOTE)
  })

  it('waits for a call under way, so its answer cannot bring the account’s rows back', async () => {
    const a = (app = await startTestApp())
    const view = await signIn(a, EXPERT)
    const account = `demo#${view.user?.id ?? 0}`
    const page = await call<ClientPage>(a, 'clients.query', {})
    const client = page.rows[0]
    if (!client) throw new Error('no clients')
    // Sent with the token before the erase, its answer held until the erase has begun: it would
    // store the client again.
    a.demoService.control.hold({ path: new RegExp(`^/api/v2/clients/${client.id}/?$`) })
    const refreshing = a.services.dispatch('clients.refresh', { id: client.id })
    await waitFor(() => expect(a.demoService.control.held).toBe(1))
    const erasing = call(a, 'account.erase')
    a.demoService.control.release()
    await erasing
    await refreshing
    expect(Object.values(rowsOf(a, account)).every((n) => n === 0)).toBe(true)
  })

  it('asks for a session first', async () => {
    const a = (app = await startTestApp())
    expect(await failure(a, 'account.erase')).toMatchObject({
      code: 'no_session',
      reason: 'signed_out',
    })
  })
})
