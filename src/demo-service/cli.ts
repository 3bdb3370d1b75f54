import { CliError, parseCliArgs, USAGE } from './cli-args'
import { type Dialect } from './dialect'
import { createDemoService } from './server'

const DIALECT_LABEL: Readonly<Record<Dialect, string>> = {
  interface: 'nuestra descripción del servicio',
  vendor: 'el servicio como lo documenta el proveedor',
}

/** `npm run demo service -- [opciones]`: serves until SIGINT or SIGTERM. */
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
  const demoService = await createDemoService(options)
  const port = new URL(demoService.url).port
  const lines = [
    `Demo service listening on http://${options.host}:${port}`,
    `Dialecto: ${demoService.dialect} (${DIALECT_LABEL[demoService.dialect]})`,
    `Registro oficial de demostración (BDNS): http://${options.host}:${port}/bdnstrans/api`,
    'Cuentas de demostración:',
  ]
  for (const account of demoService.accounts) {
    lines.push(`  ${account.email} / ${account.password} / ${account.role}`)
  }
  process.stdout.write(`${lines.join('\n')}\n`)

  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve)
    process.once('SIGTERM', resolve)
  })
  await demoService.close()
  return 0
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    process.stderr.write(`No se pudo arrancar el servicio de demostración: ${message}\n`)
    process.exitCode = 1
  },
)
