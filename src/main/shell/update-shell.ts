import { app, BrowserWindow, dialog } from 'electron'
import { messageRef } from '@shared/messages/catalogue-lookup'
import { type Language } from '@shared/settings'
import { type UpdateState, updateSentence } from '@shared/updates'
import { type Logger } from '../log/logger'
import { type Dispatch } from '../bridge/dispatch'
import { type UpdateShell } from '../update/update-service'
import { updateSupportOf } from '../update/update-support'
import { electronUpdateFeed } from './electron-update-feed'
import { checkResultBox, RESTART_BUTTON, restartPrompt } from './update-prompts'
import { closeAllWindows } from './window-closing'

/** A native message box over the app's window when there is one; the button chosen. */
async function ask(options: Electron.MessageBoxOptions): Promise<number> {
  const window = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0]
  const { response } = window
    ? await dialog.showMessageBox(window, options)
    : await dialog.showMessageBox(options)
  return response
}

/**
 * The desktop's part of updating: whether this copy updates itself (update-support.ts), the feed
 * when it does, the question before an interrupting restart, and the windows closed for it.
 * `restarting()` holds while they close, so that closing the last one does not quit yet.
 */
export function desktopUpdates(
  log: Logger,
  language: () => Language,
): UpdateShell & { restarting(): boolean } {
  const support = updateSupportOf({
    packaged: app.isPackaged,
    platform: process.platform,
    appImage: process.env['APPIMAGE'],
  })
  let restarting = false
  return {
    support,
    feed: support === 'supported' ? electronUpdateFeed(log) : null,
    confirmRestart: async (pending) =>
      (await ask(restartPrompt(language(), pending))) === RESTART_BUTTON,
    closeWindows: async () => {
      restarting = true
      restarting = await closeAllWindows()
      return restarting
    },
    restarting: () => restarting,
  }
}

/** «Ayuda → Buscar actualizaciones…»: checks, then says what it found in one sentence. */
export async function checkFromMenu(dispatch: Dispatch, language: Language): Promise<void> {
  const result = await dispatch('update.check', undefined)
  const sentence = result.ok
    ? updateSentence(result.value as UpdateState)
    : messageRef('update.result.failed')
  await ask(checkResultBox(language, sentence))
}
