import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { appError, AppFailure } from '@shared/errors'
import { type BdnsCall, type BdnsMinimisRow } from '@shared/wire/bdns-wire'
import { CacheStore } from '../../storage/answer-cache'
import { migrate } from '../../storage/migrations'
import { type BdnsClient } from './bdns-client'
import { BDNS_TTL_MS, createBdnsStore, PUBLIC_BDNS_ACCOUNT } from './bdns-kept'
import { createBdnsService } from './bdns-service'

const call = (extra: Partial<BdnsCall> = {}): BdnsCall => ({
  code: '800000',
  internalId: 1,
  title: 'Ayudas',
  grantor: null,
  receivedOn: '2026-01-10',
  opensOn: '2026-02-01',
  closesOn: '2026-03-01',
  openText: null,
  closeText: null,
  open: false,
  budget: 1000,
  regulation: null,
  documents: [],
  notices: [],
  ...extra,
})

const row: BdnsMinimisRow = {
  id: '1',
  callCode: '556257',
  grantor: 'Diputación',
  regulationText: 'REG (UE) 2023/2831 de minimis',
  grantedOn: '2025-01-01',
  registeredOn: '2025-01-05',
  beneficiary: 'B12345674 EJEMPLO SL',
  instrument: null,
  amount: 1000,
}

function setUp() {
  const db = new Database(':memory:')
  migrate(db)
  const cache = new CacheStore(db)
  const clock = { now: 1_000_000, account: 'demo#1' as string | null }
  const answers: { calls: (BdnsCall | Error)[]; minimis: (BdnsMinimisRow[] | Error)[] } = {
    calls: [],
    minimis: [],
  }
  const sent = { calls: 0, minimis: 0 }
  const next = <T>(list: (T | Error)[]): Promise<T> => {
    const answer = list.shift()
    if (answer === undefined) throw new Error('no answer scripted')
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
  }
  const client: BdnsClient = {
    minimis: () => {
      sent.minimis++
      return next(answers.minimis)
    },
    call: () => {
      sent.calls++
      return next(answers.calls)
    },
  }
  const store = createBdnsStore(
    cache,
    () => clock.account,
    () => clock.now,
  )
  return { cache, clock, answers, sent, service: createBdnsService(client, store, () => clock.now) }
}

const offline = () => new AppFailure(appError('error.offline.bdns_unreachable', {}))

describe('the BDNS service', () => {
  it('keeps a NIF’s rows for a day, then asks again', async () => {
    const { service, answers, sent, clock } = setUp()
    answers.minimis.push([row], [row, { ...row, id: '2' }])
    expect((await service.minimis('B12345674')).source).toBe('network')
    clock.now += BDNS_TTL_MS - 1
    const kept = await service.minimis('B12345674')
    expect(kept).toMatchObject({ source: 'cache', stale: false, fetchedAt: 1_000_000 })
    expect(sent.minimis).toBe(1)
    clock.now += 1
    expect((await service.minimis('B12345674')).value).toHaveLength(2)
    expect(sent.minimis).toBe(2)
  })

  it('serves the kept rows with their age when the registry cannot be reached', async () => {
    const { service, answers, clock } = setUp()
    answers.minimis.push([row], offline())
    await service.minimis('B12345674')
    clock.now += 3 * BDNS_TTL_MS
    expect(await service.minimis('B12345674')).toMatchObject({
      source: 'cache',
      stale: true,
      fetchedAt: 1_000_000,
      value: [row],
    })
  })

  it('fails when nothing is kept and the registry cannot be reached', async () => {
    const { service, answers } = setUp()
    answers.minimis.push(offline())
    await expect(service.minimis('B12345674')).rejects.toThrow(/BDNS/)
  })

  it('keeps answers apart per account, and under a public key when nobody is signed in', async () => {
    const { service, answers, sent, clock, cache } = setUp()
    answers.minimis.push([row], [row])
    await service.minimis('B12345674')
    clock.account = null
    await service.minimis('B12345674')
    expect(sent.minimis).toBe(2)
    expect(cache.keys(PUBLIC_BDNS_ACCOUNT, 'bdns:')).toEqual(['bdns:minimis:B12345674'])
  })

  it('never erases a known date with a null, nor forgets a document', async () => {
    const { service, answers } = setUp()
    const doc = {
      id: 'd1',
      name: 'Bases',
      fileName: null,
      size: null,
      publishedOn: null,
      changedOn: null,
      url: null,
    }
    answers.calls.push(call({ documents: [doc] }), call({ opensOn: null, closesOn: null }))
    await service.call('800000')
    const again = await service.call('800000', { refresh: true })
    expect(again.value).toMatchObject({ opensOn: '2026-02-01', closesOn: '2026-03-01' })
    expect(again.value.documents).toEqual([doc])
  })

  it('watches a call: nothing on the first read, each change once, a null no change', async () => {
    const { service, answers } = setUp()
    const doc = {
      id: 'd2',
      name: 'Resolución provisional',
      fileName: null,
      size: null,
      publishedOn: '2026-03-10',
      changedOn: null,
      url: null,
    }
    const notice = {
      id: 'n1',
      title: 'Corrección de errores',
      bulletin: 'BOE',
      cve: null,
      url: null,
      publishedOn: null,
    }
    answers.calls.push(
      call(),
      call({ closesOn: '2026-03-15', open: true }),
      call({ closesOn: null, open: true, documents: [doc], notices: [notice] }),
      call({ closesOn: '2026-03-15', open: true, documents: [doc], notices: [notice] }),
    )
    expect((await service.watch('cli', '800000')).changes).toEqual([])
    expect((await service.watch('cli', '800000')).changes).toEqual([
      { code: '800000', field: 'closesOn', before: '2026-03-01', after: '2026-03-15' },
      { code: '800000', field: 'open', before: false, after: true },
    ])
    expect((await service.watch('cli', '800000')).changes).toEqual([
      { code: '800000', field: 'document', before: null, after: 'Resolución provisional' },
      { code: '800000', field: 'notice', before: null, after: 'Corrección de errores' },
    ])
    expect((await service.watch('cli', '800000')).changes).toEqual([])
  })

  it('lets a watch fail when the registry cannot be reached, keeping what it saw', async () => {
    const { service, answers } = setUp()
    answers.calls.push(call(), offline(), call({ closesOn: '2026-04-01' }))
    await service.watch('cli', '800000')
    await expect(service.watch('cli', '800000')).rejects.toThrow(/BDNS/)
    expect((await service.watch('cli', '800000')).changes).toEqual([
      { code: '800000', field: 'closesOn', before: '2026-03-01', after: '2026-04-01' },
    ])
  })
})
