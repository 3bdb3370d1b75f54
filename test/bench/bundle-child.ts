import { join, resolve } from 'node:path'
import { build } from 'esbuild'

const ROOT = resolve(__dirname, '../..')
const OUT = join(ROOT, 'out', 'bench')

/**
 * Bundles a benchmark's child process (and the worker threads it starts, when named) into
 * out/bench as the main process is built, to be run by plain Node: run from source, tsx compiles
 * every module the process loads and hooks every one its worker threads load, which a user's
 * process never does. `entries` maps each output name to its source, from the root. Returns the
 * path of the first.
 */
export async function bundleChild(entries: Record<string, string>): Promise<string> {
  const names = Object.keys(entries)
  if (names.length === 0) throw new Error('Nada que compilar')
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, source]) => [name, join(ROOT, source)]),
    ),
    outdir: OUT,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    packages: 'external',
    tsconfig: join(ROOT, 'tsconfig.node.json'),
    logLevel: 'warning',
  })
  return join(OUT, `${names[0]}.js`)
}
