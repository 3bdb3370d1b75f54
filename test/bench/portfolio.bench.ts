import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { type OpportunitiesRun, type PortfolioPlan } from '../../src/shared/portfolio/portfolio'
import { createLogger, Redactor } from '../../src/main/log/logger'
import { createAppServices } from '../../src/main/composition/app-services'
import { MemorySecretStore } from '../../src/main/session/secret-store'
import { createDemoService } from '../../src/demo-service/server'
import { atMost, type Figure, round } from './figures'

export const name = 'Cartera: oportunidades de 10.000 clientes'

// 72 % of the seeded clients are on platform 1, whose admin sees them all: about 10,000.
const CLIENTS = 13_900
const LATENCY_MS = 25
const CONCURRENCY = 4
const ADMIN = 'admin@demo.grantsdesk.es'

/** A profile of its own for the n-th client: 52 provinces × 8 applicant types × 34 actions. */
function distinctProfile(n: number) {
  return {
    province: [1 + (n % 52)],
    applicant_types: [1 + (Math.floor(n / 52) % 8)],
    action_items: [1 + (Math.floor(n / 416) % 34)],
  }
}

export async function run(): Promise<Figure[]> {
  const demoService = await createDemoService({ clients: CLIENTS, latencyMs: LATENCY_MS })
  const dir = mkdtempSync(join(tmpdir(), 'gd-bench-portfolio-'))
  const redactor = new Redactor()
  try {
    demoService.state.clients
      .sorted({ field: 'id', descending: false })
      .forEach((record, n) => demoService.state.updateClient(record.client.id, distinctProfile(n)))
    const services = await createAppServices({
      userDataDir: dir,
      emit: () => undefined,
      log: createLogger({ redactor, sink: () => undefined }),
      redactor,
      secrets: { store: new MemorySecretStore(), keychainAvailable: false, reason: 'bench' },
      startDemoService: () => Promise.resolve({ ...demoService, close: () => Promise.resolve() }),
      runtime: {
        name: 'Grants Desk',
        version: 'bench',
        platform: process.platform,
        runtime: 'web',
        electronVersion: null,
      },
    })
    try {
      const login = await services.dispatch('session.login', { email: ADMIN, password: 'demo1234' })
      if (!login.ok) throw new Error(login.error.message)
      await services.idle()
      const planned = await services.dispatch('portfolio.plan', { kind: 'opportunities' })
      if (!planned.ok) throw new Error(planned.error.message)
      const plan = planned.value as PortfolioPlan
      const started = performance.now()
      const result = await services.dispatch('portfolio.run', {
        kind: 'opportunities',
        confirmedRequests: plan.requests,
      })
      const ms = performance.now() - started
      if (!result.ok) throw new Error(result.error.message)
      const view = result.value as OpportunitiesRun
      const floor = Math.ceil(view.requests / CONCURRENCY) * LATENCY_MS
      return [
        { metric: 'Clientes en la cartera (admin)', value: view.clients, unit: 'clientes' },
        {
          metric: 'Perfiles distintos (peticiones previstas)',
          value: plan.requests,
          unit: 'peticiones',
        },
        { metric: 'Peticiones hechas', value: view.requests, unit: 'peticiones' },
        {
          metric: 'Peticiones por cliente',
          value: round(view.requests / Math.max(1, view.clients), 3),
          unit: 'peticiones/cliente',
          target: '≤ 1 + páginas extra',
        },
        {
          metric: 'Oportunidades (cliente × convocatoria)',
          value: view.rows.length,
          unit: 'filas',
        },
        {
          metric: `Duración de la consulta (${LATENCY_MS} ms por petición)`,
          value: round(ms / 1000, 2),
          unit: 's',
        },
        {
          metric: `Suelo de latencia ceil(peticiones / ${CONCURRENCY}) × ${LATENCY_MS} ms`,
          value: round(floor / 1000, 2),
          unit: 's',
        },
        { metric: 'Duración / suelo', value: round(ms / floor, 3), unit: '×', ...atMost(1.3, '×') },
      ]
    } finally {
      await services.close()
    }
  } finally {
    await demoService.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
