import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startHarness } from './server'

const USAGE =
  'Uso: npm run dev:web -- [--port N] [--user-data CARPETA] [--quiet] [--test-control] [--downloads CARPETA]'

async function main(): Promise<void> {
  let values: {
    port?: string
    'user-data'?: string
    quiet?: boolean
    'test-control'?: boolean
    downloads?: string
    help?: boolean
  }
  try {
    ;({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        'user-data': { type: 'string' },
        quiet: { type: 'boolean' },
        'test-control': { type: 'boolean' },
        downloads: { type: 'string' },
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
    testControl: values['test-control'] ?? false,
    ...(values.downloads ? { downloadsDir: values.downloads } : {}),
  })
  process.stdout.write(`Grants Desk (web) at ${harness.url}\n`)
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
