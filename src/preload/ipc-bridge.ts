import type { IpcRenderer, IpcRendererEvent } from 'electron'
import type { BridgeResult, GrantsBridge } from '@shared/bridge'
// Names only: the schemas (and zod) stay out of the sandboxed preload bundle.
import {
  EVENT_CHANNEL_PREFIX,
  isEventName,
  isOpName,
  OP_CHANNEL_PREFIX,
} from '@shared/bridge-names'

type IpcLike = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>

// Written out (the catalogue would bring zod along): the renderer says it by code and reason.
const UNKNOWN_OP: BridgeResult<never> = {
  ok: false,
  error: {
    code: 'unknown_op',
    reason: 'unknown_op',
    params: {},
    message: 'Operación desconocida: la aplicación no la ofrece.',
  },
}

/** `window.grants`: forwards the contract's op and event names, and nothing else. */
export function createPreloadBridge(ipc: IpcLike): GrantsBridge {
  return Object.freeze({
    invoke(op: string, args?: unknown): Promise<BridgeResult<unknown>> {
      if (!isOpName(op)) return Promise.resolve(UNKNOWN_OP)
      return ipc.invoke(`${OP_CHANNEL_PREFIX}${op}`, args) as Promise<BridgeResult<unknown>>
    },
    on(event: string, listener: (payload: unknown) => void): () => void {
      if (!isEventName(event)) throw new Error(`Evento desconocido: ${event}`)
      const channel = `${EVENT_CHANNEL_PREFIX}${event}`
      // Never hand the IpcRendererEvent (and its sender) to the page.
      const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload)
      ipc.on(channel, wrapped)
      return () => {
        ipc.removeListener(channel, wrapped)
      }
    },
  })
}
