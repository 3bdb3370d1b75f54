import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { type Credentials } from '../../src/main/api/http'
import { createApiClient } from '../../src/main/api/operations'
import { PAGE_CONCURRENCY } from '../../src/main/api/answer-limits'
import { requestsForAll, walkPages } from '../../src/main/api/page-walker'
import {
  columnsOf,
  concessionsByGrantDataset,
  type ExportFormat,
  writeExport,
} from '../../src/main/export/export-parts'
import { createLogger, Redactor } from '../../src/main/log/logger'
import { startDemoServiceProcess } from './demo-service-process'
import { atLeast, atMost, below, type Figure, quantile, round } from './figures'

export const name =
  'Exportación: concesiones de una convocatoria (115.000 filas) a CSV y XLSX, sin latencia y a 25 ms'

const LATENCY_MS = 25
/** The CPU-bound figure: no latency, so the time is the exporting process's own work. */
const CPU_BOUND_RUNS = 3
const CONCESSIONS = 200_000
const TODAY = '2026-05-14'
const SLUG = 'kit-digital-2026'
// With this weight Kit Digital gets about 115,000 of the 200,000 concessions.
const WEIGHT = 350
const PAGE_SIZE = 100 // the demo service's maximum outside clients/
const SAMPLE_MS = 20
const MB = 2 ** 20

// A full collection before and after each export: what the heap still holds afterwards is retained.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const heapUsed = () => {
  collectGarbage()
  return process.memoryUsage().heapUsed
}

interface Run {
  ms: number
  /** CPU time of this process (user + system) during the export. */
  cpuMs: number
  rows: number
  bytes: number
  baselineMb: number
  peakMb: number
  /** Peak in the first half of the pages, and in the second: flat memory keeps them close. */
  firstHalfPeakMb: number
  secondHalfPeakMb: number
  /** Heap still in use after a full collection, minus before the export. */
  retainedMb: number
}

/** Samples the resident set every 20 ms while `work` runs; reports the baseline and the peaks. */
async function measured(
  work: (onProgress: (progress: { done: number; total: number }) => void) => Promise<{
    rows: number
    bytes: number
  }>,
): Promise<Run> {
  const heapBefore = heapUsed()
  const baseline = process.memoryUsage().rss
  const peaks = [baseline, baseline]
  let half = 0
  const sample = () => {
    peaks[half] = Math.max(peaks[half] ?? 0, process.memoryUsage().rss)
  }
  const timer = setInterval(sample, SAMPLE_MS)
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  try {
    const { rows, bytes } = await work(({ done, total }) => {
      if (half === 0 && done * 2 >= total) {
        sample()
        half = 1
      }
    })
    const ms = performance.now() - started
    const cpu = process.cpuUsage(cpuBefore)
    sample()
    const [first = baseline, second = baseline] = peaks
    const retainedMb = (heapUsed() - heapBefore) / MB
    return {
      retainedMb,
      ms,
      cpuMs: (cpu.user + cpu.system) / 1000,
      rows,
      bytes,
      baselineMb: baseline / MB,
      peakMb: Math.max(first, second) / MB,
      firstHalfPeakMb: first / MB,
      secondHalfPeakMb: second / MB,
    }
  } finally {
    clearInterval(timer)
  }
}

const seconds = (run: Run) => round(run.ms / 1000, 2)
const median = (runs: readonly Run[], of: (run: Run) => number) => quantile(runs.map(of), 0.5)
const rowsPerSecond = (run: Run) => Math.round(run.rows / (run.ms / 1000))

/** `retained`: the run whose retained heap is reported (`run` itself unless said). */
function memory(label: string, run: Run, retained: Run = run): Figure[] {
  return [
    { metric: `${label}: RSS al empezar`, value: round(run.baselineMb, 1), unit: 'MiB' },
    { metric: `${label}: RSS máximo`, value: round(run.peakMb, 1), unit: 'MiB' },
    {
      metric: `${label}: crecimiento del RSS`,
      value: round(run.peakMb - run.baselineMb, 1),
      unit: 'MiB',
      ...below(100, 'MiB'),
    },
    {
      metric: `${label}: RSS máximo, 2.ª mitad de las páginas menos 1.ª`,
      value: round(run.secondHalfPeakMb - run.firstHalfPeakMb, 1),
      unit: 'MiB',
    },
    {
      metric: `${label}: heap retenido tras la exportación (tras GC)`,
      value: round(retained.retainedMb, 1),
      unit: 'MiB',
      ...atMost(1, 'MiB', '≈ 0 (≤ 1 MiB)'),
    },
  ]
}

export async function run(): Promise<Figure[]> {
  const demoService = await startDemoServiceProcess({
    concessions: CONCESSIONS,
    grantWeights: { [SLUG]: WEIGHT },
    latencyMs: 0,
    today: TODAY,
  })
  const dir = mkdtempSync(join(tmpdir(), 'gd-bench-export-'))
  let credentials: Credentials | null = null
  const api = createApiClient({
    endpoints: () => Promise.resolve({ baseUrl: demoService.url, testBaseUrl: demoService.url }),
    credentials: () => credentials,
    prefixes: () => ({ user: 'Token', expert: 'ExpertToken' }),
    log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
  })
  try {
    const login = await api.login({ email: 'asesora@demo.grantsdesk.es', password: 'demo1234' })
    credentials = { token: login.token, expertToken: login.ExpertToken }
    const operation = () => api.concessionsByGrant({ fund_slug: SLUG }, PAGE_SIZE)
    const first = await operation().fetch(1)
    const columns = columnsOf('es', concessionsByGrantDataset)

    const exportAs = (format: ExportFormat, concurrency: number, file: string) =>
      measured((onProgress) =>
        writeExport({
          target: join(dir, file),
          format,
          sheets: [
            {
              name: concessionsByGrantDataset.name,
              columns,
              rows: walkPages(operation(), { concurrency, onProgress }),
            },
          ],
        }),
      )

    // The memory figures come first, from a heap no other export has grown.
    await demoService.setLatency(LATENCY_MS)
    const parallel = await exportAs('csv-excel', PAGE_CONCURRENCY, 'paralelo.csv')
    const sequential = await exportAs('csv-excel', 1, 'secuencial.csv')
    // exceljs loads with the first workbook (xlsx-writer.ts) and stays, as a library does: loaded
    // first, it is not counted as what the export grows or retains.
    await import('exceljs')
    const xlsx = await exportAs('xlsx', PAGE_CONCURRENCY, 'libro.xlsx')

    // CPU-bound, with the code warmed up by the exports above: the median of a few runs.
    await demoService.setLatency(0)
    const warm: Run[] = []
    for (let i = 1; i <= CPU_BOUND_RUNS; i++) {
      warm.push(await exportAs('csv-excel', PAGE_CONCURRENCY, `sin-latencia-${i}.csv`))
    }
    const xlsxCpuBound = await exportAs('xlsx', PAGE_CONCURRENCY, 'sin-latencia.xlsx')

    return [
      { metric: 'Filas exportadas', value: parallel.rows, unit: 'filas', ...atLeast(100_000) },
      {
        metric: `CSV, 0 ms de latencia, ${PAGE_CONCURRENCY} a la vez: filas por segundo (mediana de ${CPU_BOUND_RUNS})`,
        value: Math.round(median(warm, rowsPerSecond)),
        unit: 'filas/s',
        ...atLeast(50_000, 'filas/s'),
      },
      {
        metric: `CSV, 0 ms de latencia: filas por segundo, la más lenta de ${CPU_BOUND_RUNS}`,
        value: Math.min(...warm.map(rowsPerSecond)),
        unit: 'filas/s',
      },
      {
        metric: 'CSV, 0 ms de latencia: CPU de este proceso por exportación (mediana)',
        value: round(median(warm, (run) => run.cpuMs) / 1000, 2),
        unit: 's',
      },
      {
        metric: 'CSV, 0 ms de latencia: filas por segundo de CPU de este proceso (mediana)',
        value: Math.round(median(warm, (run) => run.rows / (run.cpuMs / 1000))),
        unit: 'filas/s',
      },
      {
        metric: 'XLSX, 0 ms de latencia: filas por segundo',
        value: rowsPerSecond(xlsxCpuBound),
        unit: 'filas/s',
      },
      { metric: 'Peticiones (páginas de 100)', value: requestsForAll(first), unit: 'peticiones' },
      { metric: 'Latencia simulada del servicio', value: LATENCY_MS, unit: 'ms' },
      {
        metric: `CSV, ${PAGE_CONCURRENCY} páginas a la vez: tiempo`,
        value: seconds(parallel),
        unit: 's',
      },
      { metric: 'CSV, 1 página a la vez: tiempo', value: seconds(sequential), unit: 's' },
      {
        metric: `Aceleración ${PAGE_CONCURRENCY} frente a 1`,
        value: round(sequential.ms / parallel.ms, 2),
        unit: '×',
        ...atLeast(3, '×'),
      },
      {
        metric: `CSV, ${PAGE_CONCURRENCY} a la vez: filas por segundo`,
        value: rowsPerSecond(parallel),
        unit: 'filas/s',
      },
      { metric: 'CSV: tamaño del archivo', value: round(parallel.bytes / MB, 1), unit: 'MiB' },
      ...memory(`CSV, ${PAGE_CONCURRENCY} a la vez`, parallel),
      ...memory('CSV, 1 a la vez', sequential),
      { metric: `XLSX, ${PAGE_CONCURRENCY} a la vez: tiempo`, value: seconds(xlsx), unit: 's' },
      {
        metric: `XLSX, ${PAGE_CONCURRENCY} a la vez: filas por segundo`,
        value: rowsPerSecond(xlsx),
        unit: 'filas/s',
      },
      { metric: 'XLSX: tamaño del archivo', value: round(xlsx.bytes / MB, 1), unit: 'MiB' },
      // The first workbook compiles the XLSX path's code, which the heap keeps (bytecode, feedback,
      // compiled code: ±1.5 MiB from run to run); what an XLSX export retains is the second's.
      ...memory(`XLSX, ${PAGE_CONCURRENCY} a la vez`, xlsx, xlsxCpuBound),
    ]
  } finally {
    rmSync(dir, { recursive: true, force: true })
    await demoService.stop()
  }
}
