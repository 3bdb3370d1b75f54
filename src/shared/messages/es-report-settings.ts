/**
 * The words of «Ajustes → Informes» in main (part of es.ts): its errors, the logo's dialog, and
 * the default e-mail that takes a client's report to the client (its `{client}`, `{firm}`,
 * `{date}` and `{period}` become the template's placeholders in its language, `{cliente}`…).
 */
export const esReportSettings = {
  'error.not_found.logo_file': 'No se puede leer el archivo «{name}»: compruebe que sigue ahí.',
  'error.validation.logo_too_large':
    'El logotipo pasa de {max} MB: elija una imagen más pequeña o redúzcala.',
  'error.validation.logo_type':
    '«{name}» no es una imagen PNG ni JPEG: elija el logotipo en uno de esos formatos.',
  'error.storage.report_settings_read_only':
    'No se pueden guardar los ajustes de informes: la base de datos local no funciona con normalidad en esta sesión (vea el aviso del inicio). Reinicie la aplicación.',
  'error.not_found.report_file':
    'No se encuentra el informe «{name}»: vuelva a generarlo y prepare el correo entonces.',
  'error.validation.report_too_large':
    'El informe pasa de {max} MB y no cabe en un correo: envíelo por otro medio.',
  'error.validation.report_type':
    '«{name}» no es un informe PDF ni DOCX de la aplicación: vuelva a generarlo.',
  'error.forbidden.report_not_written':
    'Ese archivo no es un informe escrito por la aplicación en esta sesión: genere el informe de nuevo.',
  'validation.mail_subject_empty': 'Escriba el asunto del correo.',
  'validation.mail_body_empty': 'Escriba el texto del correo.',
  'dialog.logo.title': 'Elegir el logotipo del despacho',
  'dialog.file_type.image': 'Imagen PNG o JPEG',
  'reportMail.subject': 'Informe de ayudas de {client}',
  'reportMail.body':
    'Buenos días:\n\nLe adjuntamos el informe de ayudas de {client} a {date}, con el periodo {period}: las convocatorias abiertas que encajan con la empresa, las ayudas recibidas y el estado de sus expedientes.\n\nQuedamos a su disposición para cualquier consulta.\n\nUn saludo,\n{firm}',
} as const
