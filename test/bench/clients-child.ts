import { performance } from 'node:perf_hooks'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  CLIENT_SORT_FIELDS,
  type ClientPage,
  type SyncResult,
} from '../../src/shared/clients/clients'
import { createLogger, Redactor } from '../../src/main/log/logger'
import { type AppServices, createAppServices } from '../../src/main/composition/app-services'
import { MemorySecretStore } from '../../src/main/session/secret-store'
import { indexesBuilt } from './indexes-built'

/**
 * One case of the clients benchmark, in a process of its own run by plain Node from a bundle built
 * as the app's main process is (see clients.bench.ts): what it measures, its memory above all, is
 * what a user's main process would hold, without the benchmark's harness or a loader compiling
 * source. Its argument: { url, concurrency, oneByOne, firstOnly }; it prints its measures as one
 * JSON line (with `firstOnly`, those of the first sync alone: see clients.bench.ts).
 */

const ADMIN = 'admin@demo.grantsdesk.es'
const MB = 2 ** 20
const QUERIES = 400
const pageWorker = join(__dirname, 'client-page-worker.js')
const indexWorker = join(__dirname, 'clients-index-worker.js')

async function ok<T>(services: AppServices, op: string, args?: unknown): Promise<T> {
  const result = await services.dispatch(op, args)
  if (!result.ok) throw new Error(`${op}: ${result.error.message}`)
  return result.value as T
}

/** The app against the demo service at `url`; signing in starts the first sync into an empty replica. */
async function app(
  url: string,
  syncConcurrency: number,
): Promise<{ services: AppServices; dir: string; firstSyncMs: number; firstSyncCpuMs: number }> {
  const redactor = new Redactor()
  const dir = mkdtempSync(join(tmpdir(), 'gd-bench-clients-'))
  // The sync's end: the whole list shows. The case files' sync and the other orders' indexes
  // follow it in the background (idle waits for them).
  let synced: { ms: number; cpuMs: number } | null = null
  let started = 0
  let cpu = process.cpuUsage()
  const services = await createAppServices({
    userDataDir: dir,
    emit: (event) => {
      if (event === 'clients.synced' && !synced)
        synced = { ms: performance.now() - started, cpuMs: cpuMs(cpu) }
    },
    log: createLogger({ redactor, sink: () => undefined }),
    redactor,
    secrets: { store: new MemorySecretStore(), keychainAvailable: false, reason: 'bench' },
    runtime: {
      name: 'Grants Desk',
      version: 'bench',
      platform: process.platform,
      runtime: 'web',
      electronVersion: null,
    },
    syncConcurrency,
    pageWorker,
    indexWorker,
  })
  await ok(services, 'settings.update', {
    environment: { preset: 'custom', baseUrl: url, testBaseUrl: url },
  })
  started = performance.now()
  cpu = process.cpuUsage()
  await ok(services, 'session.login', { email: ADMIN, password: 'demo1234' })
  await services.idle()
  const end = synced ?? { ms: performance.now() - started, cpuMs: cpuMs(cpu) }
  return { services, dir, firstSyncMs: end.ms, firstSyncCpuMs: end.cpuMs }
}

/** Samples the resident set every 100 ms until stopped; returns the highest seen, in MiB. */
function peakRss(): () => number {
  let peak = process.memoryUsage().rss
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 100)
  return () => {
    clearInterval(timer)
    return Math.max(peak, process.memoryUsage().rss) / MB
  }
}

/**
 * The resident set once the process has settled after the syncs: the page worker stops a second
 * after the last page, the indexes left for later are built, and V8's memory reducer gives back
 * the heap pages the syncs left unused, some 8 s after its last full collection. Read once it has
 * not moved by 1 MiB for 10 s (at most 40 s): a shorter calm ends before that reducer acts.
 */
async function settledRss(): Promise<number> {
  const deadline = Date.now() + 40_000
  const samples: number[] = []
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const { rss } = process.memoryUsage()
    samples.push(rss)
    const last = samples.slice(-20)
    const steady = last.length === 20 && Math.max(...last) - Math.min(...last) < MB
    if (steady || Date.now() > deadline) return rss / MB
  }
}

/** Where the settled resident set lies: V8's heap (committed, and live in it), and off it. */
function memoryBreakdown(): {
  heapMb: number
  heapUsedMb: number
  externalMb: number
  anonMb: number
} {
  const usage = process.memoryUsage()
  const status = readFileSync('/proc/self/status', 'utf8')
  const anonKb = Number(/RssAnon:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return {
    heapMb: usage.heapTotal / MB,
    heapUsedMb: usage.heapUsed / MB,
    externalMb: usage.external / MB,
    anonMb: anonKb / 1024,
  }
}

/** CPU time of the whole process (its threads too) since `since`, in ms. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since)
  return (user + system) / 1000
}

async function timedSync(
  services: AppServices,
): Promise<{ ms: number; cpuMs: number; result: SyncResult }> {
  const started = performance.now()
  const cpu = process.cpuUsage()
  const result = await ok<SyncResult>(services, 'clients.sync')
  return { ms: performance.now() - started, cpuMs: cpuMs(cpu), result }
}

/** Searches as the list screen makes them: 4-letter starts of names, filters, every sort. */
async function localQueries(services: AppServices): Promise<{ samples: number[]; rows: number }> {
  const first = await ok<ClientPage>(services, 'clients.query', { limit: 1000 })
  const vocabulary = [
    ...new Set(
      first.rows
        .flatMap((row) => row.businessName.split(/\s+/))
        .filter((word) => word.length >= 4)
        .map((word) => word.slice(0, 4).toLowerCase()),
    ),
  ]
  const provinces = [
    ...new Set(first.rows.map((r) => r.province).filter((p): p is number => p !== null)),
  ]
  const samples: number[] = []
  let rows = 0
  for (let i = 0; i < QUERIES; i++) {
    const query = {
      text: vocabulary[(i * 7919) % vocabulary.length] ?? '',
      status: i % 3 === 0 ? [1] : undefined,
      province: i % 2 === 0 ? provinces.slice(i % 5, (i % 5) + 3) : undefined,
      sort: {
        field: CLIENT_SORT_FIELDS[i % CLIENT_SORT_FIELDS.length] ?? 'business_name',
        direction: i % 2 === 0 ? ('asc' as const) : ('desc' as const),
      },
    }
    const started = performance.now()
    const page = await ok<ClientPage>(services, 'clients.query', query)
    samples.push(performance.now() - started)
    rows += page.rows.length
  }
  return { samples, rows: Math.round(rows / QUERIES) }
}

/** Windows anywhere in the whole list, in every order: scrolling, or a scrollbar dragged. */
async function windows(services: AppServices, total: number): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < 100; i++) {
    const started = performance.now()
    await ok(services, 'clients.query', {
      offset: (i * 7331) % Math.max(1, total),
      sort: {
        field: CLIENT_SORT_FIELDS[i % CLIENT_SORT_FIELDS.length] ?? 'business_name',
        direction: i % 2 === 0 ? 'asc' : 'desc',
      },
    })
    samples.push(performance.now() - started)
  }
  return samples
}

/** The first sync alone, against a service that has never made these pages. */
async function firstOnly(url: string, concurrency: number): Promise<void> {
  const cold = await app(url, concurrency)
  try {
    const { total } = await ok<ClientPage>(cold.services, 'clients.query', { limit: 1 })
    const { firstSyncMs, firstSyncCpuMs } = cold
    process.stdout.write(`${JSON.stringify({ count: total, firstSyncMs, firstSyncCpuMs })}\n`)
  } finally {
    await cold.services.close()
    rmSync(cold.dir, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  const args = JSON.parse(process.argv[2] ?? '{}') as {
    url: string
    concurrency: number
    oneByOne: boolean
    firstOnly?: boolean
  }
  const { url, concurrency, oneByOne } = args
  if (args.firstOnly) return firstOnly(url, concurrency)
  const apps: { services: AppServices; dir: string }[] = []
  try {
    const peak = peakRss()
    const parallel = await app(url, concurrency)
    apps.push(parallel)
    const again = await timedSync(parallel.services)
    const buildMs = await indexesBuilt(parallel.dir)
    const peakMb = peak()
    const rssMb = await settledRss()
    const mem = memoryBreakdown()
    const { samples, rows } = await localQueries(parallel.services)
    const scrolled = await windows(parallel.services, again.result.count)
    let sequential: { firstSyncMs: number; againMs: number } | null = null
    if (oneByOne) {
      const slow = await app(url, 1)
      apps.push(slow)
      sequential = { firstSyncMs: slow.firstSyncMs, againMs: (await timedSync(slow.services)).ms }
    }
    const measures = {
      count: again.result.count,
      firstSyncMs: parallel.firstSyncMs,
      firstSyncCpuMs: parallel.firstSyncCpuMs,
      againMs: again.ms,
      againCpuMs: again.cpuMs,
      buildMs,
      peakMb,
      rssMb,
      samples,
      rows,
      scrolled,
      sequential,
      mem,
    }
    process.stdout.write(`${JSON.stringify(measures)}\n`)
  } finally {
    for (const target of apps) {
      await target.services.close()
      rmSync(target.dir, { recursive: true, force: true })
    }
  }
}

void main()
