import { run } from './run'

/**
 * `grants-desk <comando> [opciones]`: the command-line front end over the app's services, without
 * Electron. Built as CommonJS (out/main/cli.js), so no top-level await.
 */
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  // A closed pipe (`… | head`) is not an error of the command.
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
})

run(process.argv.slice(2), { io: process, env: process.env }).then(
  (code) => {
    process.exitCode = code
  },
  () => {
    process.stderr.write('Error inesperado. Repita la orden con --verbose para ver el detalle.\n')
    process.exitCode = 1
  },
)
