import { BrowserWindow } from 'electron'

/** Told when the user keeps a window open to go on with unsaved changes. */
const keptOpen = new Set<() => void>()

/** The page's unsaved-changes prompt (`will-prevent-unload`) was answered «Seguir editando». */
export function windowKeptOpen(): void {
  for (const listener of keptOpen) listener()
}

/**
 * Closes every window, as a restart needs; false when one stayed open because the user kept its
 * unsaved changes.
 */
export function closeAllWindows(): Promise<boolean> {
  const open = BrowserWindow.getAllWindows()
  if (open.length === 0) return Promise.resolve(true)
  return new Promise((done) => {
    let left = open.length
    const kept = () => {
      keptOpen.delete(kept)
      done(false)
    }
    keptOpen.add(kept)
    for (const window of open) {
      window.once('closed', () => {
        left -= 1
        if (left > 0) return
        keptOpen.delete(kept)
        done(true)
      })
      window.close()
    }
  })
}
