/** Exit codes of a command stopped by a signal: 128 + the signal's number, as shells report. */
const INTERRUPT_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const
type InterruptSignal = keyof typeof INTERRUPT_EXIT_CODES

/** What the CLI needs of `process` to hear Ctrl-C and `kill`. */
export interface SignalSource {
  on(event: InterruptSignal, listener: () => void): unknown
  off(event: InterruptSignal, listener: () => void): unknown
  exit(code: number): never
}

export interface Interrupt {
  /** Aborted by the first SIGINT or SIGTERM. */
  readonly signal: AbortSignal
  /** The signal received, or null. */
  readonly received: InterruptSignal | null
  /** 130 after SIGINT, 143 after SIGTERM, null before either. */
  readonly exitCode: number | null
  dispose(): void
}

/**
 * The first SIGINT/SIGTERM aborts the running command, which then cleans up (an export removes its
 * `.part` file) and exits with 130/143. A second one exits at once: the user insists.
 */
export function listenForInterrupt(source: SignalSource): Interrupt {
  const controller = new AbortController()
  let received: InterruptSignal | null = null
  const handler = (name: InterruptSignal) => () => {
    if (received !== null) source.exit(INTERRUPT_EXIT_CODES[received])
    received = name
    controller.abort(new Error(`Interrumpido por ${name}`))
  }
  const onInt = handler('SIGINT')
  const onTerm = handler('SIGTERM')
  source.on('SIGINT', onInt)
  source.on('SIGTERM', onTerm)
  return {
    signal: controller.signal,
    get received() {
      return received
    },
    get exitCode() {
      return received === null ? null : INTERRUPT_EXIT_CODES[received]
    },
    dispose() {
      source.off('SIGINT', onInt)
      source.off('SIGTERM', onTerm)
    },
  }
}
