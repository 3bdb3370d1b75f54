import { localIsoDate } from '@shared/format'
import { type MessageKey, renderMessage } from '@shared/messages/catalogue-lookup'
import { type MonthReport } from '@shared/reports/month-report'
import { listCases } from '../../services/cases/case-list'
import { createRemoteCases } from '../../services/cases/remote-cases'
import { probeCredits } from '../../services/credits/credit-probe'
import { createMonthReportService, reportCaseOf } from '../../services/reports/month-report-service'
import { monthReportSheets } from '../../export/month-report-datasets'
import { writeMonthReport } from '../../export/month-report-file'
import { type CliContext } from '../cli-context'
import { isSpreadsheet, printJson, writeTables } from '../file-output'
import { type ReportCommand } from './report-args'

/** The JSON (point 4), in snake_case; a null is a figure the data cannot give. */
function monthReportJson(report: MonthReport, closingStatuses: number[] | null) {
  const change = (row: { count: number; previous: number | null; change: number | null }) => ({
    count: row.count,
    previous: row.previous,
    change: row.change,
  })
  return {
    month: report.month,
    expert: report.expert,
    by_status: report.byStatus.map((row) => ({
      status_group: row.statusGroup?.name ?? null,
      status_group_id: row.statusGroup?.id ?? null,
      status: row.status?.name ?? null,
      status_id: row.status?.id ?? null,
      ...change(row),
    })),
    by_expert: report.byExpert.map((row) => ({
      expert: row.expert.name,
      expert_id: row.expert.id,
      ...change(row),
    })),
    opened: report.opened,
    closed: report.closed,
    closing_statuses: closingStatuses ?? [],
    requested: report.requested.amount,
    requested_cases: report.requested.cases,
    awarded: report.awarded.amount,
    awarded_cases: report.awarded.cases,
    trend: report.trend.map((point) => ({
      month: point.month,
      requested: point.requested.amount,
      requested_cases: point.requested.cases,
      awarded: point.awarded.amount,
      awarded_cases: point.awarded.cases,
    })),
    stale_days: report.staleDays,
    stale: report.stale.map((row) => ({
      id: row.id,
      identifier: row.identifier,
      days: row.days,
      last_change: localIsoDate(new Date(row.lastChange)),
    })),
    stale_unknown: report.staleUnknown,
    deadlines: report.deadlines.map((row) => ({
      id: row.caseId,
      identifier: row.identifier,
      kind: row.kind,
      label: row.label,
      until: row.until,
    })),
    archived: report.archived,
    credits_spent: report.creditsSpent,
  }
}

/** One sentence on stderr for each figure left null, and why. */
function explainNulls(ctx: CliContext, report: MonthReport, named: boolean): void {
  const say = (key: `cli.report.${string}_unknown` & MessageKey) =>
    ctx.output.warn(renderMessage('es', key, {}))
  const past = report.byStatus.some((row) => row.change === null)
  if (report.opened === null || report.closed === null || past) say('cli.report.history_unknown')
  if (report.closed === null && !named) say('cli.report.closing_unknown')
  if (report.requested.amount === null) say('cli.report.requested_unknown')
  if (report.awarded.amount === null) say('cli.report.awarded_unknown')
  if (report.staleUnknown > 0) say('cli.report.stale_unknown')
  if (report.creditsSpent === null) say('cli.report.credits_unknown')
}

/**
 * `report month`: every case file the service lists (active and archived, walked to the end), the
 * history and deadlines kept in the command line's database, and the usage statistics.
 */
export async function reportMonth(ctx: CliContext, command: ReportCommand): Promise<void> {
  ctx.requireSignedIn()
  const services = await ctx.services()
  const remote = createRemoteCases({ api: ctx.api })
  const walk = (archived: boolean) =>
    listCases(ctx.api, {
      all: true,
      archived,
      mine: false,
      signal: ctx.signal,
      onProgress: (progress) => ctx.output.progress(progress),
    })
  const service = createMonthReportService({
    db: services.db,
    account: () => services.account,
    me: () => remote.expertId(ctx.session.view().email, ctx.signal),
    cases: async () => {
      const active = await walk(false)
      const archived = await walk(true)
      return [
        ...active.rows.map((row) => reportCaseOf(row, false)),
        ...archived.rows.map((row) => reportCaseOf(row, true)),
      ]
    },
    credits: async () => {
      const probe = await probeCredits(ctx.api)
      return probe.kind === 'balance' ? probe.balance : null
    },
    watches: false,
  })
  const report = await service.month({
    ...(command.month ? { month: command.month } : {}),
    ...(command.expert !== null ? { expert: command.expert } : {}),
    ...(command.staleDays !== null ? { staleDays: command.staleDays } : {}),
    ...(command.closingStatuses !== null ? { closingStatuses: command.closingStatuses } : {}),
  })
  explainNulls(ctx, report, command.closingStatuses !== null)
  const { output } = command
  if (isSpreadsheet(output)) {
    await writeTables(ctx, output, monthReportSheets(output.lang, report))
    return
  }
  if (output.format === 'pdf' && output.out) {
    const { out, lang } = output
    await ctx.track(
      writeMonthReport({ report, format: 'pdf', target: out, lang, signal: ctx.signal }),
    )
    ctx.output.json({ file: out, format: 'pdf' })
    return
  }
  printJson(ctx, output, monthReportJson(report, command.closingStatuses), report.byStatus.length)
}
