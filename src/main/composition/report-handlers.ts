import { basename } from 'node:path'
import type Database from 'better-sqlite3'
import { type CreditBalance } from '@shared/credits'
import { formatMonth } from '@shared/format'
import { type Lang, renderMessage } from '@shared/messages/catalogue-lookup'
import { type ReportCase } from '@shared/reports/month-report'
import { type Platform } from '../base/platform-port'
import { type Handlers } from '../bridge/dispatch'
import { exportFileName } from '../export/export-names'
import { writeMonthReport } from '../export/month-report-file'
import { CasesStore } from '../storage/case-files/case-files-table'
import { ReportSettingsTable } from '../storage/report-settings-table'
import { createMonthReportService } from '../services/reports/month-report-service'

type ReportOps = 'reports.month' | 'reports.monthScope' | 'reports.monthExport'

/**
 * The bridge handlers of «Informe mensual»: the replica, the history and the closing statuses kept
 * here («Ajustes → Informes»), no request; its export asks where to save, then writes the workbook
 * or the PDF.
 */
export function reportHandlers(deps: {
  db: Database.Database
  account: () => string | null
  expertIdOf: (account: string) => number | null
  superExpertOf: (account: string) => boolean
  keptBalance: () => CreditBalance | null
  platform: Platform
  /** The language of the files written (the exports' setting). */
  language: () => Lang
}): Pick<Handlers, ReportOps> {
  const replica = new CasesStore(deps.db)
  const settings = new ReportSettingsTable(deps.db)
  const service = createMonthReportService({
    db: deps.db,
    account: deps.account,
    me: deps.expertIdOf,
    cases: (account): ReportCase[] => replica.listed(account, null),
    credits: deps.keptBalance,
    closingStatuses: (account) => settings.get(account).settings.closingStatuses,
    watches: true,
  })
  return {
    'reports.month': (input) => service.month(input),
    'reports.monthScope': () => {
      const account = deps.account()
      return {
        expert: account ? deps.expertIdOf(account) : null,
        superExpert: account ? deps.superExpertOf(account) : false,
      }
    },
    'reports.monthExport': async ({ format, ...input }) => {
      const report = await service.month(input)
      const lang = deps.language()
      const title = `${renderMessage(lang, 'report.month_title')} ${formatMonth(report.month, lang)}`
      const target = await deps.platform.chooseSaveFile({
        title: renderMessage(lang, 'dialog.export.title'),
        defaultName: exportFileName(title, format),
        extension: format,
      })
      if (!target) return { status: 'cancelled' }
      await writeMonthReport({ report, format, target, lang })
      return { status: 'done', path: target, fileName: basename(target) }
    },
  }
}
