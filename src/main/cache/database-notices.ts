import { type StartupNotice } from '@shared/storage'

/** What could be read of a file that cannot be migrated or written. */
export type Visible = 'all' | 'outbox' | 'none'

export function newerNotice(path: string, fileVersion: number, appVersion: number): StartupNotice {
  return {
    reason: 'database_newer',
    params: { path, fileVersion, appVersion },
    message: `Sus datos de este equipo son de una versión más reciente de Grants Desk que esta. No se han abierto ni modificado: siguen en «${path}», con sus cambios sin enviar. Mientras use esta versión, nada se guarda en este equipo y no se admiten cambios sin conexión. Instale la versión más reciente de Grants Desk.`,
  }
}

export function notWritableNotice(
  path: string,
  facts: { fileVersion: number; appVersion: number; visible: Visible; pending: number },
): StartupNotice {
  const migrating = facts.fileVersion < facts.appVersion
  const what = migrating
    ? 'No se ha podido actualizar la base de datos local a esta versión de la aplicación.'
    : 'No se puede escribir en la base de datos local.'
  const shown =
    facts.visible === 'all'
      ? 'Ve sus datos de siempre'
      : facts.visible === 'outbox'
        ? `Solo se han podido leer sus cambios sin enviar (${facts.pending}), que se ven en la bandeja de salida`
        : 'No se ha podido leer su contenido'
  return {
    reason: migrating ? 'database_migration_failed' : 'database_not_writable',
    params: { path, ...facts },
    message: `${what} El archivo «${path}» se ha dejado tal como estaba y la aplicación funciona en modo de solo lectura. ${shown}; los cambios sin conexión no se pueden guardar y la bandeja de salida no se enviará hasta que se resuelva. Cierre y vuelva a abrir la aplicación; si se repite, instale la última versión.`,
  }
}

export function corruptNotice(movedTo: string, kept: number): StartupNotice {
  const edits =
    kept === 0
      ? 'No había cambios sin enviar que se pudieran leer.'
      : kept === 1
        ? 'Se ha rescatado 1 cambio sin enviar, que espera en la bandeja de salida.'
        : `Se han rescatado ${kept} cambios sin enviar, que esperan en la bandeja de salida.`
  return {
    reason: 'database_corrupt',
    params: { movedTo, kept },
    message: `La base de datos local estaba dañada y se ha apartado en «${movedTo}». ${edits} Se ha empezado una nueva: sus clientes se descargarán de nuevo al sincronizar.`,
  }
}

export function unavailableNotice(path: string, error: string): StartupNotice {
  return {
    reason: 'database_unavailable',
    params: { path, error },
    message: `No se ha podido abrir la base de datos local «${path}» (${error}); no se ha modificado. Mientras tanto nada se guarda en este equipo y no se admiten cambios sin conexión. Compruebe que la carpeta es suya y tiene permiso de escritura, y vuelva a abrir la aplicación.`,
  }
}
