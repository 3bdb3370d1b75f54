import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PAGE_CONCURRENCY } from '../../src/main/api/answer-limits'
import { busyCore } from './busy-core'
import { adminTokens, PAGE_SIZE, warmAdminPages } from './demo-admin'
import { type DemoServiceProcess, startDemoServiceProcess } from './demo-service-process'
import { atLeast, atMost, type Figure, round } from './figures'

export const name =
  'La línea de órdenes exporta todos los clientes: el proceso entero, arranque incluido, frente a su suelo'

const ROOT = resolve(__dirname, '../..')
const LATENCY_MS = 100
/** The administrator sees some 72 % of them: 16,697 clients, 84 pages of 200. */
const SEEDED = 23_300

interface Export {
  seconds: number
  rows: number
}

/** `grants-desk clients list --all --format csv --out …` as a user runs it, from spawn to exit. */
async function exportWithCli(demo: DemoServiceProcess): Promise<Export> {
  const { token, ExpertToken } = await adminTokens(demo)
  const home = mkdtempSync(join(tmpdir(), 'gd-bench-cli-'))
  try {
    const args = ['clients', 'list', '--all', '--format', 'csv', '--out', join(home, 'c.csv')]
    const started = performance.now()
    const child = spawn(
      process.execPath,
      [join(ROOT, 'bin/grants-desk.cjs'), ...args, '--base-url', demo.url],
      {
        env: {
          ...process.env,
          GRANTS_TOKEN: token,
          GRANTS_EXPERT_TOKEN: ExpertToken,
          GRANTS_DESK_HOME: home,
        },
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    )
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    const [code] = (await once(child, 'exit')) as [number | null]
    const seconds = (performance.now() - started) / 1000
    if (code !== 0) throw new Error(`grants-desk terminó con el código ${code ?? 'desconocido'}`)
    return { seconds, rows: (JSON.parse(stdout) as { rows: number }).rows }
  } finally {
    rmSync(home, { recursive: true, force: true })
  }
}

function figures(label: string, run: Export, clients: number): Figure[] {
  const pages = Math.ceil(clients / PAGE_SIZE)
  const floor = (Math.ceil(pages / PAGE_CONCURRENCY) * LATENCY_MS) / 1000
  const sequential = (pages * LATENCY_MS) / 1000
  if (run.rows !== clients) throw new Error(`Se exportaron ${run.rows} de ${clients} clientes`)
  return [
    { metric: `${label}: tiempo de principio a fin`, value: round(run.seconds, 2), unit: 's' },
    {
      metric: `${label}: frente al suelo, ceil(${pages} páginas / ${PAGE_CONCURRENCY}) × ${LATENCY_MS} ms = ${floor} s`,
      value: round(run.seconds / floor, 2),
      unit: '×',
      ...atMost(1.3, '×'),
    },
    {
      metric: `${label}: aceleración frente a un exportador secuencial, que tardaría al menos ${pages} × ${LATENCY_MS} ms = ${sequential} s`,
      value: round(sequential / run.seconds, 2),
      unit: '×',
      ...atLeast(3, '×'),
    },
  ]
}

export async function run(): Promise<Figure[]> {
  const demo = await startDemoServiceProcess({ clients: SEEDED, latencyMs: 0 })
  try {
    const clients = await warmAdminPages(demo)
    await demo.setLatency(LATENCY_MS)
    const result: Figure[] = [
      { metric: 'Clientes del administrador', value: clients, unit: 'clientes' },
      ...figures('Equipo libre', await exportWithCli(demo), clients),
    ]
    const burner = busyCore()
    try {
      result.push(...figures('Un núcleo ocupado', await exportWithCli(demo), clients))
    } finally {
      await burner.stop()
    }
    return result
  } finally {
    await demo.stop()
  }
}
