import { join } from 'node:path'
import { app, BrowserWindow, dialog, shell } from 'electron'
import { withExtension } from '../export/export-names'
import { type FileExtension, type Platform } from '../base/platform-port'

const FILTERS: Record<FileExtension, Electron.FileFilter> = {
  csv: { name: 'CSV (Excel)', extensions: ['csv'] },
  xlsx: { name: 'Libro de Excel', extensions: ['xlsx'] },
  ics: { name: 'iCalendar', extensions: ['ics'] },
  zip: { name: 'ZIP', extensions: ['zip'] },
}

/** The desktop side of exports: the system save dialog and the file manager. */
export function electronPlatform(): Platform {
  return {
    async chooseSaveFile({ title, defaultName, extension }) {
      const options: Electron.SaveDialogOptions = {
        title,
        defaultPath: join(app.getPath('downloads'), defaultName),
        filters: [FILTERS[extension]],
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      }
      const window = BrowserWindow.getFocusedWindow()
      const result = window
        ? await dialog.showSaveDialog(window, options)
        : await dialog.showSaveDialog(options)
      return result.canceled || !result.filePath ? null : withExtension(result.filePath, extension)
    },
    revealFile(path) {
      shell.showItemInFolder(path)
    },
    // openPath answers an error message, empty when the folder opened.
    async openFolder(path) {
      return (await shell.openPath(path)) === ''
    },
  }
}
