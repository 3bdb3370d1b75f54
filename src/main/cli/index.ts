import { cliText } from './cli-text'
import { listenForInterrupt } from './interrupt'
import { run } from './run'

/**
 * `grants-desk <comando> [opciones]`: the command-line front end over the app's services, without
 * Electron. Built as CommonJS (out/main/cli.js), so no top-level await.
 */
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  // A closed pipe (`… | head`) is not an error of the command.
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
})

// Ctrl-C and `kill` stop a command cleanly: an export removes its .part file, exit 130/143.
const interrupt = listenForInterrupt(process)

run(process.argv.slice(2), { io: process, env: process.env, interrupt }).then(
  (code) => {
    // Interrupted: requests still in flight must not keep the process alive.
    if (interrupt.exitCode !== null) process.exit(code)
    interrupt.dispose()
    process.exitCode = code
  },
  () => {
    process.stderr.write(`${cliText('error.internal.cli_unexpected', {})}\n`)
    process.exitCode = 1
    interrupt.dispose()
  },
)
