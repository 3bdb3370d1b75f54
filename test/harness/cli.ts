import { parseHarnessArgs, USAGE, userDataFolder } from './cli-options'
import { devRenderer } from './dev-renderer'
import { startHarness } from './server'

async function main(): Promise<void> {
  const command = parseHarnessArgs(process.argv.slice(2))
  if (command.kind === 'help') {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  if (command.kind === 'usage') {
    process.stderr.write(`${command.message}\n${USAGE}\n`)
    process.exit(2)
  }
  const { dir: userDataDir, own } = userDataFolder(command.userData)
  const harness = await startHarness({
    port: command.port,
    userDataDir,
    quiet: command.quiet,
    renderer: devRenderer,
    ...(command.downloads ? { downloadsDir: command.downloads } : {}),
    demoService: { dialect: command.dialect },
  })
  process.stdout.write(`Grants Desk (web) at ${harness.url}\n`)
  if (command.dialect !== 'interface')
    process.stdout.write(`Servicio de demostración con el dialecto «${command.dialect}»\n`)
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
