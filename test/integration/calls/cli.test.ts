import { join } from 'node:path'
import Database from 'better-sqlite3'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoService, DIALECTS, type DemoService } from '../../../src/demo-service/server'
import { DATABASE_FILE } from '../../../src/main/storage/database'
import { type CliResult, connectionTo, newHome, runCli, sessionEnv } from '../../support/cli'

/**
 * `grants-desk calls` (SC-CALLS-1..7) in this process against the demo service, in both dialects:
 * what each flag sends, the JSON it prints, costs and the cache, saved searches, fitting clients,
 * usage errors and a service without `funds/`.
 */

const FUNDS = /^\/api\/v2\/funds\/$/
const ROW_KEYS = ['id', 'slug', 'title', 'state', 'closes_on', 'amount', 'status_text', 'recent']
const TODAY = '2026-05-14'

interface Row {
  id: number
  slug: string
  title: string
  state: string | null
  closes_on: string | null
  amount: number | null
  new?: boolean
}
interface Doc {
  count: number
  results: Row[]
}

const json = <T>(result: CliResult): T => JSON.parse(result.stdout) as T

describe.each(DIALECTS)('grants-desk calls (%s dialect)', (dialect) => {
  let demoService: DemoService
  let connection: string[]
  let env: Record<string, string>
  const cli = (args: string[], home: string) => runCli([...args, ...connection], { home, env })
  /** What each request to funds/ carried: its page and its requestData. */
  const sent = () =>
    demoService.control.requests
      .filter((r) => FUNDS.test(r.path))
      .map((r) => {
        const query = new URL(r.url, demoService.url).searchParams
        return {
          page: query.get('page'),
          data: JSON.parse(query.get('requestData') ?? 'null') as unknown,
        }
      })

  beforeAll(async () => {
    demoService = await createDemoService({ port: 0, dialect, today: TODAY, concessions: 300 })
    connection = connectionTo(demoService.url)
    env = await sessionEnv(demoService.url)
  })
  afterAll(async () => {
    await demoService.close()
  })

  const ORDER = { order: 'final_period_end_date' }
  it.each([
    [['--text', 'kit digital'], { search_by_text: 'kit digital' }],
    [['--meaning', 'hostelería'], { search_by_vectorized_text: 'hostelería' }],
    [['--bdns', '639942'], { bdns: 639942 }],
    [['--province', '47,9'], { provinces: [9, 47] }],
    [['--community', '7'], { communities: [7] }],
    [['--applicants', '2,3'], { applicants_v2: [2, 3] }],
    [['--actions', '3'], { actions_v2: [3] }],
    [['--state', 'open'], { status_code: 1 }],
    [['--state', 'pending'], { status_code: 0 }],
    [['--state', 'closed'], { status_code: 2 }],
    [['--closing-from', '2026-05-14'], { final_period_start_date: '2026-05-14' }],
    [['--closing-to', '2026-05-31'], { final_period_end_date: '2026-05-31' }],
    [['--min-amount', '1000000'], { min_total_amount: 1_000_000 }],
    [['--max-amount', '2500,5'], { max_total_amount: 2500.5 }],
    [['--minimis'], { minimis: true }],
  ] as const)('sends %j as the vendor documents it, and only that', async (flags, data) => {
    const home = newHome('gd-calls-')
    demoService.control.clearRequests()
    const result = await cli(['calls', ...flags], home)
    expect(result.code, result.stderr).toBe(0)
    expect(sent()).toEqual([{ page: '1', data: { ...data, ...ORDER } }])
  })

  it.each([
    ['closing', 'final_period_end_date'],
    ['-closing', '-final_period_end_date'],
    ['amount', 'total_amount'],
    ['-amount', '-total_amount'],
    ['relevance', '-order_score'],
  ])('sends --order=%s as order %s', async (order, sentOrder) => {
    demoService.control.clearRequests()
    const result = await cli(['calls', `--order=${order}`, '--state', 'open'], newHome())
    expect(result.code, result.stderr).toBe(0)
    expect(sent()).toEqual([{ page: '1', data: { status_code: 1, order: sentOrder } }])
  })

  it('prints { count, results } with closes_on read from status_text; --page N is page N', async () => {
    const home = newHome('gd-calls-')
    demoService.control.clearRequests()
    const result = await cli(['calls', '--state', 'open', '--closing-to', '2026-05-31'], home)
    const doc = json<Doc>(result)
    expect(Object.keys(doc)).toEqual(['count', 'results'])
    expect(doc.results.length).toBeGreaterThan(0)
    for (const row of doc.results) {
      expect(Object.keys(row)).toEqual(ROW_KEYS)
      expect(row.state).toBe('open')
      if (row.closes_on !== null) expect(row.closes_on <= '2026-05-31').toBe(true)
    }
    // «este mes» is never empty: one call of the demo service closes on its today.
    expect(doc.results.map((row) => row.closes_on)).toContain(TODAY)
    const second = await cli(['calls', '--page', '2'], home)
    expect(second.code, second.stderr).toBe(0)
    expect(sent().map((s) => s.page)).toEqual(['1', '2'])
  })

  it('never sends the same search twice a day; --all asks above the threshold, caps, then walks', async () => {
    const home = newHome('gd-calls-')
    demoService.control.clearRequests()
    const first = await cli(['calls', '--state', 'closed'], home)
    const again = await cli(['calls', '--state', 'closed'], home)
    expect(again.stdout).toBe(first.stdout)
    expect(sent()).toHaveLength(1)

    const count = json<Doc>(first).count
    const pages = Math.ceil(count / 10)
    expect(pages).toBeGreaterThan(3)
    const asked = await cli(['calls', '--state', 'closed', '--all', '--ask-above', '2'], home)
    expect(asked.code).toBe(2)
    expect(asked.stdout).toBe('')
    expect(sent()).toHaveLength(1)
    const capped = await cli(
      ['calls', '--state', 'closed', '--all', '--yes', '--max-requests', '2'],
      home,
    )
    expect(capped.code).toBe(3)
    expect(sent()).toHaveLength(1)
    const all = await cli(['calls', '--state', 'closed', '--all', '--yes'], home)
    expect(all.code, all.stderr).toBe(0)
    const doc = json<Doc>(all)
    expect(doc.count).toBe(count)
    expect(new Set(doc.results.map((row) => row.id)).size).toBe(count)
    expect(sent()).toHaveLength(pages)
    await cli(['calls', '--state', 'closed', '--all'], home)
    expect(sent()).toHaveLength(pages)
  })

  it('writes csv and xlsx with the export writers', async () => {
    const home = newHome('gd-calls-')
    const xlsx = join(home, 'calls.xlsx')
    const written = await cli(['calls', '--state', 'open', '--format', 'xlsx', '--out', xlsx], home)
    expect(written.code, written.stderr).toBe(0)
    expect(json<{ file: string; rows: number }>(written)).toMatchObject({ file: xlsx })
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(xlsx)
    const sheet = book.worksheets[0]
    expect(sheet?.name).toBe('Convocatorias')
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1)
    expect(headers).toEqual([
      'Id de la convocatoria',
      'Ayuda',
      'Estado',
      'Fin del plazo',
      'Importe total (€)',
      'Convocatoria (identificador)',
    ])
    expect(sheet?.rowCount).toBeGreaterThan(1)
  })

  it('saves, lists, runs (new and gone against the previous run) and deletes a search', async () => {
    const home = newHome('gd-calls-')
    const saved = await cli(
      ['calls', '--save', 'Castilla', '--community', '7', '--state', 'open'],
      home,
    )
    expect(saved.code, saved.stderr).toBe(0)
    expect(json(saved)).toMatchObject({
      saved: { name: 'Castilla', filters: { communities: [7] } },
    })
    expect(json<Doc>(await cli(['calls', '--list-saved'], home)).count).toBe(1)

    const first = json<Doc & { first_run: boolean; gone: Row[] }>(
      await cli(['calls', '--saved', 'castilla'], home),
    )
    expect(first.first_run).toBe(true)
    expect(first.results.length).toBeGreaterThan(1)
    expect(first.results.every((row) => row.new === false)).toBe(true)
    expect(first.gone).toEqual([])

    // As if the previous run had listed another call and not the first one found now.
    const db = new Database(join(home, DATABASE_FILE))
    const stored = db.prepare('SELECT last_run FROM saved_searches').get() as { last_run: string }
    const lastRun = JSON.parse(stored.last_run) as { results: { id: number }[] }
    const [missing] = lastRun.results.splice(0, 1, { ...lastRun.results[0], id: 1 } as never)
    db.prepare('UPDATE saved_searches SET last_run = ?').run(JSON.stringify(lastRun))
    db.close()
    demoService.control.clearRequests()
    const second = json<Doc & { first_run: boolean; gone: Row[]; requests: number }>(
      await cli(['calls', '--saved', 'Castilla'], home),
    )
    expect(second).toMatchObject({ first_run: false, requests: 0 })
    expect(sent()).toEqual([])
    expect(second.results.filter((row) => row.new).map((row) => row.id)).toEqual([missing?.id])
    expect(second.gone.map((row) => row.id)).toEqual([1])

    expect(json(await cli(['calls', '--delete-saved', 'Castilla'], home))).toEqual({
      deleted: 'Castilla',
    })
    const gone = await cli(['calls', '--saved', 'Castilla'], home)
    expect(gone.code).toBe(1)
    expect(gone.stderr).toContain('Castilla')
  })

  it('--fits: one request when the detail is not kept, none when it is', async () => {
    const home = newHome('gd-calls-')
    const id = demoService.state.calls.find((g) =>
      g.slug.startsWith('digitalizacion-hosteleria'),
    )?.id
    demoService.control.clearRequests()
    const first = await cli(['calls', '--fits', String(id)], home)
    expect(first.code, first.stderr).toBe(0)
    const doc = json<{ grant: number; requests: number; total: number; unknown: string[] }>(first)
    expect(doc).toMatchObject({ grant: id, requests: 1 })
    expect(doc.total).toBeGreaterThan(0)
    expect(doc.unknown).toContain('activities')
    const paid = (path: string) => path.includes('/fund-details/') || FUNDS.test(path)
    expect(demoService.control.requests.filter((r) => paid(r.path))).toHaveLength(1)
    const again = await cli(['calls', '--fits', String(id)], home)
    expect(json(again)).toMatchObject({ grant: id, requests: 0, total: doc.total })
    expect(demoService.control.requests.filter((r) => paid(r.path))).toHaveLength(1)
  })

  it('usage errors exit 2 naming the problem and send nothing', async () => {
    const home = newHome('gd-calls-')
    demoService.control.clearRequests()
    const cases: [string[], string][] = [
      [['calls', '--closing-from', '2026-06-01', '--closing-to', '2026-05-01'], 'cierre'],
      [['calls', '--min-amount', '10', '--max-amount', '5'], 'importe'],
      [['calls', '--closing-to', '31/05/2026'], '--closing-to'],
      [['calls', '--state', 'abierta'], '--state'],
      [['calls', '--order', 'date'], '--order'],
      [['calls', '--text', 'a', '--meaning', 'b'], 'significado'],
      [['calls', '--bdns', 'X12'], '--bdns'],
      [['calls', '--province', '47,x'], '--province'],
      [['calls', '--page', '2', '--all'], '--page'],
      [['calls', '--format', 'csv'], '--out'],
      [['calls', '--save', 'A', '--saved', 'B'], '--save'],
      [['calls', '--list-saved', '--state', 'open'], '--state'],
      [['calls', '--fits', 'no válido'], 'no válido'],
      [['calls', 'extra'], 'extra'],
    ]
    for (const [argv, problem] of cases) {
      const result = await cli(argv, home)
      expect(result.code, argv.join(' ')).toBe(2)
      expect(result.stdout).toBe('')
      expect(result.stderr).toContain(problem)
      expect(result.stderr).toContain('grants-desk calls')
    }
    expect(sent()).toEqual([])
  })

  it('says in one sentence that a service without funds/ does not offer it (exit 1)', async () => {
    demoService.control.setCalls(false)
    try {
      const result = await cli(['calls', '--state', 'open'], newHome('gd-calls-'))
      expect(result.code).toBe(1)
      expect(result.stdout).toBe('')
      expect(result.stderr.trim().split('\n')).toHaveLength(1)
      expect(result.stderr).toContain('no ofrece la búsqueda de convocatorias')
    } finally {
      demoService.control.setCalls(true)
    }
  })
})
