import { Agent, request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { type LoginResponse } from '../../src/shared/domain/user'
import { createSandbox, type Sandbox } from '../../src/sandbox/server'
import { type Figure, quantile, round } from './figures'

export const name = 'Sandbox: arranque y latencia de páginas (200.000 concesiones, 20.000 clientes)'

const CLIENTS = 20_000
const CONCESSIONS = 200_000
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
function get(sandbox: Sandbox, path: string, authorization: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, sandbox.url),
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

async function login(sandbox: Sandbox, email: string): Promise<LoginResponse> {
  const response = await fetch(`${sandbox.url}/api/v2/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  })
  return (await response.json()) as LoginResponse
}

/** p50/p95/p99 of sequential requests; `pathOf(i)` varies the page asked for. */
async function latency(
  sandbox: Sandbox,
  label: string,
  authorization: string,
  pathOf: (i: number) => string,
): Promise<Figure[]> {
  for (let i = 0; i < WARM_UP; i++) await get(sandbox, pathOf(i), authorization)
  const samples: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now()
    const status = await get(sandbox, pathOf(i), authorization)
    samples.push(performance.now() - start)
    if (status !== 200) throw new Error(`${label}: HTTP ${status} en ${pathOf(i)}`)
  }
  return [
    { metric: `${label}, p50`, value: round(quantile(samples, 0.5), 3), unit: 'ms' },
    {
      metric: `${label}, p95`,
      value: round(quantile(samples, 0.95), 3),
      unit: 'ms',
      target: '< 5 ms',
    },
    { metric: `${label}, p99`, value: round(quantile(samples, 0.99), 3), unit: 'ms' },
  ]
}

function query(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) search.set(key, String(value))
  return `${path}?${search.toString()}`
}

export async function run(): Promise<Figure[]> {
  const heapBefore = process.memoryUsage().heapUsed
  const start = performance.now()
  const sandbox = await createSandbox({ clients: CLIENTS, concessions: CONCESSIONS, today: TODAY })
  const startup = performance.now() - start
  const heap = process.memoryUsage().heapUsed - heapBefore
  try {
    const figures: Figure[] = [
      {
        metric: 'Arranque (semilla + escucha)',
        value: round(startup / 1000, 3),
        unit: 's',
        target: '< 3 s',
      },
      { metric: 'Memoria de la semilla (heap)', value: round(heap / 2 ** 20, 1), unit: 'MiB' },
    ]
    const user = await login(sandbox, 'usuario@demo.grantsdesk.es')
    const admin = await login(sandbox, 'admin@demo.grantsdesk.es')
    const userAuth = `Token ${user.token}`
    const adminAuth = `ExpertToken ${admin.ExpertToken ?? ''}`

    const beneficiaries = sandbox.state.concessions.beneficiaries()
    const [heavy] = beneficiaries
    const nifs = beneficiaries.slice(0, 5_000).map((b) => b.nif)
    const heavyPages = Math.ceil((heavy?.count ?? 10) / 10)
    const grants = sandbox.state.grants
      .map((grant) => ({ grant, rows: sandbox.state.concessions.ofGrant(grant).length }))
      .filter(({ rows }) => rows > 0)
    const clientPages = 40

    figures.push(
      ...(await latency(sandbox, 'Concesiones por NIF (página 1, 5.000 NIF)', userAuth, (i) =>
        query('/api/v2/funds/concessions/beneficiaries-by-cif/', {
          requestData: JSON.stringify({ nif: nifs[i % nifs.length] }),
        }),
      )),
      ...(await latency(
        sandbox,
        `Concesiones por NIF, beneficiario de ${heavy?.count ?? 0} filas (todas las páginas)`,
        userAuth,
        (i) =>
          query('/api/v2/funds/concessions/beneficiaries-by-cif/', {
            requestData: JSON.stringify({ nif: heavy?.nif }),
            page: 1 + (i % heavyPages),
          }),
      )),
      ...(await latency(
        sandbox,
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
      ...(await latency(sandbox, 'Clientes, administradora (10 por página)', adminAuth, (i) =>
        query('/api/v2/clients/', { page: 1 + (i % clientPages) }),
      )),
      ...(await latency(sandbox, 'Clientes con filtros y orden -updated_at', adminAuth, (i) =>
        query('/api/v2/clients/', {
          page: 1 + (i % 5),
          isActive: 1,
          filters: JSON.stringify({ order: '-updated_at', province_id__in: [28, 8, 46] }),
        }),
      )),
      // A new search every time: no cached view helps, each answer scans all 20,000 clients.
      ...(await latency(
        sandbox,
        'Clientes, búsqueda nueva en cada petición (sin caché)',
        adminAuth,
        (i) =>
          query('/api/v2/clients/', {
            filters: JSON.stringify({ general_text: SEARCHES[i % SEARCHES.length] }),
          }),
      )),
    )
    return figures
  } finally {
    agent.destroy()
    await sandbox.close()
  }
}
