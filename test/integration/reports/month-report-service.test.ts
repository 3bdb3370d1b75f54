import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import ExcelJS from 'exceljs'
import { extractText } from 'unpdf'
import { beforeEach, describe, expect, it } from 'vitest'
import { MonthReportSchema } from '../../../src/shared/reports/month-report'
import { monthReportCharts } from '../../../src/shared/reports/month-report-charts'
import { folderPlatform } from '../../../src/main/export/folder-platform'
import { type CaseFile } from '../../../src/shared/wire/case-file'
import { reportHandlers } from '../../../src/main/composition/report-handlers'
import { createMonthReportService } from '../../../src/main/services/reports/month-report-service'
import { CaseDeadlinesStore } from '../../../src/main/storage/case-files/case-deadlines-table'
import { CaseEventsStore } from '../../../src/main/storage/case-files/case-events-table'
import { CasesStore } from '../../../src/main/storage/case-files/case-files-table'
import { ReportSettingsTable } from '../../../src/main/storage/report-settings-table'
import { ReportSettingsSchema } from '../../../src/shared/reports/report-settings'
import { migrate } from '../../../src/main/storage/migrations'

/**
 * `reports.month` over the app's own data: the replica's case files, the history its syncs recorded
 * and the deadlines kept here, with no request; the signed-in advisor's by default, archived apart.
 */

const ACCOUNT = 'demo|1'
const at = (day: string) => new Date(`${day}T12:00:00`).getTime()
const FILED = { group: { id: 2, name: 'Presentación' }, status: { id: 22, name: 'Presentada' } }
const PAID = { group: { id: 4, name: 'Ejecución' }, status: { id: 45, name: 'Cobrada' } }

function serverCopy(id: number, expert: number, over: Partial<CaseFile> = {}): CaseFile {
  return {
    id,
    identifier: `EXP-${id}`,
    uuid: `u-${id}`,
    title: `Expediente ${id}`,
    client_data: { id: 1, business_name: 'Cliente', email: '', nif: 'B12345678' },
    expert_data: { id: expert, name: expert === 7 ? 'Ana' : 'Bea', email: '' },
    company: '',
    phone: null,
    platform: '',
    reference: null,
    additional_data: null,
    status_group: FILED.group,
    current_status: FILED.status,
    requested_amount: null,
    awarded_amount: null,
    presentation_date: null,
    concession_date: null,
    shared_client: null,
    ...over,
  }
}

describe('reports.month', () => {
  let db: Database.Database

  const put = (server: CaseFile, archived = false) => {
    const statusGroup = server.status_group
    new CasesStore(db).put(ACCOUNT, {
      server,
      serverActive: !archived,
      shown: { statusGroup, status: server.current_status, active: !archived },
    })
  }

  beforeEach(() => {
    db = new Database(':memory:')
    migrate(db)
    put(serverCopy(1, 7, { requested_amount: 1200, presentation_date: '2026-10-04' }))
    put(
      serverCopy(2, 7, {
        status_group: PAID.group,
        current_status: PAID.status,
        awarded_amount: 900,
        concession_date: '2026-10-20',
      }),
    )
    put(serverCopy(3, 9, { requested_amount: 5000, presentation_date: '2026-10-09' }))
    put(serverCopy(4, 7, { requested_amount: 99_999, presentation_date: '2026-10-11' }), true)
    const events = new CaseEventsStore(db)
    events.add(ACCOUNT, 1, 'status_service', { status: FILED }, at('2026-08-30'))
    events.add(ACCOUNT, 2, 'created', { status: FILED }, at('2026-10-02'))
    events.add(ACCOUNT, 2, 'status_here', { status: PAID }, at('2026-10-19'))
    new CaseDeadlinesStore(db).add(
      ACCOUNT,
      1,
      {
        kind: 'subsanacion',
        label: null,
        from: null,
        period: null,
        computed: null,
        until: '2026-11-20',
        skipped: [],
        weekends: 0,
        doneOn: null,
      },
      at('2026-11-01'),
    )
  })

  const service = (me: number | null) =>
    createMonthReportService({
      db,
      account: () => ACCOUNT,
      me: () => me,
      cases: (account) => new CasesStore(db).listed(account, null),
      credits: () => null,
      watches: true,
      now: () => at('2026-11-15'),
    })

  it('gives the signed-in advisor’s month from the replica and the history, archived apart', async () => {
    const report = MonthReportSchema.parse(await service(7).month())
    expect(report.month).toBe('2026-10')
    expect(report.expert).toBe(7)
    expect(report.archived).toBe(1)
    expect(report.byStatus.map((row) => [row.status?.name, row.count, row.previous])).toEqual([
      ['Presentada', 1, 1],
      ['Cobrada', 1, 0],
    ])
    expect(report.opened).toBe(1)
    expect(report.requested).toEqual({ amount: 1200, cases: 1 })
    expect(report.awarded).toEqual({ amount: 900, cases: 1 })
    expect(report.stale.map((row) => [row.identifier, row.days])).toEqual([['EXP-1', 77]])
    expect(report.deadlines.map((row) => [row.identifier, row.until])).toEqual([
      ['EXP-1', '2026-11-20'],
    ])
    expect(report.creditsSpent).toBeNull()
  })

  it('gives the whole team’s, or one technician’s, when asked', async () => {
    const team = await service(7).month({ expert: 'all', closingStatuses: [45] })
    expect(team.byExpert.map((row) => [row.expert.name, row.count])).toEqual([
      ['Ana', 2],
      ['Bea', 1],
    ])
    expect(team.requested).toEqual({ amount: 6200, cases: 2 })
    expect(team.closed).toBe(1)
    const bea = await service(7).month({ expert: 9, month: '2026-10' })
    expect(bea.byExpert.map((row) => row.expert.id)).toEqual([9])
  })

  it('takes only recorded status changes as watching the service, not other work', async () => {
    db.prepare('DELETE FROM case_events WHERE case_id = 1').run()
    const events = new CaseEventsStore(db)
    events.add(ACCOUNT, 1, 'deadline_added', { date: '2026-02-01' }, at('2026-01-10'))
    const report = await service(7).month()
    // The first status recorded is 2 October: October is not covered from its first day.
    expect(report.opened).toBeNull()
    expect(report.byStatus.every((row) => row.previous === null)).toBe(true)
  })

  it('says who is missing when the advisor’s technician is not known', async () => {
    await expect(service(null).month()).rejects.toMatchObject({
      appError: { code: 'no_expert' },
    })
  })

  const handlers = (superExpert = false, folder = mkdtempSync(join(tmpdir(), 'gd-month-'))) =>
    reportHandlers({
      db,
      account: () => ACCOUNT,
      expertIdOf: () => 7,
      superExpertOf: () => superExpert,
      keptBalance: () => null,
      platform: folderPlatform(folder),
      language: () => 'es',
    })

  it('answers through the bridge handler with the cached balance only', async () => {
    const report = MonthReportSchema.parse(
      await handlers()['reports.month']({ expert: 'all', month: '2026-10' }),
    )
    expect(report.archived).toBe(1)
    expect(report.byExpert.reduce((sum, row) => sum + row.count, 0)).toBe(3)
  })

  it('counts the closed files with the closing statuses kept in «Ajustes → Informes»', async () => {
    const ops = handlers()
    const input = { expert: 'all' as const, month: '2026-10' }
    expect((await ops['reports.month'](input)).closed).toBeNull()
    const keep = (closingStatuses: number[]) =>
      new ReportSettingsTable(db).save(
        ACCOUNT,
        ReportSettingsSchema.parse({ closingStatuses }),
        at('2026-11-15'),
      )
    keep([45])
    expect((await ops['reports.month'](input)).closed).toBe(1)
    // Named in the call, they win over the kept ones.
    expect((await ops['reports.month']({ ...input, closingStatuses: [22] })).closed).toBe(0)
    keep([])
    expect((await ops['reports.month'](input)).closed).toBeNull()
  })

  it('writes «Cerrados en el mes» in the PDF once closing statuses are kept', async () => {
    new ReportSettingsTable(db).save(
      ACCOUNT,
      ReportSettingsSchema.parse({ closingStatuses: [45] }),
      at('2026-11-15'),
    )
    const done = await handlers()['reports.monthExport']({ month: '2026-10', format: 'pdf' })
    if (done.status !== 'done') throw new Error('not written')
    const { readFile } = await import('node:fs/promises')
    const { text } = await extractText(new Uint8Array(await readFile(done.path)), {
      mergePages: true,
    })
    expect(text).toMatch(/Cerrados en el mes\s+1\b/)
    expect(text).not.toContain('Estados de cierre')
  })

  it('tells whether the advisor may see the whole team', () => {
    expect(handlers(true)['reports.monthScope'](undefined)).toEqual({
      expert: 7,
      superExpert: true,
    })
    expect(handlers(false)['reports.monthScope'](undefined)).toEqual({
      expert: 7,
      superExpert: false,
    })
  })

  it('writes the workbook whose charts’ sheets hold exactly the numbers the charts draw', async () => {
    const ops = handlers(true)
    const input = { expert: 'all' as const, month: '2026-10' }
    const done = await ops['reports.monthExport']({ ...input, format: 'xlsx' })
    if (done.status !== 'done') throw new Error('not written')
    expect(done.fileName).toMatch(/^informe-mensual-octubre-de-2026-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const charts = monthReportCharts(await ops['reports.month'](input))
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(done.path)
    const rows = (name: string) =>
      (book.getWorksheet(name)?.getSheetValues() ?? [])
        .slice(2)
        .map((row) => (row as unknown[]).slice(1).map((cell) => cell ?? null))
    expect(rows('Por grupo de estado')).toEqual(charts.byGroup.map((bar) => [bar.name, bar.value]))
    expect(rows('Por técnico').map((row) => row.slice(0, 2))).toEqual(
      charts.byExpert.map((bar) => [bar.name, bar.value]),
    )
    expect(rows('Importes por mes')).toEqual(
      charts.trend.map((point) => [point.month, point.requested, point.awarded]),
    )
    expect(charts.trend.at(-1)).toEqual({ month: '2026-10', requested: 6200, awarded: 900 })
  })

  it('writes the PDF with the same numbers, in the exports’ language', async () => {
    const done = await handlers()['reports.monthExport']({ month: '2026-10', format: 'pdf' })
    if (done.status !== 'done') throw new Error('not written')
    const { readFile } = await import('node:fs/promises')
    const { text } = await extractText(new Uint8Array(await readFile(done.path)), {
      mergePages: true,
    })
    expect(text).toContain('Informe mensual · octubre de 2026')
    expect(text).toContain('Expedientes de Ana')
    expect(text).toContain('octubre de 2026 1.200,00 € 900,00 €')
    expect(text).toContain('EXP-1')
  })
})
