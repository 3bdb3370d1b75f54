import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mainWindowOptions } from './window-options'
import { loadWindowState, placeWindow, saveWindowState } from './window-state'

describe('main window size', () => {
  it('lets the window shrink to 800×600 and no further', () => {
    const options = mainWindowOptions(
      { width: 1280, height: 820, maximized: false },
      '/app/out/main',
    )
    expect(options).toMatchObject({ minWidth: 800, minHeight: 600 })
  })

  it('reopens at 800×600 when the user left it so', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-win-'))
    saveWindowState(dir, { x: 10, y: 20, width: 800, height: 600, maximized: false })
    const placed = placeWindow(loadWindowState(dir), [{ x: 0, y: 0, width: 1920, height: 1040 }])
    expect(placed).toMatchObject({ width: 800, height: 600 })
  })
})
