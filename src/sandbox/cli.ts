import { CliError, parseCliArgs, USAGE } from './cli-args'
import { type Dialect } from './dialect'
import { createSandbox } from './server'

const DIALECT_LABEL: Readonly<Record<Dialect, string>> = {
  interface: 'nuestra descripción del servicio',
  vendor: 'el servicio como lo documenta el proveedor',
}

/** `npm run sandbox -- [opciones]`: serves until SIGINT or SIGTERM. */
async function main(argv: readonly string[]): Promise<number> {
  let command
  try {
    command = parseCliArgs(argv)
  } catch (error) {
    if (!(error instanceof CliError)) throw error
    process.stderr.write(`${error.message}\n`)
    return 2
  }
  if (command.kind === 'help') {
    process.stdout.write(USAGE)
    return 0
  }

  const { options } = command
  const sandbox = await createSandbox(options)
  const port = new URL(sandbox.url).port
  const lines = [
    `Sandbox listening on http://${options.host}:${port}`,
    `Dialecto: ${sandbox.dialect} (${DIALECT_LABEL[sandbox.dialect]})`,
    'Cuentas de demostración:',
  ]
  for (const account of sandbox.accounts) {
    lines.push(`  ${account.email} / ${account.password} / ${account.role}`)
  }
  process.stdout.write(`${lines.join('\n')}\n`)

  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve)
    process.once('SIGTERM', resolve)
  })
  await sandbox.close()
  return 0
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    process.stderr.write(`No se pudo arrancar el sandbox: ${message}\n`)
    process.exitCode = 1
  },
)
