import { join, resolve } from 'node:path'
import { buildFreshness } from '../../scripts/build-freshness.mjs'

const ROOT = resolve(__dirname, '../..')

/**
 * The path of a file `npm run build` writes (`out/main/cli.js`…), for tests that run what ships.
 * Throws, saying what to do, when there is no build or it is older than the sources: `npm test`
 * builds first when needed, and no test builds the app itself.
 */
export function builtOutput(path: string): string {
  const { fresh, reason } = buildFreshness(ROOT)
  if (!fresh)
    throw new Error(`${reason}: ejecute «npm run build» (npm test compila cuando hace falta).`)
  return join(ROOT, path)
}
