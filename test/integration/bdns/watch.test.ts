import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { bdnsOf } from '../../../src/demo-service/seed/grant-details'
import { createLogger, Redactor } from '../../../src/main/log/logger'
import { createBdnsClient } from '../../../src/main/services/bdns/bdns-client'
import { createBdnsStore } from '../../../src/main/services/bdns/bdns-kept'
import { BdnsPacer } from '../../../src/main/services/bdns/bdns-pacer'
import { createBdnsService } from '../../../src/main/services/bdns/bdns-service'
import { createCallWatch } from '../../../src/main/services/bdns/call-watch'
import { CacheStore } from '../../../src/main/storage/answer-cache'
import { BdnsWatchStore } from '../../../src/main/storage/bdns-watch-table'
import { CaseEventsStore } from '../../../src/main/storage/case-files/case-events-table'
import { migrate } from '../../../src/main/storage/migrations'

const TODAY = '2026-05-14'
const ACCOUNT = 'demo#1'
let demo: DemoService

beforeEach(async () => {
  demo = await createDemoService({ today: TODAY, clients: 10, concessions: 10 })
})
afterEach(() => demo.close())

function setUp(options: { codes?: string[] } = {}) {
  const db = new Database(':memory:')
  migrate(db)
  const log = createLogger({ redactor: new Redactor(), sink: () => undefined })
  const grant = demo.state.grants[0]
  if (!grant) throw new Error('no grant seeded')
  const code = bdnsOf(grant)
  const client = createBdnsClient({
    baseUrl: () => demo.bdnsUrl,
    log,
    pacer: new BdnsPacer(0),
    wait: () => Promise.resolve(),
  })
  const bdns = createBdnsService(
    client,
    createBdnsStore(new CacheStore(db), () => ACCOUNT),
  )
  const events = new CaseEventsStore(db)
  const notified: { count: number; identifier: string; first: string }[] = []
  const changed: number[][] = []
  const asked: number[] = []
  let clock = Date.parse(`${TODAY}T09:00:00Z`)
  const watch = createCallWatch({
    bdns,
    store: new BdnsWatchStore(db),
    events,
    account: () => ACCOUNT,
    links: () => Promise.resolve([{ caseId: 7, identifier: 'EXP-2026-00007', grantId: grant.id }]),
    codesOf: (grantId, ask) => {
      if (!ask) return Promise.resolve(null)
      asked.push(grantId)
      return Promise.resolve(options.codes ?? [code])
    },
    notifier: {
      newOpportunities: () => undefined,
      deadlines: () => undefined,
      callChanges: (batch) => notified.push(batch),
    },
    lang: () => 'es',
    onChanged: (ids) => changed.push(ids),
    log,
    now: () => (clock += 1000),
  })
  const history = () => events.byCase(ACCOUNT, 7).map((e) => [e.kind, e.text])
  return { watch, code, notified, changed, asked, history }
}

describe('the watch of the calls behind case files', () => {
  it('reads the call once as its baseline, then reports each change once', async () => {
    const { watch, code, notified, changed, history, asked } = setUp()
    expect(await watch.check()).toEqual({ checked: 1, changes: [], failed: [] })
    expect(history()).toEqual([])

    demo.bdns.calls.change(code, { closesOn: '2027-01-15' })
    const first = await watch.check()
    expect(first.changes).toEqual([
      expect.objectContaining({ caseId: 7, code, field: 'closesOn', after: '2027-01-15' }),
    ])
    expect(history()).toEqual([
      ['call_changed', expect.stringMatching(/^fin del plazo de solicitud, .* → 15\/01\/2027$/)],
    ])
    expect(notified).toHaveLength(1)
    expect(notified[0]).toMatchObject({ count: 1, identifier: 'EXP-2026-00007' })
    expect(changed).toEqual([[7]])

    // Nothing new: nothing written, nobody told.
    expect((await watch.check()).changes).toEqual([])
    expect(notified).toHaveLength(1)
    // The code was found once, and kept.
    expect(asked).toHaveLength(1)
  })

  it('never erases a known date when the registry sends it as null', async () => {
    const { watch, code, history } = setUp()
    await watch.check()
    demo.bdns.calls.nullDates = true
    expect((await watch.check()).changes).toEqual([])
    const state = await watch.state()
    expect(state.entries[0]?.call?.closesOn).not.toBeNull()
    expect(state.entries[0]?.url).toBe(
      `https://www.infosubvenciones.es/bdnstrans/GE/es/convocatorias/${code}`,
    )
    expect(history()).toEqual([])
  })

  it('reports a new document, a notice and «abierto» in one notification, and counts them for the badge', async () => {
    const { watch, code, notified, history } = setUp()
    await watch.check()
    demo.bdns.calls.change(code, {
      open: true,
      document: 'Resolución provisional',
      notice: 'Corrección de errores',
    })
    const result = await watch.check()
    expect(result.changes.map((c) => c.field)).toEqual(['open', 'document', 'notice'])
    expect(history().map(([, text]) => text)).toEqual(
      expect.arrayContaining([
        '«se puede solicitar indefinidamente», no → sí',
        'documento nuevo, «Resolución provisional»',
        'anuncio nuevo, «Corrección de errores»',
      ]),
    )
    expect(notified).toHaveLength(1)
    expect(notified[0]?.count).toBe(3)
    expect((await watch.state()).unseen).toBe(3)
    watch.markSeen(7)
    expect((await watch.state()).unseen).toBe(0)
  })

  it('leaves a case file whose grant names no BDNS code out, and asks for its code once', async () => {
    const { watch, asked } = setUp({ codes: [] })
    expect(await watch.check()).toEqual({ checked: 0, changes: [], failed: [] })
    await watch.check()
    expect(asked).toHaveLength(1)
    expect((await watch.state()).entries[0]).toMatchObject({ code: null, call: null })
  })

  it('never asks the grants service for a code in the daily check, only on «Comprobar ahora»', async () => {
    const { watch, asked } = setUp()
    expect(await watch.check(undefined, { ask: false })).toEqual({
      checked: 0,
      changes: [],
      failed: [],
    })
    expect(asked).toHaveLength(0)
    expect((await watch.check()).checked).toBe(1)
    expect(asked).toHaveLength(1)
  })

  it('stops with the registry unreachable, and says nothing changed', async () => {
    const { watch, history } = setUp()
    await watch.check()
    await demo.close()
    await expect(watch.check()).rejects.toThrow(/BDNS/)
    expect(history()).toEqual([])
    demo = await createDemoService({ today: TODAY, clients: 10, concessions: 10 })
  })
})
