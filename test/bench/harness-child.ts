/**
 * The browser harness in a process of its own, for the benchmarks (harness-process.ts): main's
 * event loop alone, as in Electron, not shared with the Playwright driver. It prints its address
 * on a line. On stdin, a line «idle» is answered «idle» once the background work has ended, and
 * a line «cpu» with the CPU seconds the process has spent; the end of stdin closes it.
 */
import { createInterface } from 'node:readline'
import { startHarness } from '../harness/server'

async function main(): Promise<void> {
  const harness = await startHarness({ quiet: true, stderr: false })
  process.stdout.write(`${harness.url}\n`)
  const commands = createInterface({ input: process.stdin })
  commands.on('line', (line) => {
    if (line === 'idle') void harness.services.idle().then(() => process.stdout.write('idle\n'))
    if (line === 'cpu') {
      const { user, system } = process.cpuUsage()
      process.stdout.write(`${(user + system) / 1e6}\n`)
    }
  })
  commands.on('close', () => void harness.close().finally(() => process.exit(0)))
}

void main()
