import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { type DemoServiceOptions } from '../../src/demo-service/server'

const ROOT = resolve(__dirname, '../..')

export interface DemoServiceProcess {
  url: string
  child: ChildProcess
  setLatency(ms: number): Promise<void>
  /** Ends its stdin, which closes it; if it has not exited 5 s later, it is killed. */
  stop(): Promise<void>
}

/**
 * The demo service in a child process, as the real service runs elsewhere: what a benchmark measures
 * of its own process (memory above all) is the app's alone, not the demo service's rows and garbage.
 */
export async function startDemoServiceProcess(
  options: DemoServiceOptions,
): Promise<DemoServiceProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'test/bench/demo-service-child.ts'), JSON.stringify(options)],
    {
      cwd: ROOT,
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  if (!child.stdout) throw new Error('El servicio de demostración no tiene salida estándar')
  const lines = createInterface({ input: child.stdout })
  const exited = once(child, 'exit').then(() => {
    throw new Error('El servicio de demostración terminó antes de tiempo')
  })
  // Never left unhandled once the service has started and a later step no longer races it.
  exited.catch(() => undefined)
  const [url] = (await Promise.race([once(lines, 'line'), exited])) as [string]
  return {
    url,
    child,
    async setLatency(ms) {
      const answered = once(lines, 'line')
      child.stdin?.write(`latency ${ms}\n`)
      const [line] = (await Promise.race([answered, exited])) as [string]
      if (line !== `latency ${ms}`)
        throw new Error(`El servicio de demostración respondió «${line}»`)
    },
    async stop() {
      if (child.exitCode !== null) return
      const ended = once(child, 'exit')
      child.stdin?.end()
      const timer = setTimeout(() => child.kill(), 5_000)
      await ended
      clearTimeout(timer)
      lines.close()
    },
  }
}
