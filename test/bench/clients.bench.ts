import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { CLIENT_SORT_FIELDS, type ClientPage, type SyncResult } from '../../src/shared/clients'
import { PAGE_CONCURRENCY } from '../../src/main/api/limits'
import { createLogger, Redactor } from '../../src/main/log/logger'
import { type AppServices, createAppServices } from '../../src/main/services/app-services'
import { SYNC_PAGE_SIZE } from '../../src/main/services/clients'
import { MemorySecretStore } from '../../src/main/session/secret-store'
import { type Figure, quantile, round } from './figures'

export const name = 'Clientes: sincronización y consulta local (10.000 y 70.000 clientes)'

const LATENCY_MS = 25
const ADMIN = 'admin@demo.grantsdesk.es'
const MB = 2 ** 20
const ROOT = resolve(__dirname, '../..')
/** The admin of platform 1 sees about 72 % of the seeded clients. */
const CASES = [
  { label: '70.000', seeded: 100_000, oneByOne: false },
  { label: '10.000', seeded: 13_900, oneByOne: true },
]
const QUERIES = 400

/**
 * The sandbox runs in a child process, as the real service runs elsewhere: the time and memory
 * measured here are the app's alone.
 */
const sandboxScript = (clients: number) => `
import { createSandbox } from './src/sandbox/server.ts'
const sandbox = await createSandbox(${JSON.stringify({ clients, latencyMs: LATENCY_MS })})
process.stdout.write(sandbox.url + '\\n')
process.stdin.on('end', () => void sandbox.close())
process.stdin.resume()
`

async function startSandbox(clients: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', sandboxScript(clients)],
    {
      cwd: ROOT,
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  if (!child.stdout) throw new Error('El sandbox no tiene salida estándar')
  const lines = createInterface({ input: child.stdout })
  const exited = once(child, 'exit').then(() => {
    throw new Error('El sandbox terminó antes de escuchar')
  })
  const [url] = (await Promise.race([once(lines, 'line'), exited])) as [string]
  lines.close()
  return { url, child }
}

/** Ending its stdin closes the sandbox; if it has not exited 5 s later, it is killed. */
async function stopSandbox(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = once(child, 'exit')
  child.stdin?.end()
  const timer = setTimeout(() => child.kill(), 5_000)
  await exited
  clearTimeout(timer)
}

async function ok<T>(services: AppServices, op: string, args?: unknown): Promise<T> {
  const result = await services.dispatch(op, args)
  if (!result.ok) throw new Error(`${op}: ${result.error.message}`)
  return result.value as T
}

/** The app against the sandbox at `url`; signing in starts the first sync into an empty replica. */
async function app(
  url: string,
  syncConcurrency: number,
): Promise<{ services: AppServices; dir: string; firstSyncMs: number }> {
  const redactor = new Redactor()
  const dir = mkdtempSync(join(tmpdir(), 'gd-bench-clients-'))
  const services = await createAppServices({
    userDataDir: dir,
    emit: () => undefined,
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
  })
  await ok(services, 'settings.update', {
    environment: { preset: 'custom', baseUrl: url, testBaseUrl: url },
  })
  const started = performance.now()
  await ok(services, 'session.login', { email: ADMIN, password: 'demo1234' })
  await services.idle()
  return { services, dir, firstSyncMs: performance.now() - started }
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
 * The resident set once the process has settled after the syncs: V8 gives back the heap a burst
 * of pages grew only after some seconds of calm (its memory reducer), so wait for that, a while.
 */
async function settledRss(): Promise<number> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const { heapTotal, heapUsed, rss } = process.memoryUsage()
    if (heapTotal < 2 * heapUsed + 32 * MB || Date.now() > deadline) return rss / MB
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

async function timedSync(services: AppServices): Promise<{ ms: number; result: SyncResult }> {
  const started = performance.now()
  const result = await ok<SyncResult>(services, 'clients.sync')
  return { ms: performance.now() - started, result }
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

async function measureCase(c: (typeof CASES)[number]): Promise<Figure[]> {
  const sandbox = await startSandbox(c.seeded)
  const apps: { services: AppServices; dir: string }[] = []
  try {
    const peak = peakRss()
    const parallel = await app(sandbox.url, PAGE_CONCURRENCY)
    apps.push(parallel)
    const again = await timedSync(parallel.services)
    const peakMb = peak()
    const rssMb = await settledRss()
    const { count } = again.result
    const pages = Math.ceil(count / SYNC_PAGE_SIZE)
    const floorS = (Math.ceil(pages / PAGE_CONCURRENCY) * LATENCY_MS) / 1000
    const firstTarget = 1.3 * floorS + 1
    const { samples, rows } = await localQueries(parallel.services)
    const scrolled = await windows(parallel.services, count)
    const at = `${c.label} clientes`
    const figures: Figure[] = [
      { metric: `${at}: clientes sincronizados (admin)`, value: count, unit: 'clientes' },
      {
        metric: `${at}: suelo de latencia (${pages} páginas, ${PAGE_CONCURRENCY} a la vez, ${LATENCY_MS} ms)`,
        value: round(floorS, 2),
        unit: 's',
      },
      {
        metric: `${at}: primera sincronización (réplica vacía, incl. inicio de sesión)`,
        value: round(parallel.firstSyncMs / 1000, 2),
        unit: 's',
        target: `≤ 1,3 × suelo + 1 s = ${round(firstTarget, 2)} s`,
      },
      {
        metric: `${at}: sincronización de nuevo, sin cambios`,
        value: round(again.ms / 1000, 2),
        unit: 's',
        target: `≤ primera (${round(parallel.firstSyncMs / 1000, 2)} s)`,
      },
      {
        metric: `${at}: RSS del proceso principal tras la sincronización (en reposo)`,
        value: round(rssMb, 1),
        unit: 'MiB',
        target: '< 300 MiB',
      },
      {
        metric: `${at}: RSS máximo durante las dos sincronizaciones`,
        value: round(peakMb, 1),
        unit: 'MiB',
      },
      {
        metric: `${at}: consulta local (texto + filtros + orden), p50`,
        value: round(quantile(samples, 0.5)),
        unit: 'ms',
      },
      {
        metric: `${at}: consulta local (texto + filtros + orden), p95`,
        value: round(quantile(samples, 0.95)),
        unit: 'ms',
        target: '< 5 ms',
      },
      {
        metric: `${at}: consulta local, máximo`,
        value: round(Math.max(...samples)),
        unit: 'ms',
      },
      { metric: `${at}: filas por consulta (media)`, value: rows, unit: 'filas' },
      {
        metric: `${at}: ventana de 100 filas en cualquier punto de la lista, p95`,
        value: round(quantile(scrolled, 0.95)),
        unit: 'ms',
      },
    ]
    if (c.oneByOne) {
      const sequential = await app(sandbox.url, 1)
      apps.push(sequential)
      const slow = await timedSync(sequential.services)
      figures.push(
        {
          metric: `${at}: primera sincronización, de página en página`,
          value: round(sequential.firstSyncMs / 1000, 2),
          unit: 's',
        },
        {
          metric: `${at}: aceleración en la primera (una a una / ${PAGE_CONCURRENCY} a la vez)`,
          value: round(sequential.firstSyncMs / parallel.firstSyncMs, 2),
          unit: '×',
        },
        {
          metric: `${at}: sincronización de nuevo, de página en página`,
          value: round(slow.ms / 1000, 2),
          unit: 's',
        },
      )
    }
    return figures
  } finally {
    for (const target of apps) {
      await target.services.close()
      rmSync(target.dir, { recursive: true, force: true })
    }
    await stopSandbox(sandbox.child)
  }
}

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = []
  // The large case first: the main process's memory is measured before anything else ran in it.
  for (const c of CASES) figures.push(...(await measureCase(c)))
  return figures
}
