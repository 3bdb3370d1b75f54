import { type EventName, type EventPayload } from '@shared/bridge'
import { type Emit } from './events'

/**
 * The progress events, each with the field that tells its streams apart (null: one stream). A
 * page or a request comes every few milliseconds; each event makes a renderer lay out and paint
 * its bar again, and nobody reads a bar faster than a few times a second.
 */
const PROGRESS_STREAMS = {
  'clients.syncProgress': null,
  'concessions.progress': 'key',
  'export.progress': 'exportId',
  'reports.clientProgress': 'jobId',
  'portfolio.progress': 'kind',
} as const satisfies { [E in EventName]?: keyof EventPayload<E> | null }

const PROGRESS_INTERVAL_MS = 250

/** A stream within its interval, and what it holds back. */
interface Stream {
  waiting: (() => void) | null
}

export interface PacedEvents {
  emit: Emit
  /** Sends every progress held back, now: before an answer or any other event. */
  flush: () => void
}

/**
 * Sends each progress stream's first value at once, then only its newest once per interval.
 * Every other event, and every answer (the dispatch calls `flush` first), goes after the progress
 * held back, so the renderer hears the events in the order they were emitted, only fewer.
 */
export function pacedEvents(send: Emit, intervalMs = PROGRESS_INTERVAL_MS): PacedEvents {
  const streams = new Map<string, Stream>()

  const tick = (id: string) => {
    const stream = streams.get(id)
    if (!stream) return
    const deliver = stream.waiting
    if (!deliver) {
      streams.delete(id)
      return
    }
    stream.waiting = null
    deliver()
    later(id)
  }
  const later = (id: string) => {
    // A progress held back never keeps a process (a test, the command line) alive.
    setTimeout(() => tick(id), intervalMs).unref?.()
  }
  const flush = () => {
    for (const stream of streams.values()) {
      const deliver = stream.waiting
      stream.waiting = null
      deliver?.()
    }
  }

  const emit: Emit = (event, payload) => {
    if (!(event in PROGRESS_STREAMS)) {
      flush()
      send(event, payload)
      return
    }
    const field = PROGRESS_STREAMS[event as keyof typeof PROGRESS_STREAMS]
    const key = field ? String((payload as Record<string, unknown>)[field]) : ''
    const id = `${event}\u0000${key}`
    const deliver = () => send(event, payload)
    const stream = streams.get(id)
    if (stream) {
      stream.waiting = deliver
      return
    }
    deliver()
    streams.set(id, { waiting: null })
    later(id)
  }

  return { emit, flush }
}
