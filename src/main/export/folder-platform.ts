import { existsSync, mkdirSync } from 'node:fs'
import { extname, join } from 'node:path'
import { type Platform } from '../base/platform-port'

/**
 * A platform without dialogs, for the browser harness and the tests: exports go into one folder
 * under the suggested name (never over an existing file), a chosen folder is made under
 * «Carpetas» in it, a file to open is the next one a test put in `picks` (none: cancelled), and
 * reveals, opened folders and files and mail links are remembered.
 */
export function folderPlatform(folder: string): Platform & {
  picks: string[]
  revealed: string[]
  opened: string[]
  mailed: string[]
} {
  const picks: string[] = []
  const revealed: string[] = []
  const opened: string[] = []
  const mailed: string[] = []
  return {
    picks,
    revealed,
    opened,
    mailed,
    chooseOpenFile() {
      return Promise.resolve(picks.shift() ?? null)
    },
    chooseSaveFile({ defaultName }) {
      mkdirSync(folder, { recursive: true })
      const extension = extname(defaultName)
      const stem = defaultName.slice(0, defaultName.length - extension.length)
      let path = join(folder, defaultName)
      for (let n = 2; existsSync(path); n++) path = join(folder, `${stem} (${n})${extension}`)
      return Promise.resolve(path)
    },
    chooseFolder({ suggestedName }) {
      const path = join(folder, 'Carpetas', suggestedName)
      mkdirSync(path, { recursive: true })
      return Promise.resolve(path)
    },
    revealFile(path) {
      revealed.push(path)
    },
    openFolder(path) {
      opened.push(path)
      return Promise.resolve(existsSync(path))
    },
    openFile(path) {
      opened.push(path)
      return Promise.resolve(existsSync(path))
    },
    openMail(url) {
      mailed.push(url)
      return Promise.resolve(true)
    },
  }
}
