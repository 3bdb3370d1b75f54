import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ELECTRON_DIR = resolve(__dirname, '../../node_modules/electron')

/** Where Electron's binary is, without triggering its lazy download (electron/index.js would). */
export function electronBinary(): { path: string } | { path: null; reason: string } {
  const pathFile = join(ELECTRON_DIR, 'path.txt')
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH']
  const candidate = override
    ? join(override, relative ?? 'electron')
    : relative
      ? join(ELECTRON_DIR, 'dist', relative)
      : null
  if (candidate && existsSync(candidate)) return { path: candidate }
  return {
    path: null,
    reason: `Electron binary not installed (${candidate ?? join(ELECTRON_DIR, 'dist')} is missing; installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1)`,
  }
}
