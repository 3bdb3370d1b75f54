/**
 * Spanish texts of the updates: the «Acerca de» block and the notice of a downloaded version. The
 * sentence a check comes to is main's too (the menu's dialog), so it lives in the shared message
 * catalogue (`update.*`). Part of es.ts.
 */
export const esUpdates = {
  updates: {
    title: 'Actualizaciones',
    automatic: 'Buscar actualizaciones automáticamente',
    automaticHelp:
      'Al abrir la aplicación y cada 6 horas. La versión nueva se descarga en segundo plano y solo se instala cuando usted reinicia.',
    check: 'Buscar actualizaciones',
    restart: 'Reiniciar para actualizar',
    downloading: 'Descargando la versión {version}: {percent} %',
    lastCheck: 'Última comprobación: {date}. {result}',
    result: {
      latest: 'No había versiones nuevas.',
      newer: 'Se encontró la versión {version}.',
      failed: 'No se pudo comprobar.',
    },
    notice: {
      title: 'Actualización lista',
      body: 'La versión {version} de Grants Desk está descargada. Reinicie para actualizar cuando le venga bien: la aplicación no se reiniciará sola.',
    },
  },
}
