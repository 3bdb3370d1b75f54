/**
 * The words of the advisor's work on a case file in Spanish (part of es.ts): its errors, the kinds
 * of deadline and what a count passed over (the dossier, the calendar, the command line), the
 * e-mail that asks the client for documents, and the reminders' notification.
 */
export const esCaseWork = {
  'error.not_found.case_work_item': 'Eso ya no existe en este expediente: vuelva a abrirlo.',
  'error.validation.deadline_period':
    'Indique cuántos días hábiles, meses o años cuenta el plazo, o una fecha.',
  'error.validation.no_case_grant':
    'No se sabe la convocatoria de este expediente: añada los documentos a mano.',
  'error.validation.no_case_folder': 'Elija antes la carpeta de este expediente.',
  'error.validation.file_too_large': 'El archivo pasa de {max} MB: cópielo en la carpeta.',
  'error.validation.file_name': 'El nombre de archivo «{name}» no es válido.',
  'error.not_found.case_folder':
    'No se puede leer la carpeta del expediente ({folder}): compruebe que la unidad está conectada.',
  'error.not_found.grant_documents':
    'El servicio no ofrece la documentación de esta convocatoria: añada los documentos a mano.',
  'error.validation.no_client_email':
    'El cliente no tiene correo electrónico: añádalo en su ficha.',
  'error.storage.case_work_read_only':
    'No se puede guardar: la base de datos local no funciona con normalidad en esta sesión (vea el aviso del inicio) y se perdería. Reinicie la aplicación; si se repite, instale la última versión.',

  'deadline.kind.subsanacion': 'Subsanación',
  'deadline.kind.alegaciones': 'Alegaciones a la resolución provisional',
  'deadline.kind.reposicion': 'Recurso de reposición',
  'deadline.kind.justificacion': 'Justificación',
  'deadline.kind.aceptacion': 'Aceptación',
  'deadline.kind.otro': 'Otro plazo',
  'deadline.period.business_days': '{count} días hábiles',
  'deadline.period.months': '{count} meses',
  'deadline.period.years': '{count} años',
  'deadline.skipped': 'se saltan: {what}',
  'deadline.skipped.weekends': '{n|deadline.weekends}',
  'deadline.weekends.1': '1 fin de semana',
  'deadline.weekends.other': '{n} fines de semana',
  'deadline.skipped.none': 'no se salta ningún festivo',
  'document.state.pending': 'Pendiente',
  'document.state.received': 'Recibido',
  'document.state.not_applicable': 'No aplica',

  'mail.request.subject': 'Documentación pendiente: {title}',
  'mail.request.greeting': 'Buenos días:',
  'mail.request.intro':
    'Para continuar con el expediente {identifier} («{title}») necesitamos que nos envíe la siguiente documentación:',
  'mail.request.until': 'Le rogamos que nos la haga llegar antes del {date}.',
  'mail.request.thanks': 'Muchas gracias. Un saludo,',

  'reminder.title': 'Plazos de expedientes',
  'reminder.overdue': '{n|reminder.overdue_n}',
  'reminder.overdue_n.1': '1 plazo vencido.',
  'reminder.overdue_n.other': '{n} plazos vencidos.',
  'reminder.soon': 'En los próximos {days} días {n|reminder.soon_n}.',
  'reminder.soon_n.1': 'vence 1 plazo',
  'reminder.soon_n.other': 'vencen {n} plazos',
  'reminder.first': 'El primero: {what}, {identifier}, el {date}.',

  // The watch of the calls behind case files (services/bdns/call-watch.ts): the history's lines
  // and the desktop notification.
  'watch.change.opensOn': 'inicio del plazo de solicitud, {before} → {after}',
  'watch.change.closesOn': 'fin del plazo de solicitud, {before} → {after}',
  'watch.change.openText': 'texto del inicio del plazo, «{before}» → «{after}»',
  'watch.change.closeText': 'texto del fin del plazo, «{before}» → «{after}»',
  'watch.change.open': '«se puede solicitar indefinidamente», {before} → {after}',
  'watch.change.document': 'documento nuevo, «{after}»',
  'watch.change.notice': 'anuncio nuevo, «{after}»',
  'watch.value.none': 'sin dato',
  'watch.value.yes': 'sí',
  'watch.value.no': 'no',
  'watch.notify.title': 'Cambios en convocatorias (BDNS)',
  'watch.notify.body': '{n|watch.notify.n} {identifier}: {first}.',
  'watch.notify.n.1': '1 cambio en la convocatoria de un expediente.',
  'watch.notify.n.other': '{n} cambios en las convocatorias de sus expedientes.',
} as const
