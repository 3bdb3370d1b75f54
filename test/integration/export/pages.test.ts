import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Credentials } from '../../../src/main/api/http'
import { createApiClient, type Paged } from '../../../src/main/api/operations'
import { PAGE_CONCURRENCY } from '../../../src/main/api/answer-limits'
import { requestsForAll, walkPages } from '../../../src/main/api/page-walker'
import {
  columnsOf,
  concessionsByGrantDataset,
  type ExportFormat,
  writeExport,
} from '../../../src/main/export/export-parts'
import { createLogger, Redactor } from '../../../src/main/log/logger'
import { parseDelimited } from '../../../src/shared/csv-parse'
import { type ConcessionByGrant } from '../../../src/shared/wire/concession'
import {
  createDemoService,
  createDemoServiceState,
  type DemoService,
} from '../../../src/demo-service/server'
import { DEMO_PASSWORD, EXPERT } from '../../support/test-app'
import { waitFor } from '../../support/wait-for'

const TODAY = '2026-05-14'
const GRANT = { fund_slug: 'kit-digital-2026' }
const PAGE_SIZE = 50
const CONCESSIONS = { path: /^\/api\/v2\/funds\/concessions\// }
// Kit Digital made heavier than the seed's default so the walk spans dozens of pages.
const state = createDemoServiceState({
  today: TODAY,
  concessions: 5000,
  grantWeights: { 'kit-digital-2026': 100 },
})
const log = createLogger({ redactor: new Redactor(), sink: () => undefined })
const dir = mkdtempSync(join(tmpdir(), 'gd-export-pages-'))
const columns = columnsOf('es', concessionsByGrantDataset)

let demoService: DemoService
let credentials: Credentials | null = null

function api(target: DemoService) {
  return createApiClient({
    endpoints: () => Promise.resolve({ baseUrl: target.url, testBaseUrl: target.url }),
    credentials: () => credentials,
    prefixes: () => ({ user: 'Token', expert: 'ExpertToken' }),
    log,
    wait: () => Promise.resolve(), // retries without backoff delays: the test never waits on time
  })
}

/** The same operation, counting how many of its requests are unanswered at once. */
function counted<T>(paged: Paged<T>) {
  const stats = { inFlight: 0, max: 0, requests: 0 }
  const track = async <R>(request: () => Promise<R>): Promise<R> => {
    stats.requests++
    stats.max = Math.max(stats.max, ++stats.inFlight)
    try {
      return await request()
    } finally {
      stats.inFlight--
    }
  }
  const wrapped: Paged<T> = {
    fetch: (page, signal, slots) => track(() => paged.fetch(page, signal, slots)),
    follow: (url, signal, slots) => track(() => paged.follow(url, signal, slots)),
    slotted: true,
  }
  return { paged: wrapped, stats }
}

async function* onePage<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  yield await Promise.resolve(rows)
}

const byGrant = (target: DemoService = demoService) =>
  api(target).concessionsByGrant(GRANT, PAGE_SIZE)

/** Files in the folder whose name starts with `name`: the target and any `.part` left over. */
const leftovers = (name: string) => readdirSync(dir).filter((file) => file.startsWith(name))

beforeAll(async () => {
  demoService = await createDemoService({ state })
  const login = await api(demoService).login({ email: EXPERT, password: DEMO_PASSWORD })
  credentials = { token: login.token, expertToken: login.ExpertToken }
})
afterAll(async () => {
  await demoService.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('a multi-page export against the demo service', () => {
  const oneByOne: ConcessionByGrant[] = []

  beforeAll(async () => {
    for await (const page of walkPages(byGrant(), { concurrency: 1 })) oneByOne.push(...page)
  })

  it('is large enough to need many pages, as the first page says', async () => {
    const first = await byGrant().fetch(1)
    expect(first.results).toHaveLength(PAGE_SIZE)
    expect(oneByOne).toHaveLength(first.count)
    expect(requestsForAll(first)).toBe(Math.ceil(first.count / PAGE_SIZE))
    expect(requestsForAll(first)).toBeGreaterThan(20)
  })

  it('yields exactly the pages fetched one by one, in the same order', async () => {
    const rows: ConcessionByGrant[] = []
    for await (const page of walkPages(byGrant())) rows.push(...page)
    expect(rows).toEqual(oneByOne)
  })

  it('writes the same file as the rows fetched one by one', async () => {
    const target = join(dir, 'por-convocatoria.csv')
    const reference = join(dir, 'referencia.csv')
    const progress: { done: number; total: number }[] = []
    const result = await writeExport({
      target,
      format: 'csv-excel',
      sheets: [
        {
          name: concessionsByGrantDataset.name,
          columns,
          rows: walkPages(byGrant(), { onProgress: (p) => progress.push(p) }),
        },
      ],
    })
    await writeExport({
      target: reference,
      format: 'csv-excel',
      sheets: [{ name: 'x', columns, rows: onePage(oneByOne) }],
    })
    expect(result.rows).toBe(oneByOne.length)
    expect(readFileSync(target).equals(readFileSync(reference))).toBe(true)
    const total = Math.ceil(oneByOne.length / PAGE_SIZE)
    expect(progress.map((p) => p.done)).toEqual(Array.from({ length: total }, (_, i) => i + 1))
    expect(progress.every((p) => p.total === total)).toBe(true)
  })

  it('reuses a first page the app already fetched instead of asking for it again', async () => {
    const first = await byGrant().fetch(1)
    const { paged, stats } = counted(byGrant())
    const rows: ConcessionByGrant[] = []
    for await (const page of walkPages(paged, { first })) rows.push(...page)
    expect(rows).toEqual(oneByOne)
    expect(stats.requests).toBe(requestsForAll(first) - 1)
  })

  it('has at most PAGE_CONCURRENCY requests in flight (SC-PAGE-6), and writes the pages in order', async () => {
    const { paged, stats } = counted(byGrant())
    demoService.control.clearRequests()
    // Page 1 answered, the rest held: the walk opens as many requests as it may, and no more.
    demoService.control.hold(CONCESSIONS, 1)
    const target = join(dir, 'en-vuelo.csv')
    const exported = writeExport({
      target,
      format: 'csv-standard',
      sheets: [{ name: 'Concesiones', columns, rows: walkPages(paged) }],
    })
    try {
      await waitFor(() => expect(demoService.control.held).toBe(PAGE_CONCURRENCY))
    } finally {
      demoService.control.release()
    }
    await exported
    expect(demoService.control.peakPending).toBe(PAGE_CONCURRENCY)
    // Pages are asked for ahead (up to 2 per slot), but only PAGE_CONCURRENCY are on the wire.
    expect(stats.max).toBeLessThanOrEqual(2 * PAGE_CONCURRENCY)
    const [, ...lines] = parseDelimited(readFileSync(target, 'utf8').trimEnd(), ',')
    expect(lines.map((line) => line[2])).toEqual(oneByOne.map((row) => row.beneficiary_cif))
  })
})

describe('an export that does not finish leaves no file', () => {
  async function cancelledAt(format: ExportFormat, name: string) {
    const controller = new AbortController()
    const target = join(dir, name)
    const exporting = writeExport({
      target,
      format,
      signal: controller.signal,
      sheets: [
        {
          name: 'Concesiones',
          columns,
          rows: walkPages(byGrant(), {
            signal: controller.signal,
            onProgress: ({ done }) => {
              if (done === 5) controller.abort()
            },
          }),
        },
      ],
    })
    await expect(exporting).rejects.toMatchObject({
      appError: { code: 'cancelled', reason: 'export_cancelled' },
    })
    expect(leftovers(name)).toEqual([])
  }

  it('cancelled half-way, as CSV: rejects as cancelled, no target and no .part', async () => {
    await cancelledAt('csv-excel', 'cancelada.csv')
  })

  it('cancelled half-way, as XLSX: the same', async () => {
    await cancelledAt('xlsx', 'cancelada.xlsx')
  })

  it('a server failing past the retries: a clean AppFailure, and the old file untouched', async () => {
    // A demo service of its own over the same data, so the forced faults cannot reach other tests.
    const faulty = await createDemoService({ state })
    try {
      const target = join(dir, 'fallo-500.csv')
      writeFileSync(target, 'exportación anterior')
      const exporting = writeExport({
        target,
        format: 'csv-excel',
        sheets: [
          {
            name: 'Concesiones',
            columns,
            rows: walkPages(byGrant(faulty), {
              onProgress: ({ done }) => {
                // Every request fails from here on: 8 pages asked for ahead × 3 attempts at most.
                if (done === 3) faulty.control.failNext('500', 24, { path: /beneficiaries/ })
              },
            }),
          },
        ],
      })
      await expect(exporting).rejects.toMatchObject({
        appError: { code: 'server', reason: 'service_refused' },
      })
      expect(readFileSync(target, 'utf8')).toBe('exportación anterior')
      expect(leftovers('fallo-500.csv')).toEqual(['fallo-500.csv'])
      const failed = faulty.control.requests.filter((r) => r.status === 500)
      expect(failed.length).toBeGreaterThanOrEqual(3)
    } finally {
      await faulty.close()
    }
  })

  it('a malformed answer mid-export: a clean AppFailure and no file', async () => {
    const faulty = await createDemoService({ state })
    try {
      const target = join(dir, 'malformada.xlsx')
      const exporting = writeExport({
        target,
        format: 'xlsx',
        sheets: [
          {
            name: 'Concesiones',
            columns,
            rows: walkPages(byGrant(faulty), {
              onProgress: ({ done }) => {
                // Retried like a 5xx: every attempt of the pages in flight is malformed.
                if (done === 2) faulty.control.failNext('malformed', 24, { path: /beneficiaries/ })
              },
            }),
          },
        ],
      })
      await expect(exporting).rejects.toMatchObject({
        appError: { code: 'bad_response', reason: 'invalid_json' },
      })
      expect(leftovers('malformada.xlsx')).toEqual([])
    } finally {
      await faulty.close()
    }
  })
})
