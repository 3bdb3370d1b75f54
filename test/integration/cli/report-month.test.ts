import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localIsoDate } from '../../../src/shared/format'
import { type CaseFile, CaseFileWireSchema } from '../../../src/shared/wire/case-file'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { type CliResult, connectionTo, newHome, runCli, scriptCredentials } from '../../support/cli'
import { DEMO_PASSWORD, DIALECTS, EXPERT } from '../../support/test-app'

/**
 * `grants-desk report month` against the demo service: the JSON over every case file the
 * service lists (archived ones apart), the signed-in advisor's by default, nulls said on stderr,
 * deadlines kept by the command line, the workbook read back, and usage errors that exit 2.
 */

interface Report {
  month: string
  expert: number | 'all'
  by_status: {
    status_group: string | null
    status_group_id: number | null
    status: string | null
    status_id: number | null
    count: number
    previous: number | null
    change: number | null
  }[]
  by_expert: { expert: string; expert_id: number; count: number; previous: number | null }[]
  opened: number | null
  closed: number | null
  closing_statuses: number[]
  requested: number | null
  requested_cases: number
  awarded: number | null
  awarded_cases: number
  trend: {
    month: string
    requested: number | null
    requested_cases: number
    awarded: number | null
    awarded_cases: number
  }[]
  stale: { id: number; identifier: string; days: number }[]
  stale_unknown: number
  deadlines: { id: number; identifier: string; kind: string; until: string }[]
  archived: number
  credits_spent: number | null
}

const json = <T>(result: CliResult): T => JSON.parse(result.stdout) as T
const DAY_MS = 86_400_000
const today = localIsoDate()
const thisMonth = today.slice(0, 7)

describe.each(DIALECTS)('grants-desk report month (%s dialect)', (dialect) => {
  let demoService: DemoService
  let env: Record<string, string>
  const home = newHome()
  /** Every case file the advisor sees, with whether the service keeps it archived. */
  let visible: (CaseFile & { archived: boolean })[]
  /** The signed-in advisor's first active case file, with two deadlines kept here. */
  let mine: CaseFile
  const due = localIsoDate(new Date(Date.now() + 10 * DAY_MS))
  const later = localIsoDate(new Date(Date.now() + 40 * DAY_MS))
  const cli = (...args: string[]) =>
    runCli([...args, ...connectionTo(demoService.url)], { env, home })

  beforeAll(async () => {
    demoService = await createDemoService({
      port: 0,
      dialect,
      clients: 30,
      concessions: 0,
      cases: 1000,
    })
    env = await scriptCredentials(demoService.url, EXPERT, DEMO_PASSWORD)
    visible = []
    for (let page = 1; ; page++) {
      const answer = (await (
        await fetch(`${demoService.url}/api/v2/forms/?page=${page}&page_size=200`, {
          headers: { Authorization: `ExpertToken ${env.GRANTS_EXPERT_TOKEN}` },
        })
      ).json()) as { results: unknown[]; next: string | null }
      // Read as the app reads either dialect (the vendor types amounts as texts).
      for (const raw of answer.results) {
        const row = CaseFileWireSchema.parse(raw)
        const archived = demoService.state.cases.get(row.id)?.archived ?? false
        visible.push({ ...row, archived })
      }
      if (!answer.next) break
    }
    const own = visible.find((row) => !row.archived && row.expert_data.email === EXPERT)
    if (!own) throw new Error('the advisor has no case file')
    mine = own
    // Two deadlines kept here: the report lists the one due within its weeks.
    for (const date of [due, later]) {
      const added = await cli(
        'cases',
        'deadline',
        String(mine.id),
        '--kind',
        'otro',
        '--date',
        date,
      )
      if (added.code !== 0) throw new Error(added.stderr)
    }
  })
  afterAll(async () => {
    await demoService.close()
  })

  it('counts the whole team’s active case files by status and advisor this month, archived apart', async () => {
    const result = await cli('report', 'month', '--all-experts', '--month', thisMonth)
    expect(result.code, result.stderr).toBe(0)
    const report = json<Report>(result)
    const active = visible.filter((row) => !row.archived)
    expect(active.length).toBeGreaterThan(200)
    expect(report.month).toBe(thisMonth)
    expect(report.expert).toBe('all')
    expect(report.archived).toBe(visible.length - active.length)
    expect(report.archived).toBeGreaterThan(0)

    const byStatus = new Map<string, number>()
    for (const row of active) {
      const key = `${row.status_group?.id ?? null}/${row.current_status?.id ?? null}`
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1)
    }
    expect(
      new Map(
        report.by_status.map((row) => [`${row.status_group_id}/${row.status_id}`, row.count]),
      ),
    ).toEqual(byStatus)
    // The command line never watches the service: the month before is not known.
    expect(report.by_status.every((row) => row.previous === null && row.change === null)).toBe(true)

    const byExpert = new Map<number, number>()
    for (const row of active)
      byExpert.set(row.expert_data.id, (byExpert.get(row.expert_data.id) ?? 0) + 1)
    expect(new Map(report.by_expert.map((row) => [row.expert_id, row.count]))).toEqual(byExpert)

    expect(report.opened).toBeNull()
    expect(report.closed).toBeNull()
    expect(report.stale).toEqual([])
    expect(report.stale_unknown).toBe(active.length)
    expect(result.stderr).toContain('la línea de órdenes no guarda el historial de estados')
    expect(result.stderr).toContain('nómbrelos con --closing-status')
    expect(report.closing_statuses).toEqual([])
  })

  it('takes the closing statuses named with --closing-status, each once, and stops asking for them', async () => {
    const ids = [...new Set(visible.flatMap((row) => row.current_status?.id ?? []))].slice(0, 2)
    expect(ids).toHaveLength(2)
    const named = `${ids[1]}, ${ids[0]},${ids[1]}`
    const result = await cli('report', 'month', '--all-experts', '--closing-status', named)
    expect(result.code, result.stderr).toBe(0)
    const report = json<Report>(result)
    expect(report.closing_statuses).toEqual([ids[1], ids[0]])
    // No history is recorded here: still null, said once, and not for want of closing statuses.
    expect(report.closed).toBeNull()
    expect(result.stderr).toContain('la línea de órdenes no guarda el historial de estados')
    expect(result.stderr).not.toContain('--closing-status')
  })

  it('sums a past month’s requested and awarded amounts by their dates, never the archived ones', async () => {
    const dated = visible.find((row) => !row.archived && row.presentation_date !== null)
    const month = dated?.presentation_date?.slice(0, 7)
    if (!month) throw new Error('no dated case file')
    const result = await cli('report', 'month', '--all-experts', '--month', month)
    expect(result.code, result.stderr).toBe(0)
    const report = json<Report>(result)

    const active = visible.filter((row) => !row.archived)
    const presented = active.filter((row) => row.presentation_date?.startsWith(`${month}-`))
    const conceded = active.filter((row) => row.concession_date?.startsWith(`${month}-`))
    const sum = (values: (number | null)[]) =>
      values.some((v) => v === null)
        ? null
        : Math.round(values.reduce<number>((s, v) => s + (v ?? 0), 0) * 100) / 100
    expect(report.requested_cases).toBe(presented.length)
    expect(report.requested).toBe(sum(presented.map((row) => row.requested_amount)))
    expect(report.awarded_cases).toBe(conceded.length)
    expect(report.awarded).toBe(sum(conceded.map((row) => row.awarded_amount)))
    // The line of amounts: twelve months ending at the report's, each summed the same way.
    expect(report.trend).toHaveLength(12)
    expect(report.trend.at(-1)).toEqual({
      month,
      requested: report.requested,
      requested_cases: report.requested_cases,
      awarded: report.awarded,
      awarded_cases: report.awarded_cases,
    })
    const before = report.trend[10]?.month ?? ''
    const presentedBefore = active.filter((row) => row.presentation_date?.startsWith(`${before}-`))
    expect(report.trend[10]?.requested).toBe(sum(presentedBefore.map((r) => r.requested_amount)))
    // A past month's statuses: unknown here, in one row, said on stderr.
    expect(report.by_status).toEqual([
      {
        status_group: null,
        status_group_id: null,
        status: null,
        status_id: null,
        count: active.length,
        previous: null,
        change: null,
      },
    ])
    expect(report.credits_spent).toBeNull()
    expect(result.stderr).toContain('Créditos consumidos: null')
  })

  it('is the signed-in advisor’s own case files by default, with the deadlines kept here', async () => {
    const result = await cli('report', 'month')
    expect(result.code, result.stderr).toBe(0)
    const report = json<Report>(result)
    const [year, month] = thisMonth.split('-').map(Number) as [number, number]
    const before = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
    expect(report.month).toBe(before)
    expect(report.expert).toBe(mine.expert_data.id)
    expect(report.by_expert.map((row) => row.expert_id)).toEqual([mine.expert_data.id])
    expect(report.by_expert[0]?.count).toBe(
      visible.filter((row) => !row.archived && row.expert_data.id === mine.expert_data.id).length,
    )
    expect(report.deadlines).toEqual([
      { id: mine.id, identifier: mine.identifier, kind: 'otro', label: null, until: due },
    ])
  })

  it('writes the workbook: one typed sheet per table, read back', async () => {
    const out = join(newHome('gd-report-'), 'informe.xlsx')
    const result = await cli(
      'report',
      'month',
      '--all-experts',
      '--month',
      thisMonth,
      '--format',
      'xlsx',
      '--out',
      out,
    )
    expect(result.code, result.stderr).toBe(0)
    expect(json<{ file: string; format: string }>(result)).toMatchObject({
      file: out,
      format: 'xlsx',
    })
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(out)
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Resumen del mes',
      'Por estado',
      'Por grupo de estado',
      'Por técnico',
      'Importes por mes',
      'Sin cambio de estado',
      'Próximos plazos',
    ])
    const byJson = json<Report>(await cli('report', 'month', '--all-experts', '--month', thisMonth))
    const status = book.getWorksheet('Por estado')
    expect(status?.getRow(1).values).toEqual([
      undefined,
      'Grupo',
      'Estado',
      'Expedientes',
      'Mes anterior',
      'Variación',
    ])
    const counts = (status?.getSheetValues() ?? []).slice(2).map((row) => (row as unknown[])[3])
    expect(counts).toEqual(byJson.by_status.map((row) => row.count))
    expect(counts.every((count) => typeof count === 'number')).toBe(true)
    const summary = book.getWorksheet('Resumen del mes')
    const archivedRow = (summary?.getSheetValues() ?? []).find(
      (row) => (row as unknown[] | undefined)?.[2] === 'Archivados (aparte)',
    ) as unknown[]
    expect(archivedRow[3]).toBe(byJson.archived)
    const trend = (book.getWorksheet('Importes por mes')?.getSheetValues() ?? []).slice(2)
    expect(trend.map((row) => (row as unknown[]).slice(1, 4))).toEqual(
      byJson.trend.map((point) => [
        point.month,
        point.requested ?? undefined,
        point.awarded ?? undefined,
      ]),
    )
    const deadlines = book.getWorksheet('Próximos plazos')
    const firstDeadline = deadlines?.getRow(2).getCell(3).value
    expect(firstDeadline).toBeInstanceOf(Date)
  })

  it('writes the PDF, read back: the month, the team and the case files by advisor', async () => {
    const out = join(newHome('gd-report-'), 'informe.pdf')
    const args = ['report', 'month', '--all-experts', '--month', thisMonth]
    const result = await cli(...args, '--format', 'pdf', '--out', out, '--lang', 'en')
    expect(result.code, result.stderr).toBe(0)
    expect(json<{ file: string; format: string }>(result)).toEqual({ file: out, format: 'pdf' })
    const { text } = await extractText(new Uint8Array(readFileSync(out)), { mergePages: true })
    const [year, month] = thisMonth.split('-').map(Number) as [number, number]
    const name = new Date(year, month - 1, 15).toLocaleString('en-GB', { month: 'long' })
    expect(text).toContain(`Monthly report · ${name} ${year}`)
    expect(text).toContain('Whole team')
    const byJson = json<Report>(await cli(...args))
    const first = byJson.by_expert[0]
    if (!first) throw new Error('no advisor')
    expect(text).toContain(`${first.expert} ${first.count.toLocaleString('en-GB')}`)
  })

  it('refuses a wrong month, --expert with --all-experts, closing statuses that are not ids, csv and xlsx without --out: exit 2', async () => {
    const wrong = [
      ['--month', '2026-13'],
      ['--month', 'octubre'],
      ['--expert', '3', '--all-experts'],
      ['--expert', 'ana'],
      ['--stale-days', '0'],
      ['--closing-status', 'Cobrada'],
      ['--closing-status', '4,-5'],
      ['--closing-status', '0'],
      ['--closing-status', ' '],
      ['--closing-status', Array.from({ length: 201 }, (_, i) => i + 1).join(',')],
      ['--format', 'csv', '--out', 'x.csv'],
      ['--format', 'xlsx'],
    ]
    for (const args of wrong) {
      const result = await cli('report', 'month', ...args)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stdout).toBe('')
    }
    const letters = await cli('report', 'month', '--closing-status', '45,cobrada')
    expect(letters.stderr).toContain('--closing-status debe ser una lista de números enteros')
    const none = await cli('report', 'month', '--closing-status', ' ')
    expect(none.code).toBe(2)
    expect(none.stderr).toContain('--closing-status nombra de 1 a 200 estados')
  })
})
