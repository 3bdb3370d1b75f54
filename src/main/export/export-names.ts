import { localIsoDate } from '@shared/format'
import { foldText } from '@shared/text'
import { type FileExtension } from '../base/platform-port'

/** «Concesiones de B12345674» → «concesiones-de-b12345674-2026-11-21.csv»: safe on every system. */
export function exportFileName(
  label: string,
  extension: FileExtension,
  now: Date = new Date(),
): string {
  const slug =
    foldText(label)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'exportacion'
  return `${slug}-${localIsoDate(now)}.${extension}`
}

/** Save dialogs may drop the extension the user did not type: put it back. */
export function withExtension(path: string, extension: FileExtension): string {
  return path.toLowerCase().endsWith(`.${extension}`) ? path : `${path}.${extension}`
}
