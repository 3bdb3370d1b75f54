import { type esReportSettings } from './es-report-settings'

/** The words of «Ajustes → Informes» in main, in English (part of en.ts). */
export const enReportSettings: Record<keyof typeof esReportSettings, string> = {
  'error.not_found.logo_file': 'The file «{name}» cannot be read: check that it is still there.',
  'error.validation.logo_too_large':
    'The logo is larger than {max} MB: choose a smaller image or reduce it.',
  'error.validation.logo_type':
    '«{name}» is not a PNG or JPEG image: choose the logo in one of those formats.',
  'error.storage.report_settings_read_only':
    'The report settings cannot be saved: the local database is not working normally in this session (see the notice at start-up). Restart the app.',
  'error.not_found.report_file':
    'The report «{name}» cannot be found: generate it again and prepare the e-mail then.',
  'error.validation.report_too_large':
    'The report is larger than {max} MB and does not fit in an e-mail: send it another way.',
  'error.validation.report_type':
    '«{name}» is not a PDF or DOCX report of the app: generate it again.',
  'error.forbidden.report_not_written':
    'That file is not a report the app wrote in this session: generate the report again.',
  'validation.mail_subject_empty': 'Write the e-mail’s subject.',
  'validation.mail_body_empty': 'Write the e-mail’s text.',
  'dialog.logo.title': 'Choose the firm’s logo',
  'dialog.file_type.image': 'PNG or JPEG image',
  'reportMail.subject': 'Grants report for {client}',
  'reportMail.body':
    'Good morning,\n\nPlease find attached the grants report for {client} as of {date}, covering {period}: the open calls that fit the company, the aid received and the state of its case files.\n\nDo not hesitate to contact us with any question.\n\nKind regards,\n{firm}',
}
