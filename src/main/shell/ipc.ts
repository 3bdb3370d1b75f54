import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { type BridgeResult, OP_CHANNEL_PREFIX, OP_NAMES } from '@shared/bridge'
import { appError } from '@shared/errors'
import { type Logger } from '../log/logger'
import { type Dispatch } from '../bridge/dispatch'

type IpcRegistrar = Pick<IpcMain, 'handle' | 'removeHandler'>
type SenderEvent = Pick<IpcMainInvokeEvent, 'senderFrame'>

export const FOREIGN_SENDER: BridgeResult<never> = {
  ok: false,
  error: appError('error.forbidden.foreign_sender', {}),
}

/**
 * One `ipcMain.handle('grants:op:<op>')` per operation of the contract. Each checks that the
 * calling frame is our own page before it reaches `dispatch`.
 */
export function registerIpc(
  ipcMain: IpcRegistrar,
  dispatch: Dispatch,
  isTrustedUrl: (url: string | null) => boolean,
  log: Logger,
): () => void {
  for (const op of OP_NAMES) {
    ipcMain.handle(`${OP_CHANNEL_PREFIX}${op}`, (event: SenderEvent, raw: unknown) => {
      const url = event.senderFrame?.url ?? null
      if (!isTrustedUrl(url)) {
        log.warn(`IPC rechazada para ${op}: remitente no autorizado`, { url })
        return FOREIGN_SENDER
      }
      return dispatch(op, raw)
    })
  }
  return () => {
    for (const op of OP_NAMES) ipcMain.removeHandler(`${OP_CHANNEL_PREFIX}${op}`)
  }
}
