import { spawnSync } from 'node:child_process'
import { Agent, request } from 'node:http'
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { type LoginResponse } from '../../src/shared/wire/user'
import { createDemoService, type DemoService } from '../../src/demo-service/server'
import { below, type Figure, quantile, round } from './figures'

export const name =
  'Servicio de demostración: arranque, memoria y latencia de páginas (20.000 clientes y 200.000 concesiones; 100.000 y 1.000.000)'

interface Size {
  clients: number
  concessions: number
}

const SIZES: readonly Size[] = [
  { clients: 20_000, concessions: 200_000 },
  { clients: 100_000, concessions: 1_000_000 },
]

const WARM_UP = 200
const SAMPLES = 2_000
const TODAY = '2026-05-14'

/** 500 searches over 400 two-letter needles: far more than the views the store keeps. */
const SEARCHES = Array.from({ length: 500 }, (_, i) => {
  const letters = 'abcdefghilmnoprstuvz'
  return `${letters[i % 20] ?? 'a'}${letters[Math.floor(i / 20) % 20] ?? 'a'}`
})

const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/** One GET over a kept-alive socket; resolves with the status once the body has been read. */
function get(demoService: DemoService, path: string, authorization: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, demoService.url),
      { agent, headers: { authorization } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function login(demoService: DemoService, email: string): Promise<LoginResponse> {
  const response = await fetch(`${demoService.url}/api/v2/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  })
  return (await response.json()) as LoginResponse
}

const mib = (bytes: number) => round(bytes / 2 ** 20, 1)

/** The collector, when the size's process runs with `--expose-gc` (it does: see measureApart). */
const gc = (globalThis as { gc?: () => void }).gc

/**
 * The first request (which may build the views or indexes it needs), then p50/p95/p99 of
 * sequential requests; `pathOf(i)` varies the page asked for.
 */
async function latency(
  demoService: DemoService,
  label: string,
  authorization: string,
  pathOf: (i: number) => string,
): Promise<Figure[]> {
  const check = (status: number, i: number) => {
    if (status !== 200) throw new Error(`${label}: HTTP ${status} en ${pathOf(i)}`)
  }
  const start = performance.now()
  check(await get(demoService, pathOf(0), authorization), 0)
  const first = performance.now() - start
  for (let i = 1; i < WARM_UP; i++) check(await get(demoService, pathOf(i), authorization), i)
  const samples: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const begin = performance.now()
    const status = await get(demoService, pathOf(i), authorization)
    samples.push(performance.now() - begin)
    check(status, i)
  }
  return [
    { metric: `${label}: primera petición`, value: round(first, 1), unit: 'ms' },
    { metric: `${label}, p50`, value: round(quantile(samples, 0.5), 3), unit: 'ms' },
    {
      metric: `${label}, p95`,
      value: round(quantile(samples, 0.95), 3),
      unit: 'ms',
      ...below(5, 'ms'),
    },
    { metric: `${label}, p99`, value: round(quantile(samples, 0.99), 3), unit: 'ms' },
  ]
}

function query(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) search.set(key, String(value))
  return `${path}?${search.toString()}`
}

/** One size, in this process: start-up, memory and the pages of every operation. */
async function measure({ clients, concessions }: Size): Promise<Figure[]> {
  const start = performance.now()
  const demoService = await createDemoService({ clients, concessions, today: TODAY })
  const startup = performance.now() - start
  const afterStart = process.memoryUsage()
  try {
    const figures: Figure[] = [
      {
        metric: 'Arranque (semilla + escucha)',
        value: round(startup / 1000, 3),
        unit: 's',
        ...below(5, 's'),
      },
      { metric: 'Memoria tras el arranque (RSS)', value: mib(afterStart.rss), unit: 'MiB' },
      { metric: 'Memoria tras el arranque (heap)', value: mib(afterStart.heapUsed), unit: 'MiB' },
    ]
    const user = await login(demoService, 'usuario@demo.grantsdesk.es')
    const admin = await login(demoService, 'admin@demo.grantsdesk.es')
    const userAuth = `Token ${user.token}`
    const adminAuth = `ExpertToken ${admin.ExpertToken ?? ''}`

    const beneficiaries = demoService.state.concessions.beneficiaries()
    const [heavy] = beneficiaries
    const nifs = beneficiaries.slice(0, 5_000).map((b) => b.nif)
    const heavyPages = Math.ceil((heavy?.count ?? 10) / 10)
    const grants = demoService.state.grants
      .map((grant) => ({ grant, rows: demoService.state.concessions.rowsOfGrant(grant).length }))
      .filter(({ rows }) => rows > 0)
    const clientPages = 40

    figures.push(
      ...(await latency(demoService, 'Concesiones por NIF (página 1, 5.000 NIF)', userAuth, (i) =>
        query('/api/v2/funds/concessions/beneficiaries-by-cif/', {
          requestData: JSON.stringify({ nif: nifs[i % nifs.length] }),
        }),
      )),
      ...(await latency(
        demoService,
        `Concesiones por NIF, beneficiario de ${heavy?.count ?? 0} filas (todas las páginas)`,
        userAuth,
        (i) =>
          query('/api/v2/funds/concessions/beneficiaries-by-cif/', {
            requestData: JSON.stringify({ nif: heavy?.nif }),
            page: 1 + (i % heavyPages),
          }),
      )),
      ...(await latency(
        demoService,
        'Concesiones por convocatoria (páginas al azar)',
        userAuth,
        (i) => {
          const entry = grants[i % grants.length]
          const pages = Math.max(1, Math.ceil((entry?.rows ?? 1) / 100))
          return query('/api/v2/funds/concessions/beneficiaries/', {
            requestData: JSON.stringify({ fund_id: entry?.grant.id }),
            page_size: 100,
            page: 1 + ((i * 7919) % pages),
          })
        },
      )),
      ...(await latency(demoService, 'Clientes, administradora (10 por página)', adminAuth, (i) =>
        query('/api/v2/clients/', { page: 1 + (i % clientPages) }),
      )),
      ...(await latency(demoService, 'Clientes con filtros y orden -updated_at', adminAuth, (i) =>
        query('/api/v2/clients/', {
          page: 1 + (i % 5),
          isActive: 1,
          filters: JSON.stringify({ order: '-updated_at', province_id__in: [28, 8, 46] }),
        }),
      )),
      // A new search every time: no cached view helps, each answer scans every visible client.
      ...(await latency(
        demoService,
        'Clientes, búsqueda nueva en cada petición (sin caché)',
        adminAuth,
        (i) =>
          query('/api/v2/clients/', {
            filters: JSON.stringify({ general_text: SEARCHES[i % SEARCHES.length] }),
          }),
      )),
    )
    const end = process.memoryUsage()
    // What the demo service keeps, once the garbage of 12,000 answers is collected.
    gc?.()
    const live = process.memoryUsage()
    figures.push(
      { metric: 'Memoria al final (RSS)', value: mib(end.rss), unit: 'MiB' },
      {
        metric: 'Memoria al final, tras recoger la basura (RSS)',
        value: mib(live.rss),
        unit: 'MiB',
      },
      {
        metric: 'Memoria al final, tras recoger la basura (heap)',
        value: mib(live.heapUsed),
        unit: 'MiB',
      },
      {
        metric: 'Memoria, pico (RSS máximo)',
        value: round(process.resourceUsage().maxRSS / 1024, 1),
        unit: 'MiB',
      },
    )
    return figures
  } finally {
    agent.destroy()
    await demoService.close()
  }
}

const CASE = '--demo-service-case'
const CASE_RESULT = 'DEMO-SERVICE-CASE '

/**
 * Each size runs in a process of its own (this file, with `--demo service-case`), so its memory
 * figures are its own and not what the previous size left behind.
 */
function measureApart(size: Size): Figure[] {
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      __filename,
      CASE,
      String(size.clients),
      String(size.concessions),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      cwd: resolve(__dirname, '../..'),
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
    },
  )
  const line = child.stdout.split('\n').find((l) => l.startsWith(CASE_RESULT))
  if (child.status !== 0 || !line) {
    throw new Error(`El caso ${size.clients}/${size.concessions} terminó con ${child.status}`)
  }
  const label = `${size.clients.toLocaleString('es-ES')} clientes, ${size.concessions.toLocaleString('es-ES')} concesiones`
  return (JSON.parse(line.slice(CASE_RESULT.length)) as Figure[]).map((figure) => ({
    ...figure,
    metric: `${label} — ${figure.metric}`,
  }))
}

export function run(): Promise<Figure[]> {
  return Promise.resolve(SIZES.flatMap((size) => measureApart(size)))
}

const at = process.argv.indexOf(CASE)
if (at >= 0) {
  const size = { clients: Number(process.argv[at + 1]), concessions: Number(process.argv[at + 2]) }
  measure(size).then(
    (figures) => process.stdout.write(`${CASE_RESULT}${JSON.stringify(figures)}\n`),
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      )
      process.exitCode = 1
    },
  )
}
