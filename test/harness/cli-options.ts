import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type Dialect, DIALECTS, isDialect } from '../../src/demo-service/dialect'

export const USAGE =
  'Uso: npm run dev:web -- [--port N] [--user-data CARPETA] [--quiet] [--downloads CARPETA] [--dialect interface|vendor]'

interface HarnessStart {
  kind: 'start'
  port: number
  /** The folder given with --user-data, if any. */
  userData: string | undefined
  quiet: boolean
  downloads: string | undefined
  /** Which reading of the service the demo service speaks (SC-DIALECT-1). */
  dialect: Dialect
}

export type HarnessCommand = HarnessStart | { kind: 'help' } | { kind: 'usage'; message: string }

/** `npm run dev:web`'s command line. */
export function parseHarnessArgs(argv: readonly string[]): HarnessCommand {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        'user-data': { type: 'string' },
        quiet: { type: 'boolean' },
        downloads: { type: 'string' },
        dialect: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    return { kind: 'usage', message: error instanceof Error ? error.message : String(error) }
  }
  if (values.help) return { kind: 'help' }
  const port = values.port === undefined ? 5174 : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return { kind: 'usage', message: 'El puerto debe ser un número entre 0 y 65535.' }
  const dialect = values.dialect ?? 'interface'
  if (!isDialect(dialect))
    return { kind: 'usage', message: `El dialecto debe ser uno de: ${DIALECTS.join(', ')}.` }
  return {
    kind: 'start',
    port,
    userData: values['user-data'],
    quiet: values.quiet ?? false,
    downloads: values.downloads,
    dialect,
  }
}

/**
 * The folder given, created if need be; otherwise a new private one (0700: the cache holds an
 * account's data), since a shared, predictable /tmp path could be read, or prepared in advance, by
 * another local user.
 */
export function userDataFolder(given: string | undefined): { dir: string; own: boolean } {
  if (given !== undefined) {
    mkdirSync(given, { recursive: true })
    return { dir: given, own: false }
  }
  const dir = mkdtempSync(join(tmpdir(), 'grants-desk-web-'))
  chmodSync(dir, 0o700)
  return { dir, own: true }
}
