import { describe, expect, it } from 'vitest'
import { type ConcessionResult } from '@shared/concessions'
import { appError } from '@shared/errors'
import { DEFAULT_SETTINGS } from '@shared/settings'
import { type StatusList } from '@shared/statuses'
import { useCatalogueStore } from './catalogue-store'
import { useConcessionsStore } from './concessions-store'
import { useCreditsStore } from './credits-store'
import { useOutboxStore } from './outbox-store'
import { useSessionStore } from './session-store'
import { useSettingsStore } from './settings-store'
import { useSimulatorStore } from './simulator-store'
import { useStatusesStore } from './statuses-store'
import { ok, SIGNED_OUT, signedIn } from '../../../../test/support/fake-bridge'
import { simulatorResult } from '../../../../test/support/simulator-fixtures'
import { bridgeForEachTest } from '../../../../test/support/store-bridge'

const bridge = bridgeForEachTest()

/** A grant search's answer told apart by its count. */
function grantResult(count: number): ConcessionResult {
  return {
    kind: 'grant',
    key: 'grant-id:1',
    count,
    complete: true,
    requestsForAll: 1,
    fetchedAt: 0,
    source: 'network',
    stale: false,
    rows: [],
  }
}

const statusList = (fetchedAt: number): StatusList => ({
  groups: [],
  fetchedAt,
  source: 'network',
  stale: false,
})

const noCredits = appError('error.no_credits.no_credits_left', {
  monthly: 100,
  resetDate: '',
  resetOn: '',
})

/** The session store with user `id` signed in, as main pushes it. */
async function signIn(id: number) {
  const session = useSessionStore()
  await bridge.emit('session.changed', signedIn(id))
  return session
}

describe('the concessions store', () => {
  it('the latest search wins: a slower earlier answer never replaces a later one', async () => {
    await signIn(1)
    const store = useConcessionsStore()
    void store.search({ kind: 'grant-id', fundId: 1 })
    void store.search({ kind: 'grant-id', fundId: 2 })
    const [first, second] = bridge.pending('concessions.search')
    await second?.answer(ok(grantResult(2)))
    expect(store.result?.count).toBe(2)
    expect(store.loading).toBeNull()
    await first?.answer(ok(grantResult(1)))
    expect(store.result?.count).toBe(2)
    expect(store.query).toEqual({ kind: 'grant-id', fundId: 2 })
  })

  it('says what is running, and an error comes as its catalogue key', async () => {
    await signIn(1)
    const store = useConcessionsStore()
    const query = { kind: 'grant-id', fundId: 1 } as const
    void store.search(query)
    expect(store.loading).toBe('search')
    await bridge.only('concessions.search').answer(ok(grantResult(5)))
    void store.search(query, { refresh: true })
    expect(store.loading).toBe('refresh')
    await bridge.only('concessions.search').answer(ok(grantResult(5)))
    void store.search(query, { loadAll: true })
    expect(store.loading).toBe('all')
    expect(bridge.only('concessions.search').args).toEqual({
      query,
      refresh: false,
      loadAll: true,
    })
    await bridge.only('concessions.search').answer({ ok: false, error: noCredits })
    expect(store.loading).toBeNull()
    expect(store.error).toMatchObject({ code: 'no_credits', reason: 'no_credits_left' })
    // The same query keeps its rows on screen under the error.
    expect(store.result?.count).toBe(5)
  })

  it('shows progress only for the search on screen', async () => {
    await signIn(1)
    const store = useConcessionsStore()
    void store.search({ kind: 'grant-id', fundId: 1 }, { loadAll: true })
    await bridge.emit('concessions.progress', { key: 'grant-id:9', done: 1, total: 4 })
    expect(store.progress).toBeNull()
    await bridge.emit('concessions.progress', { key: 'grant-id:1', done: 2, total: 4 })
    expect(store.progress).toEqual({ done: 2, total: 4 })
  })
})

describe('the simulator store', () => {
  it('the latest run wins, and «Cargar más» asks for one page more than is loaded', async () => {
    await signIn(1)
    const store = useSimulatorStore()
    const profile = { province: 28, applicants_v2: [2], actions_v2: [1] }
    void store.run(profile)
    void store.run({ ...profile, province: 8 })
    const [slow, fast] = bridge.pending('simulator.run')
    await fast?.answer(ok(simulatorResult([], { count: 20 })))
    await slow?.answer(ok(simulatorResult([], { count: 10 })))
    expect(store.result?.count).toBe(20)
    expect(store.profile?.province).toBe(8)

    const partial = { ...simulatorResult([], { count: 20 }), complete: false, totalPages: 3 }
    void store.refresh()
    expect(store.loading).toBe('refresh')
    await bridge.only('simulator.run').answer(ok(partial))
    void store.more()
    expect(store.loading).toBe('more')
    expect(bridge.only('simulator.run').args).toMatchObject({ pages: 2 })
    await bridge.only('simulator.run').answer({ ok: false, error: noCredits })
    expect(store.error).toMatchObject({ code: 'no_credits', reason: 'no_credits_left' })
    expect(store.loading).toBeNull()
  })
})

describe('the statuses store', () => {
  it('loads once per visit; «Actualizar» wins over a load under way', async () => {
    await signIn(1)
    const store = useStatusesStore()
    void store.load()
    void store.load()
    expect(bridge.pending('statuses.list')).toHaveLength(1)
    void store.load(true)
    expect(store.loading).toBe('refresh')
    const [load, refresh] = bridge.pending('statuses.list')
    await refresh?.answer(ok(statusList(2)))
    await load?.answer(ok(statusList(1)))
    expect(store.list?.fetchedAt).toBe(2)
    expect(store.loading).toBeNull()
  })

  it('a list asked for by the previous account is dropped when it arrives', async () => {
    await signIn(1)
    const store = useStatusesStore()
    void store.load()
    const stale = bridge.only('statuses.list')
    await bridge.emit('session.changed', signedIn(2))
    expect(store.loading).toBeNull()
    await stale.answer(ok(statusList(1)))
    expect(store.list).toBeNull()
  })
})

describe('signing out', () => {
  it('clears every account’s data, and an answer for the signed-out account is dropped', async () => {
    bridge.always('credits.get', () => ok({ available: false }))
    const session = await signIn(1)
    const concessions = useConcessionsStore()
    const simulator = useSimulatorStore()
    const statuses = useStatusesStore()
    const credits = useCreditsStore()
    void concessions.search({ kind: 'grant-id', fundId: 1 })
    await bridge.only('concessions.search').answer(ok(grantResult(3)))
    void simulator.run({ province: 28, applicants_v2: [2], actions_v2: [1] })
    await bridge.only('simulator.run').answer(ok(simulatorResult([], { count: 7 })))
    void statuses.load()
    await bridge.only('statuses.list').answer(ok(statusList(1)))
    const balance = { monthly: 100, used: 10, left: 90, resetDate: null }
    await bridge.emit('credits.changed', {
      available: true,
      balance,
      fetchedAt: 1,
      source: 'network',
    })
    expect(credits.balance).toEqual(balance)
    // A search still running when the user signs out.
    void concessions.search({ kind: 'grant-id', fundId: 2 })
    const late = bridge.only('concessions.search')

    void session.logout()
    await bridge.only('session.logout').answer(ok(SIGNED_OUT))
    expect(session.signedIn).toBe(false)
    expect(concessions.result).toBeNull()
    expect(concessions.query).toBeNull()
    expect(concessions.loading).toBeNull()
    expect(simulator.result).toBeNull()
    expect(statuses.list).toBeNull()
    expect(credits.balance).toBeNull()

    await late.answer(ok(grantResult(99)))
    expect(concessions.result).toBeNull()
  })

  it('a catalogue read for the previous account does not land in the next one', async () => {
    await signIn(1)
    const catalogue = useCatalogueStore()
    void catalogue.load()
    const stale = bridge.only('catalogue.get')
    await bridge.emit('session.changed', signedIn(2))
    await stale.answer(ok({ applicants: [{ id: 1, name: 'Autónomo' }], actions: [] }))
    expect(catalogue.applicantName(1)).toBe('#1')
  })
})

describe('the outbox store', () => {
  const entry = {
    id: 1,
    clientId: 10,
    clientName: 'Talleres Ruiz',
    fields: ['notes'],
    status: 'conflict' as const,
    createdAt: 0,
    error: null,
    reason: null,
    conflicts: [],
  }

  it('reads the badge and the list, follows main, and forgets the list on another session', async () => {
    const store = useOutboxStore()
    await bridge.only('outbox.summary').answer(ok({ pending: 0, conflicts: 1, failed: 0 }))
    expect(store.loading).toBe(true)
    await bridge.only('outbox.list').answer(ok([entry]))
    expect(store.loading).toBe(false)
    expect(store.count).toBe(1)
    expect(store.conflictOf(10)).toEqual(entry)
    expect(store.conflictOf(11)).toBeNull()

    await bridge.emit('outbox.changed', { pending: 2, conflicts: 0, failed: 1 })
    expect(store.count).toBe(3)
    await bridge.only('outbox.list').answer({
      ok: false,
      error: appError('error.internal.bridge_failed', {}),
    })
    expect(store.error).toMatchObject({ code: 'internal', reason: 'bridge_failed' })
    expect(store.entries).toEqual([entry])

    await bridge.emit('session.changed', SIGNED_OUT)
    expect(store.entries).toEqual([])
  })

  it('resolving a conflict takes main’s new summary and reads the list again', async () => {
    const store = useOutboxStore()
    await bridge.only('outbox.summary').answer(ok({ pending: 0, conflicts: 1, failed: 0 }))
    await bridge.only('outbox.list').answer(ok([entry]))
    const resolving = store.resolve(1, { notes: 'mine' })
    expect(bridge.only('outbox.resolve').args).toEqual({ entryId: 1, choices: { notes: 'mine' } })
    await bridge.only('outbox.resolve').answer(ok({ pending: 1, conflicts: 0, failed: 0 }))
    await bridge.only('outbox.list').answer(ok([{ ...entry, status: 'pending', conflicts: [] }]))
    expect((await resolving).ok).toBe(true)
    expect(store.summary).toEqual({ pending: 1, conflicts: 0, failed: 0 })
    expect(store.conflictOf(10)).toBeNull()
  })

  it('names the fields the service answered without saving', async () => {
    const store = useOutboxStore()
    await bridge.only('outbox.summary').answer(ok({ pending: 0, conflicts: 0, failed: 2 }))
    const failed = { ...entry, status: 'failed' as const, reason: 'not_saved' as const }
    await bridge
      .only('outbox.list')
      .answer(ok([failed, { ...failed, id: 2, fields: ['notes', 'reference'] }]))
    expect(store.notSavedOf(10)).toEqual(['notes', 'reference'])
    expect(store.notSavedOf(11)).toEqual([])
  })
})

describe('the settings store', () => {
  it('keeps a change pushed while it loads: the load’s older answer does not undo it', async () => {
    const store = useSettingsStore()
    const loading = store.load()
    await bridge.only('settings.get').answer(ok(DEFAULT_SETTINGS))
    await bridge.emit('settings.changed', { ...DEFAULT_SETTINGS, language: 'en' })
    await bridge.only('app.info').answer(ok({}))
    await loading
    expect(store.settings?.language).toBe('en')
  })
})
