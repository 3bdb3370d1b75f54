import { describe, expect, it } from 'vitest'
import { CACHE_TTL_MS } from '@shared/concession-costs'
import { appError, AppFailure } from '@shared/errors'
import { type ApiClient } from '../../api/operations'
import { type Cached } from '../../storage/answer-cache'
import { type ConnectivityService } from '../connection/connectivity-service'
import { createGrantDetailService } from './grant-detail-service'
import { type SessionCache } from '../session-cache'

/** One account's cache in memory. */
function memoryCache(): SessionCache & { entries: Map<string, Cached<unknown>> } {
  const entries = new Map<string, Cached<unknown>>()
  return {
    entries,
    scope: () => ({
      account: 'a',
      get: <T>(key: string) => (entries.get(key) as Cached<T> | undefined) ?? null,
      set: (key: string, value: unknown, fetchedAt = Date.now()) => {
        entries.set(key, { value: JSON.parse(JSON.stringify(value)) as unknown, fetchedAt })
      },
      keys: (prefix: string) => [...entries.keys()].filter((key) => key.startsWith(prefix)),
    }),
  }
}

const online = (value = true): ConnectivityService => ({
  state: () => ({ online: value, since: 0, lastSyncedAt: null }),
  reportFailure: () => undefined,
  reportReachable: () => undefined,
  onChange: () => () => undefined,
  close: () => undefined,
})

const file = (url: string | null) => ({
  id: 1,
  title: 'Bases',
  filename: 'bases.pdf',
  primary: true,
  documentType: 'Bases reguladoras',
  url,
})

const NORMATIVE = {
  office: null,
  department: null,
  files: [
    file('https://s3.eu-west-1.amazonaws.com/media.fandit.es/files/bases.pdf'),
    file('http://127.0.0.1:4010/files/bases.pdf'),
    file('https://fandit-media.s3.amazonaws.com/files/extracto.pdf'),
    file('https://evil.example/bases.pdf'),
    file('http://s3.eu-west-1.amazonaws.com/media.fandit.es/files/bases.pdf'),
    file('https://s3.eu-west-1.amazonaws.com/other/bases.pdf'),
    file('javascript:alert(1)'),
  ],
  bdns: ['639942'],
  competitive: null,
  nonCompetitive: null,
  minimis: null,
}

function fakeApi(answer: (operation: string) => unknown) {
  const calls: string[] = []
  const api = {
    grantSection: (operation: string) => {
      calls.push(operation)
      const value = answer(operation)
      return value instanceof Error ? Promise.reject(value) : Promise.resolve(value)
    },
  } as unknown as ApiClient
  return { api, calls }
}

const DETAILS = {
  id: null,
  slug: 'kit-digital',
  title: 'Kit Digital',
  goal: null,
  statusText: null,
  scope: null,
  totalAmount: 1000,
  requestAmount: 100,
  publisher: 'Red.es',
  applicants: null,
  term: null,
  helpType: null,
  expenses: null,
  executionPeriod: null,
  line: null,
  extraLimit: null,
  infoExtra: null,
}

const notFound = () => new AppFailure(appError('error.not_found.missing', {}, { status: 404 }))

describe('grant detail service (SC-GRANT-2..5)', () => {
  it('keeps a file’s link only on the vendor’s hosts or the service’s own origin', async () => {
    const { api } = fakeApi(() => NORMATIVE)
    const service = createGrantDetailService({
      api,
      cache: memoryCache(),
      connectivity: online(),
      ownOrigins: () => Promise.resolve(['http://127.0.0.1:4010']),
    })
    const result = await service.section({
      grant: { id: 1 },
      section: 'normative',
      cachedOnly: false,
      refresh: false,
    })
    if (result.status !== 'ok' || result.content.section !== 'normative') throw new Error()
    expect(result.content.data.files.map((f) => f.url)).toEqual([
      'https://s3.eu-west-1.amazonaws.com/media.fandit.es/files/bases.pdf',
      'http://127.0.0.1:4010/files/bases.pdf',
      'https://fandit-media.s3.amazonaws.com/files/extracto.pdf',
      null,
      null,
      null,
      null,
    ])
  })

  it('serves a kept answer at any age with cachedOnly, stale after a day, and asks again after it', async () => {
    let now = 1_000_000
    const { api, calls } = fakeApi(() => ({ requirements: 'x', minimis: true }))
    const service = createGrantDetailService({
      api,
      cache: memoryCache(),
      connectivity: online(),
      ownOrigins: () => Promise.resolve([]),
      now: () => now,
    })
    const input = { grant: { id: 7 }, section: 'evaluation' as const, refresh: false }
    await service.section({ ...input, cachedOnly: false })
    now += CACHE_TTL_MS
    expect(await service.section({ ...input, cachedOnly: true })).toMatchObject({
      status: 'ok',
      source: 'cache',
      stale: true,
    })
    expect(calls).toHaveLength(1)
    expect(await service.section({ ...input, cachedOnly: false })).toMatchObject({
      source: 'network',
      stale: false,
    })
    expect(calls).toHaveLength(2)
  })

  it('tells closed (related answers) from unavailable (related 404 too), and keeps only the first', async () => {
    const cache = memoryCache()
    let related: unknown = { editions: [] }
    const { api, calls } = fakeApi((operation) =>
      operation === 'grants.related' ? related : notFound(),
    )
    const service = createGrantDetailService({
      api,
      cache,
      connectivity: online(),
      ownOrigins: () => Promise.resolve([]),
    })
    const input = { section: 'details' as const, cachedOnly: false, refresh: false }
    expect(await service.section({ ...input, grant: { id: 1 } })).toEqual({
      status: 'closed',
      section: 'details',
    })
    expect(calls).toEqual(['grants.details', 'grants.related'])
    expect([...cache.entries.keys()].sort()).toEqual(['grant:1:details', 'grant:1:related'])
    related = notFound()
    expect(await service.section({ ...input, grant: { id: 2 } })).toEqual({
      status: 'unavailable',
      section: 'details',
    })
    expect(await service.section({ ...input, grant: { id: 2 }, section: 'documents' })).toEqual({
      status: 'unavailable',
      section: 'documents',
    })
    expect([...cache.entries.keys()].filter((key) => key.startsWith('grant:2'))).toEqual([])
  })

  it('reads a kept detail for the dossier at any age, by id or by slug, never asking (SC-GRANT-8)', async () => {
    let clock = 1_000_000
    const { api, calls } = fakeApi((operation) =>
      operation === 'grants.details'
        ? DETAILS
        : operation === 'grants.normative'
          ? NORMATIVE
          : notFound(),
    )
    const cache = memoryCache()
    const service = createGrantDetailService({
      api,
      cache,
      connectivity: online(),
      ownOrigins: () => Promise.resolve([]),
      now: () => clock,
    })
    const ask = { cachedOnly: false, refresh: false }
    expect(service.kept({ id: 7, slug: 'kit-digital' })).toBeNull()
    await service.section({ ...ask, grant: { id: 7 }, section: 'details' })
    await service.section({ ...ask, grant: { id: 7 }, section: 'normative' })
    await service.detailsBySlug('Otra-Ayuda')
    const asked = calls.length
    clock += 3 * CACHE_TTL_MS
    expect(service.kept({ id: 7, slug: 'kit-digital' })).toEqual({
      details: DETAILS,
      evaluation: null,
      normative: expect.objectContaining({ bdns: ['639942'] }) as unknown,
      fetchedAt: 1_000_000,
    })
    // Without an id (our dialect's opportunities): the details the command line kept by slug.
    expect(service.kept({ slug: 'otra-ayuda' })).toMatchObject({
      evaluation: null,
      normative: null,
    })
    expect(service.kept({ id: 8, slug: 'nada' })).toBeNull()
    expect(calls.length).toBe(asked)
  })

  it('asks a grant known only by its slug for its details alone, kept under the slug', async () => {
    const { api, calls } = fakeApi((operation) =>
      operation === 'grants.details' ? DETAILS : notFound(),
    )
    const service = createGrantDetailService({
      api,
      cache: memoryCache(),
      connectivity: online(),
      ownOrigins: () => Promise.resolve([]),
    })
    const grant = { slug: 'Kit-Digital' }
    const ask = { grant, cachedOnly: false, refresh: false }
    expect(await service.section({ ...ask, section: 'details', cachedOnly: true })).toEqual({
      status: 'not-cached',
      section: 'details',
      requests: 1,
    })
    expect(await service.section({ ...ask, section: 'details' })).toMatchObject({
      status: 'ok',
      source: 'network',
    })
    // The other four need the id: none is asked.
    expect(await service.section({ ...ask, section: 'documents' })).toEqual({
      status: 'unavailable',
      section: 'documents',
    })
    expect(calls).toEqual(['grants.details'])
    expect(await service.section({ ...ask, section: 'details', cachedOnly: true })).toMatchObject({
      status: 'ok',
      source: 'cache',
    })
    expect(service.kept({ slug: 'kit-digital' })?.details.title).toBe('Kit Digital')
  })
})
