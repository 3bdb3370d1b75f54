import { basename } from 'node:path'
import { type AppError, AppFailure, isAppFailure } from '@shared/errors'

export function exportCancelledError(): AppError {
  return { code: 'cancelled', message: 'Exportación cancelada.' }
}

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'la carpeta no existe',
  ENOTDIR: 'la carpeta no existe',
  EACCES: 'no tiene permiso para escribir en esa carpeta',
  EPERM: 'no tiene permiso para escribir en esa carpeta o el archivo está abierto en otro programa',
  EBUSY: 'el archivo está abierto en otro programa',
  EROFS: 'la carpeta es de solo lectura',
  ENOSPC: 'no queda espacio en el disco',
  EDQUOT: 'no queda espacio en el disco',
  EISDIR: 'ya existe una carpeta con ese nombre',
}

function errnoOf(error: unknown): string | null {
  if (!(error instanceof Error) || !('code' in error)) return null
  const { code } = error as NodeJS.ErrnoException
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) ? code : null
}

export function writeFailedError(target: string, errno: string): AppError {
  const reason = REASONS[errno] ?? `error del sistema ${errno}`
  return {
    code: 'internal',
    message: `No se ha podido escribir el archivo «${basename(target)}» (${reason}). Elija otra carpeta o cierre el archivo si está abierto y vuelva a intentarlo.`,
  }
}

/**
 * What an export throws: a cancel always reads «Exportación cancelada.», a file-system error
 * becomes a Spanish AppFailure, anything else (the service's errors, bugs) passes unchanged.
 */
export function exportFailure(error: unknown, target: string, signal?: AbortSignal): unknown {
  if (signal?.aborted) return new AppFailure(exportCancelledError())
  if (isAppFailure(error)) {
    return error.appError.code === 'cancelled' ? new AppFailure(exportCancelledError()) : error
  }
  const errno = errnoOf(error)
  return errno ? new AppFailure(writeFailedError(target, errno)) : error
}
