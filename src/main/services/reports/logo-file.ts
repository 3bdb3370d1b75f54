import { open } from 'node:fs/promises'
import { basename } from 'node:path'
import { appError, AppFailure } from '@shared/errors'
import { LOGO_MAX_BYTES } from '@shared/reports/report-settings'
import { type StoredLogo } from '../../storage/report-settings-table'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]

const startsWith = (data: Uint8Array, magic: readonly number[]) =>
  data.length > magic.length && magic.every((byte, index) => data[index] === byte)

/** The image's type by its first bytes (never by its name); null when it is neither PNG nor JPEG. */
export function logoType(data: Uint8Array): StoredLogo['type'] | null {
  if (startsWith(data, PNG)) return 'image/png'
  if (startsWith(data, JPEG)) return 'image/jpeg'
  return null
}

/**
 * Reads the logo the advisor picked: at most `LOGO_MAX_BYTES` (its size checked before it is
 * read, and the read stopped there in case it grew), a PNG or a JPEG by its magic bytes.
 */
export async function readLogo(path: string, max = LOGO_MAX_BYTES): Promise<StoredLogo> {
  const name = basename(path)
  const file = await open(path, 'r').catch(() => {
    throw new AppFailure(appError('error.not_found.logo_file', { name }))
  })
  try {
    const stat = await file.stat()
    const tooLarge = () =>
      new AppFailure(appError('error.validation.logo_too_large', { max: max / (1024 * 1024) }))
    if (!stat.isFile()) throw new AppFailure(appError('error.not_found.logo_file', { name }))
    if (stat.size > max) throw tooLarge()
    const buffer = Buffer.alloc(max + 1)
    const { bytesRead } = await file.read(buffer, 0, max + 1, 0)
    if (bytesRead > max) throw tooLarge()
    const data = buffer.subarray(0, bytesRead)
    const type = logoType(data)
    if (!type) throw new AppFailure(appError('error.validation.logo_type', { name }))
    return { type, data: Buffer.from(data) }
  } finally {
    await file.close()
  }
}
