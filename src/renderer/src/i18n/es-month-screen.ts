/**
 * Spanish texts of «Informe mensual»'s screen (part of es.ts). The report's own words (section
 * titles, figures, why a figure is missing) are the shared catalogue's, as in its PDF.
 */
export const esMonthScreen = {
  monthReport: {
    intro:
      'Las cifras de un mes a partir de los expedientes que la aplicación tiene sincronizados y del historial que ha registrado, sin consultar el servicio.',
    month: 'Mes',
    scope: 'Expedientes',
    scopeMine: 'Los míos',
    scopeAll: 'Todo el equipo',
    staleDays: 'Sin cambio desde (días)',
    export: 'Exportar',
    exportXlsx: 'Libro de Excel (.xlsx)',
    exportPdf: 'Documento PDF (.pdf)',
    exported: 'Informe guardado: {file}',
    asTable: 'Ver como tabla',
    notKnown: 'sin dato',
    cases: 'Expedientes',
    casesCount: '{n} expediente | {n} expedientes',
    requested: 'Solicitado',
    awarded: 'Concedido',
    group: 'Grupo',
    status: 'Estado',
    expert: 'Técnico',
    previous: 'Mes anterior',
    total: 'Total',
    change: 'Variación',
    caseFile: 'Expediente',
    days: 'Días sin cambio',
    lastChange: 'Último cambio',
    kind: 'Plazo',
    until: 'Último día',
    figures: 'Cifras del mes',
    loading: 'Calculando el informe…',
    chooseClosing:
      'Elija aquí debajo, en «Estados de cierre», los estados que cierran un expediente para contar los cerrados.',
  },
  /** «Estados de cierre»: on the month's screen and in «Ajustes → Informes». */
  closingStatuses: {
    label: 'Estados de cierre',
    help: 'Los estados que cierran un expediente (concedido, denegado, desistido…): «Cerrados en el mes» cuenta los que entraron en uno de ellos. El servicio no los marca.',
    unknown: 'Estado {id} (ya no está en la lista)',
    saveFailed: 'No se han guardado los estados de cierre: {error}',
  },
}
