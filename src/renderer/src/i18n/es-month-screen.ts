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
  },
}
