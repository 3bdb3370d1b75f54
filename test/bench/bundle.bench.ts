import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { below, type Figure, quantile, round } from './figures'

export const name = 'Peso del renderer: lo que se carga al arrancar y los trozos diferidos'

const ROOT = resolve(__dirname, '../..')
const OUT = join(ROOT, 'out')
const RENDERER = join(OUT, 'renderer')
const INDEX = join(RENDERER, 'index.html')
const TARGET_KIB = 250
const LARGEST_LAZY = 5
const KIB = 1024
/** How many times the command line is started to take its median. */
const CLI_STARTS = 9

interface Size {
  raw: number
  gzip: number
}

function sizeOf(file: string): Size {
  const bytes = readFileSync(file)
  return { raw: bytes.length, gzip: gzipSync(bytes).length }
}

const sum = (sizes: readonly Size[]): Size => ({
  raw: sizes.reduce((total, size) => total + size.raw, 0),
  gzip: sizes.reduce((total, size) => total + size.gzip, 0),
})

const kib = (bytes: number) => round(bytes / KIB, 1)

/** The entry script and the modulepreload links of the built index.html, as paths under out/renderer. */
function startScripts(html: string): string[] {
  const entry = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)]
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)]
  return [...entry, ...preloads].map((match) => join(RENDERER, match[1] ?? ''))
}

/** The files of out/main that loading `entry` requires at once (top-level `require("./…")`). */
function mainStart(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const match of code.matchAll(/^(?:const|let|var)\s+\w+\s*=\s*require\("(\.[^"]+)"\)/gm)) {
      visit(resolve(dirname(file), match[1] ?? ''))
    }
  }
  visit(join(OUT, 'main', entry))
  return [...seen]
}

/** The packages (not files of out/main, nor Node's or Electron's) `files` require at their top. */
function packagesRequired(files: readonly string[]): string[] {
  const packages = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^(?:const|let|var)\s.*require\("([^".][^"]*)"\)/gm)]
      .map((match) => match[1] ?? '')
      .filter((name) => !name.startsWith('node:') && name !== 'electron'),
  )
  return [...new Set(packages)].sort()
}

/** `grants-desk --help` from its start to its end, the median of CLI_STARTS, in ms. */
function cliStart(): number {
  const times = Array.from({ length: CLI_STARTS }, () => {
    const started = performance.now()
    const ended = spawnSync(process.execPath, [join(ROOT, 'bin/grants-desk.cjs'), '--help'], {
      stdio: 'ignore',
    })
    if (ended.status !== 0) throw new Error('grants-desk --help no terminó bien')
    return performance.now() - started
  })
  return round(quantile(times, 0.5), 0)
}

export function run(): Promise<Figure[]> {
  const html = readFileSync(INDEX, 'utf8')
  const start = startScripts(html)
  const atStart = sum(start.map(sizeOf))
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) =>
    sizeOf(join(RENDERER, match[1] ?? '')),
  )
  const assets = join(RENDERER, 'assets')
  const lazy = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(assets, file))
    .filter((file) => !start.includes(file))
    .map((file) => ({ file, ...sizeOf(file) }))
    .sort((a, b) => b.gzip - a.gzip)
  const main = mainStart('index.js')
  const mainAtStart = sum(main.map(sizeOf))
  const demoService = readdirSync(join(OUT, 'main/chunks'))
    .map((file) => join(OUT, 'main/chunks', file))
    .filter((file) => file.endsWith('.js') && !main.includes(file))
    .filter((file) => readFileSync(file, 'utf8').includes('// src/demo-service/server.ts'))

  const chunkName = (file: string) => relative(assets, file).replace(/-[\w-]{8}\.js$/, '')
  return Promise.resolve([
    {
      metric: 'Scripts al arrancar (entrada + modulepreload)',
      value: start.length,
      unit: 'archivos',
    },
    {
      metric: 'Entrada + precargas (gzip)',
      value: kib(atStart.gzip),
      unit: 'KiB',
      ...below(TARGET_KIB, 'KiB'),
    },
    { metric: 'Entrada + precargas (sin comprimir)', value: kib(atStart.raw), unit: 'KiB' },
    { metric: 'CSS al arrancar (gzip)', value: kib(sum(styles).gzip), unit: 'KiB' },
    { metric: 'Trozos diferidos', value: lazy.length, unit: 'archivos' },
    ...lazy.slice(0, LARGEST_LAZY).flatMap((chunk, index): Figure[] => [
      {
        metric: `Diferido n.º ${index + 1}: ${chunkName(chunk.file)} (gzip)`,
        value: kib(chunk.gzip),
        unit: 'KiB',
      },
      {
        metric: `Diferido n.º ${index + 1}: ${chunkName(chunk.file)} (sin comprimir)`,
        value: kib(chunk.raw),
        unit: 'KiB',
      },
    ]),
    {
      metric: 'Proceso principal al arrancar (index.js y lo que requiere)',
      value: kib(mainAtStart.raw),
      unit: 'KiB',
    },
    {
      metric: `Paquetes que requiere al arrancar (${packagesRequired(main).join(', ')})`,
      value: packagesRequired(main).length,
      unit: 'paquetes',
    },
    {
      metric: `Línea de órdenes: «grants-desk --help» de principio a fin (mediana de ${CLI_STARTS})`,
      value: cliStart(),
      unit: 'ms',
    },
    {
      metric: 'Servicio de demostración, solo en modo demostración (import() diferido)',
      value: kib(sum(demoService.map(sizeOf)).raw),
      unit: 'KiB',
    },
  ])
}
