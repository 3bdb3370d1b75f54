import type { MessageBoxSyncOptions } from 'electron'
import { type Language } from '@shared/settings'

/** Button index that lets the window close and loses the edits. */
export const DISCARD_BUTTON = 1

/**
 * The question the shell asks when a page with unsaved changes blocks closing (`beforeunload` in
 * the edit form, Electron's `will-prevent-unload` here). Keeping the edits is the default.
 */
export function unsavedChangesPrompt(language: Language): MessageBoxSyncOptions {
  return language === 'en'
    ? {
        type: 'question',
        title: 'Unsaved changes',
        message: 'There are unsaved changes.',
        detail: 'If you close now, they will be lost.',
        buttons: ['Keep editing', 'Discard changes'],
        defaultId: 0,
        cancelId: 0,
      }
    : {
        type: 'question',
        title: 'Cambios sin guardar',
        message: 'Hay cambios sin guardar.',
        detail: 'Si cierra ahora, se perderán.',
        buttons: ['Seguir editando', 'Descartar cambios'],
        defaultId: 0,
        cancelId: 0,
      }
}
