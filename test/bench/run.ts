import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Bench, type Figure } from './figures'

/** `tsx --tsconfig tsconfig.node.json test/bench/run.ts [filter]`: runs the benches, prints and saves. */

const ROOT = resolve(__dirname, '../..')
const OUT = join(ROOT, 'bench-results')

interface Result {
  bench: string
  file: string
  figures: Figure[]
}

function table(result: Result): string {
  const rows = result.figures.map(
    (f) => `| ${f.metric} | ${f.value} | ${f.unit} | ${f.target ?? ''} |`,
  )
  return [
    `### ${result.bench}`,
    '',
    '| Métrica | Valor | Unidad | Objetivo |',
    '|---|---:|---|---|',
    ...rows,
    '',
  ].join('\n')
}

function isBench(module: unknown): module is Bench {
  const candidate = module as Partial<Bench> | null
  return typeof candidate?.name === 'string' && typeof candidate.run === 'function'
}

async function main(filter: string | undefined): Promise<void> {
  const files = readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => filter === undefined || file.includes(filter))
    .sort()
  if (files.length === 0) {
    process.stderr.write(`Ningún benchmark coincide con «${filter ?? ''}».\n`)
    process.exitCode = 2
    return
  }
  const results: Result[] = []
  for (const file of files) {
    const module: unknown = await import(join(__dirname, file))
    if (!isBench(module)) throw new Error(`${file} no exporta name y run()`)
    process.stderr.write(`Ejecutando ${module.name}…\n`)
    const result = { bench: module.name, file, figures: await module.run() }
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
}

main(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exitCode = 1
})
