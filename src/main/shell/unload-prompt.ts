import type { MessageBoxSyncOptions } from 'electron'
import { type MessageKey, renderMessage } from '@shared/messages/catalogue-lookup'
import { type Language } from '@shared/settings'

/** Button index that lets the window close and loses the edits. */
export const DISCARD_BUTTON = 1

/**
 * The question the shell asks when a page with unsaved changes blocks closing (`beforeunload` in
 * the edit form, Electron's `will-prevent-unload` here). Keeping the edits is the default.
 */
export function unsavedChangesPrompt(language: Language): MessageBoxSyncOptions {
  const say = (key: MessageKey) => renderMessage(language, key)
  return {
    type: 'question',
    title: say('prompt.unsaved.title'),
    message: say('prompt.unsaved.message'),
    detail: say('prompt.unsaved.detail'),
    buttons: [say('prompt.unsaved.keep'), say('prompt.unsaved.discard')],
    defaultId: 0,
    cancelId: 0,
  }
}
