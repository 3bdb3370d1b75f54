import type Database from 'better-sqlite3'
import { type CreditBalance } from '@shared/credits'
import { type ReportCase } from '@shared/month-report'
import { type Handlers } from '../bridge/dispatch'
import { CasesStore } from '../storage/case-files-table'
import { createMonthReportService } from '../services/reports/month-report-service'

/** The bridge handler of «Informe mensual»: the replica and the history kept here, no request. */
export function reportHandlers(deps: {
  db: Database.Database
  account: () => string | null
  expertIdOf: (account: string) => number | null
  keptBalance: () => CreditBalance | null
}): Pick<Handlers, 'reports.month'> {
  const replica = new CasesStore(deps.db)
  const service = createMonthReportService({
    db: deps.db,
    account: deps.account,
    me: deps.expertIdOf,
    cases: (account): ReportCase[] => replica.listed(account, null),
    credits: deps.keptBalance,
    watches: true,
  })
  return { 'reports.month': (input) => service.month(input) }
}
