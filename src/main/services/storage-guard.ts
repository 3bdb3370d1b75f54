import { AppFailure } from '@shared/errors'
import { type StorageMode } from '@shared/storage'

const WHY: Record<Exclude<StorageMode, 'writable'>, string> = {
  'read-only':
    'la base de datos local está en modo de solo lectura (vea el aviso del inicio) y el cambio se perdería',
  memory:
    'en esta sesión nada se guarda en este equipo (vea el aviso del inicio) y el cambio se perdería al cerrar la aplicación',
}

/**
 * An edit can wait in the outbox only in a database that keeps it. `cause`: the service is out of
 * reach, or earlier edits of the same client are still waiting (from the file, in read-only mode).
 */
export function assertCanQueue(mode: StorageMode, cause: 'offline' | 'earlier_edits'): void {
  if (mode === 'writable') return
  const next =
    cause === 'offline'
      ? 'Guárdelo cuando vuelva la conexión con el servicio.'
      : 'Este cliente tiene cambios anteriores sin enviar, que no se envían hasta que la base de datos vuelva a funcionar: reinicie la aplicación y, si se repite, instale la última versión.'
  throw new AppFailure({
    code: 'storage',
    message: `No se puede dejar este cambio pendiente de envío: ${WHY[mode]}. No se ha guardado nada. ${next}`,
    reason: 'outbox_unavailable',
    params: { mode, cause },
  })
}

/** Resolving or discarding changes outbox entries: not while they could not be kept. */
export function assertOutboxWritable(mode: StorageMode): void {
  if (mode === 'writable') return
  throw new AppFailure({
    code: 'storage',
    message:
      'La bandeja de salida no se puede modificar mientras la base de datos local no funcione con normalidad (vea el aviso del inicio). Reinicie la aplicación; si se repite, instale la última versión.',
    reason: 'outbox_read_only',
    params: { mode },
  })
}
