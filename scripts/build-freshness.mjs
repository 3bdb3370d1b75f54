// Whether out/ holds a build of the current sources: `npm test`, the end-to-end suite and the
// benchmarks run what is built, so they build only when a source changed after the build.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** What the build reads. */
const SOURCES = ['src', 'electron.vite.config.ts', 'package.json', 'package-lock.json']
/** What it writes last for each process: a build lacking any of them is no build. */
const OUTPUTS = [
  'out/main/index.js',
  'out/main/cli.js',
  'out/preload/index.js',
  'out/renderer/index.html',
]

/** Tests beside the code are not read by the build. */
const NOT_BUILT = /\.test\.ts$/

/** The newest change to a file the build reads under `path` (0 when there is none). */
function newestChange(path) {
  const stats = statSync(path)
  if (!stats.isDirectory()) return NOT_BUILT.test(path) ? 0 : stats.mtimeMs
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    0,
  )
}

/**
 * `{ fresh, reason }`: fresh when every output exists and none is older than the newest source;
 * otherwise `reason` says, in Spanish, why a build is needed.
 */
export function buildFreshness(root) {
  const missing = OUTPUTS.filter((output) => !existsSync(join(root, output)))
  if (missing.length > 0)
    return { fresh: false, reason: `no hay compilación (falta ${missing[0]})` }
  const builtAt = Math.min(...OUTPUTS.map((output) => statSync(join(root, output)).mtimeMs))
  const changedAt = Math.max(
    ...SOURCES.filter((source) => existsSync(join(root, source))).map((source) =>
      newestChange(join(root, source)),
    ),
  )
  return changedAt > builtAt
    ? { fresh: false, reason: 'out/ es anterior a los cambios de src/' }
    : { fresh: true, reason: 'out/ es posterior a todas las fuentes' }
}

/**
 * Builds (`electron-vite build`) unless out/ is fresh, saying which and why. Returns the build's
 * exit code, 0 when none was needed.
 */
export function ensureBuild(root, write = (line) => process.stdout.write(`${line}\n`)) {
  const { fresh, reason } = buildFreshness(root)
  if (fresh) {
    write(`Sin compilar: ${reason}.`)
    return 0
  }
  write(`Compilando: ${reason}.`)
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  )
  return built.status ?? 1
}
