import { join } from 'node:path'
import { app, BrowserWindow, dialog, shell } from 'electron'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Language } from '@shared/settings'
import { withExtension } from '../export/export-names'
import { type FileExtension, type Platform } from '../base/platform-port'

/** The save dialog's one file type, named in the user's language. */
const fileType = (language: Language, extension: FileExtension): Electron.FileFilter => ({
  name: renderMessage(language, `dialog.file_type.${extension}`),
  extensions: [extension],
})

/** The desktop side of exports and case files: the system dialogs, the file manager, the mail program. */
export function electronPlatform(language: () => Language): Platform {
  return {
    async chooseSaveFile({ title, defaultName, extension }) {
      const options: Electron.SaveDialogOptions = {
        title,
        defaultPath: join(app.getPath('downloads'), defaultName),
        filters: [fileType(language(), extension)],
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      }
      const window = BrowserWindow.getFocusedWindow()
      const result = window
        ? await dialog.showSaveDialog(window, options)
        : await dialog.showSaveDialog(options)
      return result.canceled || !result.filePath ? null : withExtension(result.filePath, extension)
    },
    async chooseOpenFile({ title, typeName, extensions }) {
      const options: Electron.OpenDialogOptions = {
        title,
        defaultPath: app.getPath('pictures'),
        filters: [{ name: typeName, extensions: [...extensions] }],
        properties: ['openFile'],
      }
      const window = BrowserWindow.getFocusedWindow()
      const result = window
        ? await dialog.showOpenDialog(window, options)
        : await dialog.showOpenDialog(options)
      return result.canceled ? null : (result.filePaths[0] ?? null)
    },
    async chooseFolder({ title }) {
      const options: Electron.OpenDialogOptions = {
        title,
        defaultPath: app.getPath('documents'),
        properties: ['openDirectory', 'createDirectory'],
      }
      const window = BrowserWindow.getFocusedWindow()
      const result = window
        ? await dialog.showOpenDialog(window, options)
        : await dialog.showOpenDialog(options)
      return result.canceled ? null : (result.filePaths[0] ?? null)
    },
    revealFile(path) {
      shell.showItemInFolder(path)
    },
    // openPath answers an error message, empty when the folder opened.
    async openFolder(path) {
      return (await shell.openPath(path)) === ''
    },
    async openFile(path) {
      return (await shell.openPath(path)) === ''
    },
    // Only mail links: the renderer's other links go through the window's own rules (security.ts).
    async openMail(url) {
      if (!url.startsWith('mailto:')) return false
      try {
        await shell.openExternal(url)
        return true
      } catch {
        return false
      }
    },
  }
}
