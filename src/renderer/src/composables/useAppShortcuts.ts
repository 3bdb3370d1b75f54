import { onScopeDispose, type Ref } from 'vue'
import { matchShortcut, type ShortcutAction } from '@shared/shortcuts'

/** A dialog or drawer of someone else's (export, a confirmation, the password prompt) is open. */
function foreignDialogOpen(): boolean {
  // A mask fading out belongs to a dialog already closed.
  return (
    document.querySelector(
      '.n-modal-mask:not([class*="leave"]), .n-drawer-mask:not([class*="leave"])',
    ) !== null
  )
}

/**
 * The app's shortcuts, from any control: Ctrl+K, Ctrl+F, Ctrl+S, Ctrl+1…9, F1, Ctrl+/ (Cmd on
 * macOS). While another dialog is open they wait: it owns the keyboard until it closes. The same
 * rule applies to `guarded`, for the native menu's commands.
 */
export function useAppShortcuts(options: {
  mac: Readonly<Ref<boolean>>
  /** The palette or the shortcuts dialog: shortcuts still work over them. */
  ownDialogOpen: () => boolean
  perform: (action: ShortcutAction) => void
}): { guarded: (action: ShortcutAction) => void } {
  const allowed = () => options.ownDialogOpen() || !foreignDialogOpen()
  function onKeydown(event: KeyboardEvent): void {
    if (event.isComposing) return
    const action = matchShortcut(event, options.mac.value)
    if (!action || !allowed()) return
    // Also keeps the browser's own Ctrl+F, Ctrl+S… out of the way in the harness.
    event.preventDefault()
    event.stopPropagation()
    options.perform(action)
  }
  // Capture: a control that handles its own keys never swallows a shortcut.
  window.addEventListener('keydown', onKeydown, true)
  onScopeDispose(() => window.removeEventListener('keydown', onKeydown, true))
  return {
    guarded: (action) => {
      if (allowed()) options.perform(action)
    },
  }
}
