import type { MessageBoxOptions } from 'electron'
import { type MessageRef, renderMessage, renderRef } from '@shared/messages/catalogue-lookup'
import { type Language } from '@shared/settings'
import { type RestartPending } from '../update/update-service'

/** Button index of «Reiniciar ahora»; staying is the default and what Esc answers. */
export const RESTART_BUTTON = 0

/**
 * Asked before restarting to update when the restart would interrupt something: how many edits
 * wait in the outbox (they are kept) and how many exports are running (they are cancelled).
 */
export function restartPrompt(
  language: Language,
  pending: RestartPending & { version: string },
): MessageBoxOptions {
  const say = (key: Parameters<typeof renderMessage>[1], count: number) =>
    count > 0 ? [renderMessage(language, key, { count })] : []
  return {
    type: 'warning',
    title: renderMessage(language, 'update.restart.title'),
    message: renderMessage(language, 'update.restart.question', { version: pending.version }),
    detail: [
      ...say('update.restart.outbox', pending.outbox),
      ...say('update.restart.exports', pending.exports),
    ].join('\n'),
    buttons: [
      renderMessage(language, 'update.restart.now'),
      renderMessage(language, 'update.restart.cancel'),
    ],
    defaultId: 1,
    cancelId: 1,
  }
}

/** What «Ayuda → Buscar actualizaciones…» found, in one sentence. */
export function checkResultBox(language: Language, sentence: MessageRef): MessageBoxOptions {
  return {
    type: 'info',
    title: renderMessage(language, 'update.dialog.title'),
    message: renderRef(language, sentence),
    buttons: [renderMessage(language, 'update.dialog.ok')],
  }
}
