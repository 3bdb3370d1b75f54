import { type esMonthReport } from './es-month-report'

/** «Informe mensual»'s words in English (part of en.ts): the same keys as es-month-report.ts. */
export const enMonthReport: Readonly<Record<keyof typeof esMonthReport, string>> = {
  'export.sheet.report_by_group': 'By status group',
  'export.sheet.report_trend': 'Amounts by month',
  'export.column.report_requested': 'Requested (€)',
  'export.column.report_awarded': 'Awarded (€)',
  'report.status.none': 'No status',
  'report.month_title': 'Monthly report',
  'report.scope.all': 'Whole team',
  'report.scope.expert': 'Case files of {name}',
  'report.scope.nobody': 'An advisor with no active case files',
  'report.generated': 'Generated on {date}',
  'report.section.summary': 'Month summary',
  'report.section.by_group': 'Case files by status group',
  'report.section.by_status': 'Case files by status',
  'report.section.by_expert': 'Case files by advisor',
  'report.section.trend': 'Amounts by month (last 12 months)',
  'report.section.stale': 'No status change for more than {days} days',
  'report.section.deadlines': 'Deadlines in the next 30 days',
  'report.none.cases': 'There are no active case files in this scope.',
  'report.none.stale':
    'No case file has gone more than {days} days without a recorded status change.',
  'report.none.deadlines': 'No pending deadlines in the next 30 days.',
  'report.why.history':
    'Not known: the service gives no creation date nor the date of a status change, and the history this app keeps does not cover the whole month.',
  'report.why.closed':
    'Closed: not known until the statuses that close a case file are chosen («Closing statuses», in the month’s report or in Settings → Reports), which the statuses catalogue does not say.',
  'report.why.requested':
    'Requested: not known, because a case file presented in the month has no requested amount.',
  'report.why.awarded':
    'Awarded: not known, because a case file awarded in the month has no awarded amount.',
  'report.why.trend':
    'A month with no value on the line has a case file presented or awarded without an amount: its sum is not known.',
  'report.why.stale_unknown':
    '{n} case files have no status change recorded here: how long they have stood is not known.',
  'report.why.credits':
    'Credits spent: not known, because the service’s usage statistics count only the current period, or the service does not give them.',
}
