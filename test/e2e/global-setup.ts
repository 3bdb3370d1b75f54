import { resolve } from 'node:path'
import { buildFreshness } from '../../scripts/build-freshness.mjs'

/** The browser suites run what `npm run build` wrote: a build older than the sources is refused. */
export default function globalSetup(): void {
  const { fresh, reason } = buildFreshness(resolve(__dirname, '../..'))
  if (!fresh)
    throw new Error(`${reason}: ejecute «npm run build» (npm test compila cuando hace falta).`)
}
