import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ClientReport } from '@shared/reports/client-report'
import { type ClientReportProgress } from '@shared/reports/client-report-ops'
import { isAppFailure } from '@shared/errors'
import { type EventName } from '@shared/bridge'
import { memoryReportStores, reportPlatform } from '../../../../test/support/client-report-stores'
import { clientReportJobs, type ReportRenderer } from './client-report-job'

/** A renderer whose answers the test lets through one by one; `called(n)`: once n renders began. */
function heldRenderer() {
  const waiting: { report: ClientReport; release: () => void }[] = []
  const calls: { n: number; resolve: () => void }[] = []
  const render: ReportRenderer = (report, format) =>
    new Promise((resolve) => {
      waiting.push({
        report,
        release: () => resolve(Buffer.from(`${format}:${report.company.name}`)),
      })
      for (const call of calls.filter((c) => c.n <= waiting.length)) call.resolve()
    })
  const called = (n: number) =>
    new Promise<void>((resolve) => {
      if (waiting.length >= n) resolve()
      else calls.push({ n, resolve })
    })
  return { render, waiting, called }
}

function setUp(
  render: ReportRenderer = (report) => Promise.resolve(Buffer.from(report.company.name)),
) {
  const folder = mkdtempSync(join(tmpdir(), 'client-report-'))
  const platform = reportPlatform(folder)
  const stores = memoryReportStores()
  const progress: ClientReportProgress[] = []
  const emit = (event: EventName, payload: unknown) => {
    if (event === 'reports.clientProgress') progress.push(payload as ClientReportProgress)
  }
  const jobs = clientReportJobs({ stores, platform, render, emit })
  return { folder, stores, jobs, progress }
}

const input = {
  jobId: 'job-0000001',
  format: 'docx' as const,
  language: 'es' as const,
  note: '',
  staleDays: 30,
}

describe('clientReportJobs', () => {
  it('writes one client’s report where the save dialog says, under the report’s name', async () => {
    const { jobs, progress, folder } = setUp()
    const result = await jobs.generate({ ...input, clientIds: [11] })
    expect(result.status).toBe('done')
    expect(result.paths).toEqual([
      join(folder, 'Informe de ayudas - Talleres Ruiz SL - 2026-05-14.docx'),
    ])
    expect(readFileSync(result.paths[0] ?? '').toString()).toBe('Talleres Ruiz SL')
    expect(progress).toEqual([
      { jobId: input.jobId, done: 1, total: 1, client: 'Talleres Ruiz SL' },
    ])
  })

  it('names the files in English, and takes out what a file name cannot hold', async () => {
    const { jobs } = setUp()
    const result = await jobs.generate({
      ...input,
      language: 'en',
      format: 'pdf',
      clientIds: [12, 11],
    })
    expect(result.paths.map((path) => basename(path))).toEqual([
      'Aid report - Panadería Sol Luna SA - 2026-05-14.pdf',
      'Aid report - Talleres Ruiz SL - 2026-05-14.pdf',
    ])
  })

  it('writes a batch into one folder, and a cancel keeps the files written and stops', async () => {
    const held = heldRenderer()
    const { jobs, progress } = setUp(held.render)
    const running = jobs.generate({ ...input, clientIds: [11, 12, 13] })
    await held.called(1)
    held.waiting[0]?.release()
    // The second render begins once the first file is written and said.
    await held.called(2)
    expect(progress).toHaveLength(1)
    expect(held.waiting).toHaveLength(2)
    expect(jobs.cancel(input.jobId)).toEqual({ cancelled: true })
    held.waiting[1]?.release()
    const result = await running
    expect(result.status).toBe('cancelled')
    expect(result.paths).toHaveLength(1)
    expect(basename(result.paths[0] ?? '')).toBe(
      'Informe de ayudas - Talleres Ruiz SL - 2026-05-14.docx',
    )
    const folder = join(result.paths[0] ?? '', '..')
    expect(readdirSync(folder)).toEqual([basename(result.paths[0] ?? '')])
    expect(held.waiting).toHaveLength(2)
    expect(progress.map((p) => [p.done, p.total])).toEqual([[1, 3]])
    // The job is over: nothing left to cancel.
    expect(jobs.cancel(input.jobId)).toEqual({ cancelled: false })
  })

  it('never writes over a file: a second batch in the same folder numbers its files', async () => {
    const { jobs } = setUp()
    const first = await jobs.generate({ ...input, clientIds: [11, 12] })
    const second = await jobs.generate({ ...input, jobId: 'job-0000002', clientIds: [11, 12] })
    expect(second.status).toBe('done')
    expect(second.paths.map((path) => basename(path))).toEqual([
      'Informe de ayudas - Talleres Ruiz SL - 2026-05-14 (2).docx',
      'Informe de ayudas - Panadería Sol Luna SA - 2026-05-14 (2).docx',
    ])
    for (const path of [...first.paths, ...second.paths]) expect(existsSync(path)).toBe(true)
  })

  it('refuses a client it does not keep, before any dialog, and when nobody is signed in', async () => {
    const { jobs, stores, folder } = setUp()
    const unknown = await jobs.generate({ ...input, clientIds: [11, 99] }).catch((e: unknown) => e)
    expect(isAppFailure(unknown) && unknown.appError.reason).toBe('report_client')
    expect(isAppFailure(unknown) && unknown.appError.message).toContain('99')
    expect(readdirSync(folder)).toEqual([])
    stores.signedIn = null
    const signedOut = await jobs.generate({ ...input, clientIds: [11] }).catch((e: unknown) => e)
    expect(isAppFailure(signedOut) && signedOut.appError.code).toBe('no_session')
  })
})
