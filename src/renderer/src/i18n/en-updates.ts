import { type esUpdates } from './es-updates'

/** English texts of the updates; they mirror es-updates.ts key for key. Part of en.ts. */
export const enUpdates: typeof esUpdates = {
  updates: {
    title: 'Updates',
    automatic: 'Check for updates automatically',
    automaticHelp:
      'When the app opens and every 6 hours. The new version downloads in the background and is installed only when you restart.',
    check: 'Check for updates',
    restart: 'Restart to update',
    downloading: 'Downloading version {version}: {percent} %',
    lastCheck: 'Last check: {date}. {result}',
    result: {
      latest: 'There was no newer version.',
      newer: 'Version {version} was found.',
      failed: 'The check failed.',
    },
    notice: {
      title: 'Update ready',
      body: 'Version {version} of Grants Desk has been downloaded. Restart to update whenever it suits you: the app will not restart by itself.',
    },
  },
}
