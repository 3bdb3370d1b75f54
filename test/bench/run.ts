import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ensureBuild } from '../../scripts/build-freshness.mjs'
import { type Bench, type Figure, meets } from './figures'

/** `tsx --tsconfig tsconfig.node.json test/bench/run.ts [filter]`: runs the benches, prints and saves. */

const ROOT = resolve(__dirname, '../..')
const OUT = join(ROOT, 'bench-results')

interface Result {
  bench: string
  file: string
  figures: Figure[]
}

/** ✓ or ✗ for a figure the run checks (see Limit), nothing for the others. */
const verdict = (figure: Figure) => (figure.limit ? (meets(figure) ? '✓' : '✗') : '')

function table(result: Result): string {
  const rows = result.figures.map(
    (f) => `| ${f.metric} | ${f.value} | ${f.unit} | ${f.target ?? ''} | ${verdict(f)} |`,
  )
  return [
    `### ${result.bench}`,
    '',
    '| Métrica | Valor | Unidad | Objetivo | |',
    '|---|---:|---|---|---|',
    ...rows,
    '',
  ].join('\n')
}

function isBench(module: unknown): module is Bench {
  const candidate = module as Partial<Bench> | null
  return typeof candidate?.name === 'string' && typeof candidate.run === 'function'
}

function main(filter: string | undefined): void {
  const files = readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => filter === undefined || file.includes(filter))
    .sort()
  if (files.length === 0) {
    process.stderr.write(`Ningún benchmark coincide con «${filter ?? ''}».\n`)
    process.exitCode = 2
    return
  }
  // The benchmarks measure what ships: out/, built from the current sources.
  if (ensureBuild(ROOT, (line) => process.stderr.write(`${line}\n`)) !== 0) {
    process.stderr.write('La compilación falló: no se midió nada.\n')
    process.exitCode = 1
    return
  }
  const results: Result[] = []
  for (const file of files) {
    const result = runIsolated(file)
    results.push(result)
    process.stdout.write(`${table(result)}\n`)
  }
  mkdirSync(OUT, { recursive: true })
  const generatedAt = new Date().toISOString()
  writeFileSync(
    join(OUT, 'results.json'),
    `${JSON.stringify({ generatedAt, node: process.version, results }, null, 2)}\n`,
  )
  writeFileSync(
    join(OUT, 'results.md'),
    [`# Benchmarks`, '', `${generatedAt}, Node ${process.version}`, '', ...results.map(table)].join(
      '\n',
    ),
  )
  process.stderr.write(`Resultados en ${join('bench-results', 'results.{json,md}')}\n`)
  // A figure outside its limit fails the run (never the tests): each is named.
  const missed = results.flatMap(({ bench, figures }) =>
    figures
      .filter((figure) => !meets(figure))
      .map((f) => `${bench}: ${f.metric} = ${f.value} ${f.unit} (objetivo ${f.target ?? ''})`),
  )
  if (missed.length === 0) return
  process.stderr.write(
    `Fuera de su objetivo (${missed.length}):\n${missed.map((m) => `  ${m}\n`).join('')}`,
  )
  process.exitCode = 1
}

const ONE = '--one'
const RESULT_MARK = 'BENCH-RESULT '

/**
 * Each benchmark runs in its own process, so memory figures start from a clean heap rather than
 * from whatever the previous benchmark left behind.
 */
function runIsolated(file: string): Result {
  const child = spawnSync(
    process.execPath,
    [require.resolve('tsx/cli'), '--tsconfig', 'tsconfig.node.json', __filename, ONE, file],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  const line = child.stdout.split('\n').find((l) => l.startsWith(RESULT_MARK))
  if (child.status !== 0 || !line)
    throw new Error(`${file} terminó con el código ${child.status ?? 'desconocido'}`)
  return JSON.parse(line.slice(RESULT_MARK.length)) as Result
}

async function runOne(file: string): Promise<void> {
  const module: unknown = await import(join(__dirname, file))
  if (!isBench(module)) throw new Error(`${file} no exporta name y run()`)
  process.stderr.write(`Ejecutando ${module.name}…\n`)
  const result: Result = { bench: module.name, file, figures: await module.run() }
  process.stdout.write(`${RESULT_MARK}${JSON.stringify(result)}\n`)
}

const [first, second] = process.argv.slice(2)
const job = first === ONE && second ? runOne(second) : Promise.resolve().then(() => main(first))
job.catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exitCode = 1
})
