import { type EventName, type EventPayload } from '@shared/bridge'

/** Pushes an event to every renderer (Electron IPC or the harness's event stream). */
export type Emit = <E extends EventName>(event: E, payload: EventPayload<E>) => void
