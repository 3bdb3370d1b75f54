import { app } from 'electron'
import { type AppUpdater, autoUpdater, type Logger as UpdaterLogger } from 'electron-updater'
import { type Logger } from '../log/logger'
import { type DownloadEvent, type UpdateFeed } from '../update/update-feed-port'

/**
 * The update feed over electron-updater: the GitHub releases named in the `app-update.yml` that
 * electron-builder writes beside the packaged app (`publish` in electron-builder.yml). A newer
 * version downloads at once, in the background; installing waits for `install`, and a download
 * left uninstalled is installed when the app quits (electron-updater's `autoInstallOnAppQuit`).
 */
export function electronUpdateFeed(log: Logger, updater: AppUpdater = autoUpdater): UpdateFeed {
  updater.autoDownload = true
  updater.autoInstallOnAppQuit = true
  // Its own lines go to the log's debug level: the update service writes the one that matters.
  updater.logger = quietly(log)
  const listeners = new Set<(event: DownloadEvent) => void>()
  const tell = (event: DownloadEvent) => {
    for (const listener of listeners) listener(event)
  }
  updater.on('download-progress', (progress) =>
    tell({ kind: 'progress', percent: progress.percent }),
  )
  updater.on('update-downloaded', (info) => tell({ kind: 'downloaded', version: info.version }))

  return {
    async check() {
      const result = await updater.checkForUpdates()
      // null: electron-updater thinks this copy cannot update (unpackaged, or not an AppImage).
      if (!result) throw new Error('electron-updater is not active in this copy')
      void result.downloadPromise?.catch((error: unknown) => tell({ kind: 'failed', error }))
      return { version: result.updateInfo.version, newer: result.isUpdateAvailable }
    },
    onDownload(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    install() {
      // The new version starts before this one has exited: it must be able to take the lock.
      app.releaseSingleInstanceLock()
      // Everything is closed by now: an installer that cannot start still ends this copy (the
      // download is tried again when it quits, `autoInstallOnAppQuit`).
      updater.once('error', (error) => {
        log.warn('No se pudo iniciar la instalación de la actualización', { reason: error.message })
        app.quit()
      })
      // Silent (the installer shows no wizard) and started again afterwards.
      updater.quitAndInstall(true, true)
    },
  }
}

function quietly(log: Logger): UpdaterLogger {
  const line = (message: unknown) => log.debug(`electron-updater: ${String(message)}`)
  return { info: line, warn: line, error: line, debug: line }
}
