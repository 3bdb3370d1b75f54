/**
 * The words of «Informe mensual» (part of es.ts): its PDF, its workbook's added sheets, and the
 * sentences that say why a figure is missing, which the screen shows too.
 */
export const esMonthReport = {
  'export.sheet.report_by_group': 'Por grupo de estado',
  'export.sheet.report_trend': 'Importes por mes',
  'export.column.report_requested': 'Solicitado (€)',
  'export.column.report_awarded': 'Concedido (€)',
  'report.status.none': 'Sin estado',
  'report.month_title': 'Informe mensual',
  'report.scope.all': 'Todo el equipo',
  'report.scope.expert': 'Expedientes de {name}',
  'report.scope.nobody': 'Un técnico sin expedientes activos',
  'report.generated': 'Generado el {date}',
  'report.section.summary': 'Resumen del mes',
  'report.section.by_group': 'Expedientes por grupo de estado',
  'report.section.by_status': 'Expedientes por estado',
  'report.section.by_expert': 'Expedientes por técnico',
  'report.section.trend': 'Importes por mes (últimos 12 meses)',
  'report.section.stale': 'Sin cambio de estado en más de {days} días',
  'report.section.deadlines': 'Plazos de los próximos 30 días',
  'report.none.cases': 'No hay expedientes activos en este alcance.',
  'report.none.stale':
    'Ningún expediente lleva más de {days} días sin cambio de estado registrado.',
  'report.none.deadlines': 'No hay plazos pendientes en los próximos 30 días.',
  'report.why.history':
    'Sin dato: el servicio no da la fecha de creación ni la de un cambio de estado, y el historial que guarda esta aplicación no cubre el mes entero.',
  'report.why.closed':
    'Cerrados: sin dato hasta que se elijan los estados que cierran un expediente («Estados de cierre», en el informe mensual o en Ajustes → Informes), que el catálogo de estados no dice.',
  'report.why.requested':
    'Solicitado: sin dato, porque algún expediente presentado en el mes no tiene importe solicitado.',
  'report.why.awarded':
    'Concedido: sin dato, porque algún expediente concedido en el mes no tiene importe concedido.',
  'report.why.trend':
    'Un mes sin valor en la línea tiene algún expediente presentado o concedido sin importe: su suma no se sabe.',
  'report.why.stale_unknown':
    '{n} expedientes no tienen ningún cambio de estado registrado aquí: no se sabe cuánto llevan en su estado.',
  'report.why.credits':
    'Créditos consumidos: sin dato, porque las estadísticas de uso del servicio solo cuentan el periodo en curso, o el servicio no las da.',
}
