import { bundleChild } from './bundle-child'
import { startLineChild } from './line-child'

export interface HarnessProcess {
  url: string
  /** Resolves once the app's background work has ended (a sync, the indexes, the case files). */
  idle(): Promise<void>
  /** The CPU time its process has spent so far, in seconds (every thread's). */
  cpuSeconds(): Promise<number>
  stop(): Promise<void>
}

/**
 * The browser harness (the app's main side behind its HTTP bridge) in a child process, bundled as
 * main is built (its worker threads are out/main's, as built): its event loop is main's alone, as
 * in Electron, and not shared with the benchmark's Playwright driver.
 */
export async function startHarnessProcess(): Promise<HarnessProcess> {
  const script = await bundleChild({ 'harness-child': 'test/bench/harness-child.ts' })
  const spawned = await startLineChild(script, [], 'El arnés web')
  return {
    url: spawned.first,
    async idle() {
      const line = await spawned.ask('idle')
      if (line !== 'idle') throw new Error(`El arnés web respondió «${line}»`)
    },
    async cpuSeconds() {
      const seconds = Number(await spawned.ask('cpu'))
      if (!Number.isFinite(seconds)) throw new Error('El arnés web no dijo su tiempo de CPU')
      return seconds
    },
    stop: () => spawned.stop(),
  }
}
