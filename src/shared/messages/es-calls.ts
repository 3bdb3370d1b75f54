/**
 * The words of «Convocatorias» in Spanish (part of es.ts): the search of calls, the saved
 * searches and the clients that fit a call.
 */
export const esCalls = {
  'error.not_found.no_calls':
    'Este servicio no ofrece la búsqueda de convocatorias: busque desde el simulador o «Cartera».',
  'error.not_found.saved_search': 'No hay ninguna búsqueda guardada con el nombre «{name}».',
  'error.conflict.saved_search_exists':
    'Ya hay una búsqueda guardada con el nombre «{name}»: elija otro nombre o bórrela antes.',
  'error.storage.saved_search_read_only':
    'No se puede guardar la búsqueda: la base de datos local no funciona con normalidad en esta sesión (vea el aviso del inicio). Reinicie la aplicación; si se repite, instale la última versión.',
  'error.not_found.call_closed':
    'La convocatoria {grant} está cerrada: el servicio ya no da su detalle, y sin él no se puede saber qué clientes encajan.',
  'calls.criterion.applicants': 'tipo de solicitante',
  'calls.criterion.territory': 'territorio',
  'calls.criterion.actions': 'acciones',
  'calls.criterion.activities': 'sector',
  'calls.criterion.cnae': 'CNAE',
  'cli.usage.calls_choice': '{flag} admite {choices}, no «{raw}».',
  'cli.usage.calls_flag_with': '{flag} no va con {mode}.',
  'cli.usage.calls_modes': 'Use solo una de estas opciones a la vez: {flags}.',
  'validation.calls_date': 'Escriba la fecha como AAAA-MM-DD.',
  'validation.calls_text': 'Busque por palabras del título o por significado, no por las dos.',
  'validation.calls_closing_range':
    'La fecha de cierre «hasta» es anterior a la de «desde»: corrija una de las dos.',
  'validation.calls_amount_range':
    'El importe máximo es menor que el mínimo: corrija uno de los dos.',
} as const
