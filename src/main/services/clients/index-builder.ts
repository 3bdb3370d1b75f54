import { Worker } from 'node:worker_threads'
import type Database from 'better-sqlite3'
import { workerGate } from '../../api/worker-gate'
import { type IndexJob, type IndexWorkerMessage } from '../../storage/clients/clients-index-worker'

/** How a build ended: all built, stopped by `stop`, or the thread failed (nothing is lost). */
type BuildEnd = 'done' | 'stopped' | 'failed'

/** SQLite's memory is not the thread's heap: the thread itself needs little. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 }

/**
 * How long the user leaves the list alone before the build takes its next step: a pause in the
 * typing of a search (keys come some 100–300 ms apart), not within it.
 */
const QUIET_MS = 1000

export interface IndexBuilder {
  /** Builds in a worker thread what a first sync left to build (see ClientsSync). */
  build(): Promise<BuildEnd>
  /** Stops the build under way, if any; resolves once every thread stopped has exited. */
  stop(): Promise<void>
  /** The user is working with the list (a search, a scroll): the build waits for a pause. */
  busy(): void
}

export interface IndexBuilderOptions {
  quietMs?: number
  /** Told when the thread waits for the user to pause (tests hold on to it). */
  onWaiting?: () => void
}

/**
 * Runs the built `script` (out/main/clients-index-worker.js) on the file of `db`, one thread per
 * build, started once the threads stopped before it have exited (worker-gate.ts). The thread exits
 * when the build ends. None without a script (code run from source) or for a database in memory.
 */
export function createIndexBuilder(
  script: string | undefined,
  db: Database.Database,
  options: IndexBuilderOptions = {},
): IndexBuilder | undefined {
  if (!script || db.memory) return undefined
  const path = script
  const file = db.name
  // Shared with every thread this builder starts: main writes, the thread reads. Zero (1970) until
  // the user works with the list: nothing waits.
  const activity = new BigInt64Array(new SharedArrayBuffer(BigInt64Array.BYTES_PER_ELEMENT))
  const quietMs = options.quietMs ?? QUIET_MS
  let current: { thread: Worker; end: (how: BuildEnd) => void } | null = null
  /** Counts `stop` calls: a build waiting at the gate when one comes does not start. */
  let stops = 0

  function started(job: IndexJob): Promise<BuildEnd> {
    return new Promise<BuildEnd>((resolve) => {
      const thread = new Worker(path, { workerData: job, resourceLimits: WORKER_LIMITS })
      const end = (how: BuildEnd) => {
        if (current?.thread !== thread) return
        current = null
        // A thread asleep until the user pauses wakes to be stopped.
        Atomics.notify(activity, 0)
        void workerGate.stop(thread)
        resolve(how)
      }
      current = { thread, end }
      thread.on('message', (message: IndexWorkerMessage) => {
        if (message === 'waiting') options.onWaiting?.()
        else end('done')
      })
      thread.on('error', () => end('failed'))
      thread.on('exit', () => end('failed'))
    })
  }

  return {
    async build() {
      if (current) return 'stopped'
      const at = stops
      await workerGate.stopped()
      if (at !== stops || current) return 'stopped'
      return started({ file, activity, quietMs })
    },

    async stop() {
      stops++
      current?.end('stopped')
      // Also when an earlier call ended it: its thread may still be going (its write lock too).
      await workerGate.stopped()
    },

    busy() {
      Atomics.store(activity, 0, BigInt(Date.now()))
    },
  }
}
