import { join } from 'node:path'
import type { BrowserWindowConstructorOptions } from 'electron'
import { SECURE_WEB_PREFERENCES } from './security'
import { MIN_WINDOW_SIZE, type WindowState } from './window-state'

/** Everything the main window is created with; `mainDir` is the folder of the built main bundle. */
export function mainWindowOptions(
  state: WindowState,
  mainDir: string,
): BrowserWindowConstructorOptions {
  return {
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    title: 'Grants Desk',
    icon: join(mainDir, '../../resources/icon.png'),
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload: join(mainDir, '../preload/index.js') },
  }
}
