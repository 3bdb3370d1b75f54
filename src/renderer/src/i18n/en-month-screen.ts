import { type esMonthScreen } from './es-month-screen'

/** English texts of «Informe mensual»'s screen (see es-month-screen.ts). Part of en.ts. */
export const enMonthScreen: typeof esMonthScreen = {
  monthReport: {
    intro:
      'A month’s figures from the case files the app keeps in sync and the history it recorded, without asking the service.',
    month: 'Month',
    scope: 'Case files',
    scopeMine: 'Mine',
    scopeAll: 'Whole team',
    staleDays: 'No change for (days)',
    export: 'Export',
    exportXlsx: 'Excel workbook (.xlsx)',
    exportPdf: 'PDF document (.pdf)',
    exported: 'Report saved: {file}',
    asTable: 'Show as table',
    notKnown: 'not known',
    cases: 'Case files',
    casesCount: '{n} case file | {n} case files',
    requested: 'Requested',
    awarded: 'Awarded',
    group: 'Group',
    status: 'Status',
    expert: 'Advisor',
    previous: 'Month before',
    total: 'Total',
    change: 'Change',
    caseFile: 'Case file',
    days: 'Days without change',
    lastChange: 'Last change',
    kind: 'Deadline',
    until: 'Last day',
    figures: 'The month’s figures',
    loading: 'Working out the report…',
    chooseClosing:
      'Choose the statuses that close a case file in «Closing statuses», just below, to count the closed ones.',
  },
  closingStatuses: {
    label: 'Closing statuses',
    help: 'The statuses that close a case file (awarded, denied, withdrawn…): «Closed in the month» counts those that moved into one of them. The service does not mark them.',
    unknown: 'Status {id} (no longer in the list)',
    saveFailed: 'The closing statuses were not saved: {error}',
  },
}
