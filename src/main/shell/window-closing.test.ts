import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type ElectronStandIn, resetElectron } from '../../../test/support/electron-stand-in'
import { closeAllWindows, windowKeptOpen } from './window-closing'

vi.mock(
  'electron',
  async () => (await import('../../../test/support/electron-stand-in')).electronModule,
)

let electron: ElectronStandIn
beforeEach(() => (electron = resetElectron()))

describe('closing the windows for a restart', () => {
  it('answers true once every window has closed', async () => {
    const windows = [new electron.module.BrowserWindow({}), new electron.module.BrowserWindow({})]
    expect(await closeAllWindows()).toBe(true)
    expect(windows.every((window) => window.isDestroyed())).toBe(true)
  })

  it('answers false when the user keeps a window open for its unsaved changes', async () => {
    const window = new electron.module.BrowserWindow({})
    window.on('close', (event: { preventDefault(): void }) => {
      event.preventDefault()
      windowKeptOpen()
    })
    expect(await closeAllWindows()).toBe(false)
    expect(window.isDestroyed()).toBe(false)
  })
})
