import { type UpdateSupport } from '@shared/updates'

/**
 * Whether this copy updates itself. Run unpackaged (development), never. On Linux only the
 * AppImage does (its runtime sets `APPIMAGE` to the file's path); a .deb or an .rpm is the
 * system's package manager's to replace. The Windows installer and the macOS app do.
 */
export function updateSupportOf(copy: {
  packaged: boolean
  platform: NodeJS.Platform
  appImage: string | undefined
}): UpdateSupport {
  if (!copy.packaged) return 'development'
  if (copy.platform === 'linux' && !copy.appImage) return 'package-manager'
  return 'supported'
}
