/** What the gate needs of a thread: Node's `Worker` has it. */
interface Stoppable {
  terminate(): Promise<number>
}

export interface WorkerGate {
  /** Stops `thread`; a thread started after this call waits until it has exited. */
  stop(thread: Stoppable): Promise<void>
  /** Resolves once every thread stopped so far has exited. */
  stopped(): Promise<void>
}

export function createWorkerGate(): WorkerGate {
  let stopping: Promise<void> = Promise.resolve()
  return {
    stop(thread) {
      const exited = thread.terminate().then(
        () => undefined,
        () => undefined,
      )
      stopping = Promise.all([stopping, exited]).then(() => undefined)
      return exited
    },
    stopped: () => stopping,
  }
}

/**
 * Every worker thread of this process starts only once the threads stopped before it have exited:
 * a thread created while another is being torn down can crash the whole process (SIGSEGV,
 * nodejs/node#56312). A sync starting as the last one's idle thread stops would do that; it is the
 * likeliest cause of the one SIGSEGV seen, in a browser-test process opening one app after another.
 */
export const workerGate = createWorkerGate()
