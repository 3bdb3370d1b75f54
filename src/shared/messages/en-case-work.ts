import { type esCaseWork } from './es-case-work'

/** The words of the advisor's work on a case file in English (part of en.ts). */
export const enCaseWork: Readonly<Record<keyof typeof esCaseWork, string>> = {
  'error.not_found.case_work_item': 'That no longer exists in this case file: open it again.',
  'error.validation.deadline_period':
    'Give how many business days, months or years the period counts, or a date.',
  'error.validation.no_case_grant':
    'The grant of this case file is not known: add the documents by hand.',
  'error.validation.no_case_folder': 'Choose the folder of this case file first.',
  'error.validation.file_too_large': 'The file is over {max} MB: copy it into the folder.',
  'error.validation.file_name': 'The file name «{name}» is not valid.',
  'error.not_found.case_folder':
    'The case file’s folder cannot be read ({folder}): check that the drive is connected.',
  'error.not_found.grant_documents':
    'The service does not offer the documents of this grant: add them by hand.',
  'error.validation.no_client_email': 'The client has no e-mail address: add it on its record.',
  'error.storage.case_work_read_only':
    'This cannot be saved: the local database is not working normally in this session (see the notice at start) and it would be lost. Restart the app; if it happens again, install the latest version.',

  'deadline.kind.subsanacion': 'Correction of defects',
  'deadline.kind.alegaciones': 'Objections to the provisional decision',
  'deadline.kind.reposicion': 'Appeal for reconsideration',
  'deadline.kind.justificacion': 'Justification',
  'deadline.kind.aceptacion': 'Acceptance',
  'deadline.kind.otro': 'Other deadline',
  'deadline.period.business_days': '{count} business days',
  'deadline.period.months': '{count} months',
  'deadline.period.years': '{count} years',
  'deadline.skipped': 'skips: {what}',
  'deadline.skipped.weekends': '{n|deadline.weekends}',
  'deadline.weekends.1': '1 weekend',
  'deadline.weekends.other': '{n} weekends',
  'deadline.skipped.none': 'no holiday skipped',
  'document.state.pending': 'Pending',
  'document.state.received': 'Received',
  'document.state.not_applicable': 'Not applicable',

  'mail.request.subject': 'Documents pending: {title}',
  'mail.request.greeting': 'Good morning,',
  'mail.request.intro':
    'To go on with case file {identifier} («{title}») we need you to send us the following documents:',
  'mail.request.until': 'Please send them to us before {date}.',
  'mail.request.thanks': 'Many thanks. Kind regards,',

  'reminder.title': 'Case file deadlines',
  'reminder.overdue': '{n|reminder.overdue_n}',
  'reminder.overdue_n.1': '1 deadline overdue.',
  'reminder.overdue_n.other': '{n} deadlines overdue.',
  'reminder.soon': 'In the next {days} days {n|reminder.soon_n}.',
  'reminder.soon_n.1': '1 deadline is due',
  'reminder.soon_n.other': '{n} deadlines are due',
  'reminder.first': 'The first: {what}, {identifier}, on {date}.',

  // The watch of the calls behind case files (services/bdns/call-watch.ts): the history's lines
  // and the desktop notification.
  'watch.change.opensOn': 'application period start, {before} → {after}',
  'watch.change.closesOn': 'application period end, {before} → {after}',
  'watch.change.openText': 'text of the period start, «{before}» → «{after}»',
  'watch.change.closeText': 'text of the period end, «{before}» → «{after}»',
  'watch.change.open': '«can be applied for indefinitely», {before} → {after}',
  'watch.change.document': 'new document, «{after}»',
  'watch.change.notice': 'new notice, «{after}»',
  'watch.value.none': 'not given',
  'watch.value.yes': 'yes',
  'watch.value.no': 'no',
  'watch.notify.title': 'Changes in calls (BDNS)',
  'watch.notify.body': '{n|watch.notify.n} {identifier}: {first}.',
  'watch.notify.n.1': '1 change in the call of a case file.',
  'watch.notify.n.other': '{n} changes in the calls of your case files.',
}
