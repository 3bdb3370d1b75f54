import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { DIALECTS, isDialect } from '../../src/sandbox/dialect'
import { devRenderer } from './dev-renderer'
import { startHarness } from './server'

const USAGE =
  'Uso: npm run dev:web -- [--port N] [--user-data CARPETA] [--quiet] [--downloads CARPETA] [--dialect interface|vendor]'

async function main(): Promise<void> {
  let values: {
    port?: string
    'user-data'?: string
    quiet?: boolean
    downloads?: string
    dialect?: string
    help?: boolean
  }
  try {
    ;({ values } = parseArgs({
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
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`)
    process.exit(2)
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const port = values.port === undefined ? 5174 : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`El puerto debe ser un número entre 0 y 65535.\n${USAGE}\n`)
    process.exit(2)
  }
  // Which reading of the service the demo sandbox speaks (SC-DIALECT-1): ours by default, or the vendor's.
  const dialect = values.dialect ?? 'interface'
  if (!isDialect(dialect)) {
    process.stderr.write(`El dialecto debe ser uno de: ${DIALECTS.join(', ')}.\n${USAGE}\n`)
    process.exit(2)
  }
  // By default a new private folder per run (0700: the cache holds an account's data): a shared,
  // predictable /tmp path could be read, or prepared in advance, by another local user.
  const own = values['user-data'] === undefined
  const userDataDir = values['user-data'] ?? mkdtempSync(join(tmpdir(), 'grants-desk-web-'))
  if (own) chmodSync(userDataDir, 0o700)
  else mkdirSync(userDataDir, { recursive: true })

  const harness = await startHarness({
    port,
    userDataDir,
    quiet: values.quiet ?? false,
    renderer: devRenderer,
    ...(values.downloads ? { downloadsDir: values.downloads } : {}),
    sandbox: { dialect },
  })
  process.stdout.write(`Grants Desk (web) at ${harness.url}\n`)
  if (dialect !== 'interface')
    process.stdout.write(`Servicio de demostración con el dialecto «${dialect}»\n`)
  process.stdout.write(
    own
      ? `Datos de esta sesión en ${userDataDir} (carpeta nueva y privada; use --user-data CARPETA para reutilizar una)\n`
      : `Datos en ${userDataDir}\n`,
  )

  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    void harness.close().finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  process.stderr.write(
    `No se pudo arrancar el arnés web: ${error instanceof Error ? error.message : String(error)}\n`,
  )
  process.exit(1)
})
