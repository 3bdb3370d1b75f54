import { type ChildProcess } from 'node:child_process'
import { type DemoServiceOptions } from '../../src/demo-service/server'
import { startLineChild } from './line-child'

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
  const spawned = await startLineChild(
    'demo-service-child.ts',
    [JSON.stringify(options)],
    'El servicio de demostración',
  )
  return {
    url: spawned.first,
    child: spawned.child,
    async setLatency(ms) {
      const line = await spawned.ask(`latency ${ms}`)
      if (line !== `latency ${ms}`)
        throw new Error(`El servicio de demostración respondió «${line}»`)
    },
    stop: () => spawned.stop(),
  }
}
