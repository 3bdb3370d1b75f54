import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { type ClientPage, CLIENT_SORT_FIELDS } from '../../src/shared/clients'
import { createLogger, Redactor } from '../../src/main/log/logger'
import { type AppServices, createAppServices } from '../../src/main/services/app-services'
import { MemorySecretStore } from '../../src/main/session/secret-store'
import { createSandbox, type Sandbox } from '../../src/sandbox/server'
import { type Figure, quantile, round } from './figures'
import { PAGE_CONCURRENCY } from '../../src/main/api/limits'

export const name = 'Clientes: sincronización y consulta local'

// 72 % of the seeded clients are on platform 1, whose admin sees them all: about 10,000.
const CLIENTS = 13_900
const LATENCY_MS = 25
const ADMIN = 'admin@demo.grantsdesk.es'

async function app(
  sandbox: Sandbox,
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
    startSandbox: () => Promise.resolve({ ...sandbox, close: () => Promise.resolve() }),
    runtime: {
      name: 'Grants Desk',
      version: 'bench',
      platform: process.platform,
      runtime: 'web',
      electronVersion: null,
    },
    syncConcurrency,
  })
  // Signing in starts the first sync into the empty replica: every row is written.
  const started = performance.now()
  const login = await services.dispatch('session.login', { email: ADMIN, password: 'demo1234' })
  if (!login.ok) throw new Error(login.error.message)
  await services.idle()
  return { services, dir, firstSyncMs: performance.now() - started }
}

async function timedSync(services: AppServices): Promise<{ ms: number; count: number }> {
  const started = performance.now()
  const result = await services.dispatch('clients.sync', undefined)
  const ms = performance.now() - started
  if (!result.ok) throw new Error(result.error.message)
  return { ms, count: (result.value as { count: number }).count }
}

function words(page: ClientPage): string[] {
  const all = page.rows.flatMap((row) => row.businessName.split(/\s+/)).filter((w) => w.length >= 4)
  return [...new Set(all.map((w) => w.slice(0, 4).toLowerCase()))]
}

export async function run(): Promise<Figure[]> {
  const sandbox = await createSandbox({ clients: CLIENTS, latencyMs: LATENCY_MS })
  try {
    const parallel = await app(sandbox, PAGE_CONCURRENCY)
    const sequential = await app(sandbox, 1)
    const fast = await timedSync(parallel.services)
    const slow = await timedSync(sequential.services)

    // Local queries: search text + filters + sort over the replica, as the list screen asks.
    const everything = await parallel.services.dispatch('clients.query', {})
    if (!everything.ok) throw new Error(everything.error.message)
    const page = everything.value as ClientPage
    const vocabulary = words(page)
    const provinces = [
      ...new Set(page.rows.map((r) => r.province).filter((p): p is number => p !== null)),
    ]
    const samples: number[] = []
    let returned = 0
    for (let i = 0; i < 400; i++) {
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
      const result = await parallel.services.dispatch('clients.query', query)
      samples.push(performance.now() - started)
      if (result.ok) returned += (result.value as ClientPage).rows.length
    }
    const whole: number[] = []
    for (let i = 0; i < 30; i++) {
      const started = performance.now()
      await parallel.services.dispatch('clients.query', {
        sort: { field: 'business_name', direction: 'asc' },
      })
      whole.push(performance.now() - started)
    }

    for (const target of [parallel, sequential]) {
      await target.services.close()
      rmSync(target.dir, { recursive: true, force: true })
    }
    return [
      {
        metric: `Clientes sincronizados (admin, ${LATENCY_MS} ms por petición)`,
        value: fast.count,
        unit: 'clientes',
      },
      {
        metric: `Primera sincronización (réplica vacía, incl. inicio de sesión), ${PAGE_CONCURRENCY} páginas a la vez`,
        value: round(parallel.firstSyncMs / 1000, 2),
        unit: 's',
        target: '< 3 s',
      },
      {
        metric: 'Primera sincronización, de página en página',
        value: round(sequential.firstSyncMs / 1000, 2),
        unit: 's',
      },
      {
        metric: `Aceleración en la primera (una a una / ${PAGE_CONCURRENCY} a la vez)`,
        value: round(sequential.firstSyncMs / parallel.firstSyncMs, 2),
        unit: '×',
      },
      {
        metric: `Sincronización completa de nuevo, ${PAGE_CONCURRENCY} páginas a la vez`,
        value: round(fast.ms / 1000, 2),
        unit: 's',
        target: '< 3 s',
      },
      {
        metric: 'Sincronización completa de nuevo, de página en página',
        value: round(slow.ms / 1000, 2),
        unit: 's',
      },
      {
        metric: `Aceleración (una a una / ${PAGE_CONCURRENCY} a la vez)`,
        value: round(slow.ms / fast.ms, 2),
        unit: '×',
      },
      {
        metric: 'Consulta local (texto + filtros + orden), p50',
        value: round(quantile(samples, 0.5)),
        unit: 'ms',
      },
      {
        metric: 'Consulta local (texto + filtros + orden), p95',
        value: round(quantile(samples, 0.95)),
        unit: 'ms',
        target: '< 20 ms',
      },
      { metric: 'Consulta local, máximo', value: round(Math.max(...samples)), unit: 'ms' },
      {
        metric: 'Filas devueltas por consulta (media)',
        value: Math.round(returned / samples.length),
        unit: 'filas',
      },
      {
        metric: `Lista completa (${page.total} filas, sin filtros), p95`,
        value: round(quantile(whole, 0.95)),
        unit: 'ms',
      },
    ]
  } finally {
    await sandbox.close()
  }
}
