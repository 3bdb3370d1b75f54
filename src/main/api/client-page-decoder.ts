import { isMarkedAsUntransferable, Worker } from 'node:worker_threads'
import { type Page } from '@shared/wire/page'
import { type LoadRow } from '../base/client-row'
import { type Decoded } from './body-decode'
import { decodeClientPage } from './client-pages'
import { workerGate } from './worker-gate'

type DecodedPage = Decoded<Page<LoadRow>>

const IDLE_MS = 1000
/**
 * The pages a thread held when it failed: their bytes went with it, so they are asked for again,
 * as an answer cut short would be (the next reading happens in the main thread).
 */
const LOST: DecodedPage = { kind: 'not_json' }
/**
 * A page is some 200 KB of text: the thread needs little memory, and its heap counts in the
 * process's. Past these it stops, and pages are read in the main thread. Its young generation is
 * a few pages' worth: smaller, it spent more CPU in scavenges than in reading (and it stops with
 * the sync, taking its heap with it).
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 48 }

export interface ClientPageDecoder {
  decode(body: Uint8Array<ArrayBuffer>): Promise<DecodedPage>
  /**
   * Starts the worker thread ahead of the pages (a sync is starting): it loads its code while
   * page 1 is on its way. Resolves once it has (or there is no thread); idle for long, it stops.
   */
  prepare(): Promise<void>
  /** Stops the worker thread, if one runs; pages asked for later are read in this thread. */
  close(): Promise<void>
}

/**
 * Reads clients pages (their bytes) in the worker thread `script` (the built client-page-worker.js), one at a
 * time in order, or in this thread without a script (code run from source). A page that comes
 * before the thread has loaded its code is read here, the first only: a sync's walk waits for
 * page 1 to know what to ask next. A worker that fails or exits leaves all later pages to this
 * thread, and the pages it held are requested again.
 */
export function createClientPageDecoder(script?: string): ClientPageDecoder {
  const waiting = new Map<number, (decoded: DecodedPage) => void>()
  let worker: Worker | null = null
  /** The thread about to start, once the threads stopped before it have exited (worker-gate.ts). */
  let starting: Promise<Worker | null> | null = null
  let failed = !script
  let next = 0
  let idle: ReturnType<typeof setTimeout> | null = null
  /** Resolves once the running thread has loaded its code (it says so), or has ended. */
  let loaded: Promise<void> = Promise.resolve()
  let isLoaded = false
  /** A page was read here while the thread loaded its code (see decode). */
  let readHere = false

  /** A sync's pages come every few milliseconds: a thread idle for longer gives its memory back. */
  function stopWhenIdle(thread: Worker): void {
    idle = setTimeout(() => {
      idle = null
      if (worker !== thread || waiting.size > 0) return
      worker = null
      isLoaded = false
      readHere = false
      void workerGate.stop(thread)
    }, IDLE_MS)
    idle.unref()
  }

  function giveUp(): void {
    failed = true
    worker = null
    for (const resolve of waiting.values()) resolve(LOST)
    waiting.clear()
  }

  function started(path: string): Worker {
    const thread = new Worker(path, { resourceLimits: WORKER_LIMITS })
    isLoaded = false
    let settle: () => void = () => undefined
    loaded = new Promise<void>((resolve) => (settle = () => resolve()))
    thread.on('exit', () => settle())
    thread.on('message', (message: { id: number; decoded: DecodedPage } | { ready: true }) => {
      if ('ready' in message) {
        if (worker === thread) isLoaded = true
        settle()
        if (waiting.size === 0 && !idle) stopWhenIdle(thread)
        return
      }
      const resolve = waiting.get(message.id)
      waiting.delete(message.id)
      resolve?.(message.decoded)
      if (waiting.size > 0) return
      // Idle, it must not keep the process alive.
      thread.unref()
      stopWhenIdle(thread)
    })
    thread.on('error', () => {
      if (worker === thread) giveUp()
    })
    thread.on('exit', () => {
      if (worker === thread) giveUp()
    })
    thread.unref()
    return thread
  }

  /** The running thread, or the one to start; null once closed or failed meanwhile. */
  function readyThread(path: string): Promise<Worker | null> {
    if (worker) return Promise.resolve(worker)
    starting ??= workerGate.stopped().then(() => {
      starting = null
      if (failed) return null
      worker = started(path)
      return worker
    })
    return starting
  }

  function send(thread: Worker, body: Uint8Array<ArrayBuffer>): Promise<DecodedPage> {
    const id = next++
    return new Promise<DecodedPage>((resolve) => {
      thread.ref()
      // Handed over, not copied, when the bytes own their buffer. A Buffer from Node's pool (a
      // small answer) shares one that cannot be handed over, and its slice() is not a copy.
      const owned =
        body.byteOffset === 0 &&
        body.byteLength === body.buffer.byteLength &&
        !isMarkedAsUntransferable(body.buffer)
      const sent = owned ? body : new Uint8Array(body)
      waiting.set(id, resolve)
      thread.postMessage({ id, body: sent }, [sent.buffer])
    })
  }

  return {
    async prepare() {
      if (failed || !script) return
      if (await readyThread(script)) await loaded
    },

    decode(body) {
      if (failed || !script) return Promise.resolve(decodeClientPage(body))
      if (idle) clearTimeout(idle)
      idle = null
      // Only the first: pages read here grow this thread's young generation, which stays grown.
      if (!isLoaded && !readHere) {
        readHere = true
        void readyThread(script)
        return Promise.resolve(decodeClientPage(body))
      }
      // Pages keep their order: each waits for the same thread, and is sent in the order asked.
      return readyThread(script).then((running) =>
        running && !failed ? send(running, body) : decodeClientPage(body),
      )
    },

    async close() {
      if (idle) clearTimeout(idle)
      idle = null
      const thread = worker
      worker = null
      failed = true
      for (const resolve of waiting.values()) resolve(LOST)
      waiting.clear()
      if (thread) await workerGate.stop(thread)
    },
  }
}
