import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFIRM_ABOVE_REQUESTS } from '../../../src/shared/concession-costs'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { type CliResult, newHome, runCli, connectionTo } from '../../support/cli'
import { DEMO_PASSWORD, EXPERT } from '../../support/test-app'

const SIMULATOR = /opportunities-by-(profile|cif)/
const CONCESSIONS = /concessions/

let demoService: DemoService
let connection: string[]
let env: Record<string, string>

/** One command in this process, on the demo service, with the expert's tokens and `home`. */
const cli = (args: string[], home: string) => runCli([...args, ...connection], { home, env })

const json = <T>(result: CliResult): T => JSON.parse(result.stdout) as T
const DAY_MS = 86_400_000
/** A beneficiary of the seed with concessions of the last two years and undated ones, in one page. */
let NIF_WITH_AID = ''
/** `portfolio aid` over the one client whose NIF is NIF_WITH_AID. */
const aid = (dir: string, extra: string[] = []) =>
  cli(['portfolio', 'aid', '--filters', `{"nif__icontains":"${NIF_WITH_AID}"}`, ...extra], dir)
const home = () => newHome('gd-cli-portfolio-')
const sent = (pattern: RegExp) =>
  demoService.control.requests.filter((r) => pattern.test(r.path)).length

interface OpportunitiesDocument {
  run_at: string
  clients: number
  incomplete: number[]
  requests: number
  confirmed_requests: number | null
  opportunities: {
    client_id: number
    client_name: string
    nif: string
    slug: string
    formatted_title: string
    status_text: string
    total_amount: number | null
    scope: string
    new: boolean
    origin: 'profile' | 'nif-cnae'
  }[]
}

interface AidDocument {
  window: { from: string; to: string } | null
  threshold: number
  clients: {
    nif: string
    by_year: Record<string, number>
    window_total: number | null
    over_threshold: boolean
  }[]
}

const OPPORTUNITY_FIELDS = [
  'client_id',
  'client_name',
  'nif',
  'slug',
  'formatted_title',
  'status_text',
  'total_amount',
  'scope',
  'new',
  'origin',
]

beforeAll(async () => {
  demoService = await createDemoService({ port: 0 })
  connection = connectionTo(demoService.url)
  const answer = (await (
    await fetch(`${demoService.url}/api/v2/users/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EXPERT, password: DEMO_PASSWORD }),
    })
  ).json()) as { token: string; ExpertToken: string }
  env = { GRANTS_TOKEN: answer.token, GRANTS_EXPERT_TOKEN: answer.ExpertToken }
  const recent = new Date(Date.now() - 2 * 365 * DAY_MS).toISOString().slice(0, 10)
  const { concessions } = demoService.state
  NIF_WITH_AID =
    concessions.beneficiaries().find(({ nif, count }) => {
      const rows = concessions.ofNif(nif)
      return (
        count <= 100 &&
        rows.some((c) => c.date !== null && c.date >= recent) &&
        rows.some((c) => c.date === null)
      )
    })?.nif ?? ''
  if (!NIF_WITH_AID) throw new Error('the seed has no beneficiary with recent and undated aid')
})
afterAll(async () => {
  await demoService.close()
})

/** A client of the expert (the first one with a full profile), renamed so a filter finds only it. */
async function oneClient(name: string, nif: string): Promise<number> {
  const page = (await (
    await fetch(`${demoService.url}/api/v2/clients/?isActive=0&page_size=50`, {
      headers: { Authorization: `ExpertToken ${env['GRANTS_EXPERT_TOKEN']}` },
    })
  ).json()) as {
    results: { id: number; province: number[]; applicant_types: number[]; action_items: number[] }[]
  }
  const client = page.results.find(
    (c) => c.province.length > 0 && c.applicant_types.length > 0 && c.action_items.length > 0,
  )
  if (!client) throw new Error('sin cliente con perfil completo')
  demoService.control.updateClient(client.id, { business_name: name, nif })
  return client.id
}

describe('grants-desk portfolio', () => {
  it('opportunities: above 20 requests exit 2 without --yes and send nothing; the JSON shape with it; the cache and «new» across runs', async () => {
    const dir = home()
    demoService.control.clearRequests()
    const refused = await cli(['portfolio', 'opportunities'], dir)
    expect(refused.code).toBe(2)
    expect(refused.stdout).toBe('')
    const asked = /hará (\d+) peticiones/.exec(refused.stderr)
    expect(refused.stderr).toContain('--yes')
    expect(Number(asked?.[1])).toBeGreaterThan(CONFIRM_ABOVE_REQUESTS)
    expect(sent(SIMULATOR)).toBe(0)

    // --max-requests caps what it sends: page 1 of each profile, what it said; then exit 3,
    // saying what finishing takes (issue 33, item 12).
    const cap = String(Number(asked?.[1]))
    const first = await cli(['portfolio', 'opportunities', '--yes', '--max-requests', cap], dir)
    expect(first.code).toBe(3)
    expect(first.stdout).toBe('')
    expect(sent(SIMULATOR)).toBe(Number(asked?.[1]))
    const more = /terminar hace (\d+) en total/.exec(first.stderr)
    const left = Number(more?.[1]) - Number(asked?.[1])
    expect(left).toBeGreaterThan(0)
    expect(first.stderr).toContain(`--max-requests ${more?.[1]}`)
    demoService.control.clearRequests()
    // --yes answers every question, the second one included: the pages left, in one run.
    const rest = await cli(['portfolio', 'opportunities', '--yes'], dir)
    expect(rest.code).toBe(0)
    expect(rest.stderr).toContain(`consultas hechas: ${left}, de `)
    const doc = json<OpportunitiesDocument>(rest)
    expect(Object.keys(doc)).toEqual([
      'run_at',
      'clients',
      'incomplete',
      'nif_not_found',
      'requests',
      'confirmed_requests',
      'opportunities',
    ])
    expect(new Date(doc.run_at).toISOString()).toBe(doc.run_at)
    // Only the pages left: page 1 of each was kept from the stopped run.
    expect(doc.requests).toBe(left)
    expect(sent(SIMULATOR)).toBe(left)
    expect(doc.incomplete.every((id) => Number.isInteger(id))).toBe(true)
    expect(doc.opportunities.length).toBeGreaterThan(0)
    for (const row of doc.opportunities) {
      expect(Object.keys(row)).toEqual(OPPORTUNITY_FIELDS)
      // A first run has nothing to compare with.
      expect(row.new).toBe(false)
    }
    const clientIds = new Set(doc.opportunities.map((row) => row.client_id))
    expect(clientIds.size + doc.incomplete.length).toBeLessThanOrEqual(doc.clients)

    // A client of the run gets another profile on the server: only it is asked again.
    const changed = doc.opportunities[0]?.client_id ?? 0
    demoService.control.updateClient(changed, {
      province: [8],
      applicant_types: [1, 2, 3, 4, 5, 6, 7, 8],
      action_items: Array.from({ length: 34 }, (_, i) => i + 1),
    })
    demoService.control.clearRequests()
    const second = json<OpportunitiesDocument>(
      await cli(['portfolio', 'opportunities', '--yes'], dir),
    )
    expect(second.requests).toBe(sent(SIMULATOR))
    expect(second.requests).toBeGreaterThanOrEqual(1)
    expect(second.requests).toBeLessThan(Number(more?.[1]))
    const before = new Set(doc.opportunities.map((row) => `${row.client_id}|${row.slug}`))
    const fresh = second.opportunities.filter((row) => row.new)
    expect(fresh.length).toBeGreaterThan(0)
    for (const row of second.opportunities) {
      expect(row.new).toBe(!before.has(`${row.client_id}|${row.slug}`))
    }
    expect(new Set(fresh.map((row) => row.client_id))).toEqual(new Set([changed]))
  })

  it('opportunities with --filters of one client: one profile, no --yes needed; xlsx and csv read back', async () => {
    const dir = home()
    const id = await oneClient('Cartera CLI uno', 'B00000011')
    const filters = ['--filters', '{"nif__icontains":"B00000011"}']
    demoService.control.clearRequests()
    const result = await cli(['portfolio', 'opportunities', ...filters], dir)
    expect(result.code).toBe(0)
    const doc = json<OpportunitiesDocument>(result)
    // One profile: page 1, then the pages its answer says there are.
    expect(doc).toMatchObject({ clients: 1, incomplete: [] })
    expect(doc.requests).toBeGreaterThanOrEqual(1)
    expect(doc.requests).toBe(sent(SIMULATOR))
    expect(doc.opportunities.every((row) => row.client_id === id)).toBe(true)

    const xlsx = join(dir, 'cartera.xlsx')
    const written = await cli(
      ['portfolio', 'opportunities', ...filters, '--format', 'xlsx', '--out', xlsx],
      dir,
    )
    expect(written.code).toBe(0)
    expect(json<{ file: string; format: string }>(written)).toMatchObject({
      file: xlsx,
      format: 'xlsx',
    })
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(xlsx)
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Por convocatoria',
      'Por cliente',
      'Perfiles incompletos',
    ])
    const byClient = book.getWorksheet('Por cliente')
    expect(byClient?.actualRowCount).toBe(doc.opportunities.length + 1)
    const row = byClient?.getRow(2)
    expect(row?.getCell(1).type).toBe(ExcelJS.ValueType.Number)
    expect(row?.getCell(1).value).toBe(id)
    expect(row?.getCell(13).value).toBe(doc.opportunities[0]?.slug)
    expect(book.getWorksheet('Por convocatoria')?.actualRowCount).toBe(
      new Set(doc.opportunities.map((r) => r.slug)).size + 1,
    )

    const csv = join(dir, 'cartera.csv')
    const english = await cli(
      ['portfolio', 'opportunities', ...filters, '--format', 'csv', '--out', csv, '--lang', 'en'],
      dir,
    )
    expect(english.code).toBe(0)
    const lines = readFileSync(csv, 'utf8').slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^Client id;Client;/)
    expect(lines).toHaveLength(doc.opportunities.length + 1)
  })

  it('--yes finishes in one run what needs more pages than first estimated; --max-requests caps below (exit 3)', async () => {
    const dir = home()
    demoService.control.clearRequests()
    const done = await cli(['portfolio', 'opportunities', '--yes'], dir)
    expect(done.code, done.stderr).toBe(0)
    const [, spent, estimated] =
      /consultas hechas: (\d+), de (\d+) estimadas/.exec(done.stderr) ?? []
    expect(Number(spent)).toBeGreaterThan(Number(estimated))
    expect(sent(SIMULATOR)).toBe(Number(spent))

    const capped = home()
    demoService.control.clearRequests()
    const stopped = await cli(
      ['portfolio', 'opportunities', '--yes', '--max-requests', '5'],
      capped,
    )
    expect(stopped.code, stopped.stderr).toBe(3)
    expect(sent(SIMULATOR)).toBeLessThanOrEqual(5)
    expect(stopped.stderr).toContain('--max-requests 5')

    // A cap the estimate fits in, passed by what the pages reveal: the run stops at it, even
    // below the 20 any run may send unasked.
    const fits = home()
    demoService.control.clearRequests()
    const halfway = await cli(
      ['portfolio', 'opportunities', '--yes', '--max-requests', estimated ?? '0'],
      fits,
    )
    expect(halfway.code, halfway.stderr).toBe(3)
    expect(sent(SIMULATOR)).toBeLessThanOrEqual(Number(estimated))
    expect(halfway.stderr).toContain(`--max-requests ${spent}`)

    // Without --yes the cap holds too: the pages revealed past it are a question (exit 2).
    const unasked = home()
    demoService.control.clearRequests()
    const asked = await cli(
      ['portfolio', 'opportunities', '--max-requests', estimated ?? '0'],
      unasked,
    )
    expect(asked.code, asked.stderr).toBe(2)
    expect(sent(SIMULATOR)).toBeLessThanOrEqual(Number(estimated))
  })

  it('aid: the JSON shape, --years and --threshold; every NIF above 20 needs --yes', async () => {
    const dir = home()
    demoService.control.clearRequests()
    const refused = await cli(['portfolio', 'aid'], dir)
    expect(refused.code).toBe(2)
    expect(sent(CONCESSIONS)).toBe(0)

    await oneClient('Cartera CLI ayudas', NIF_WITH_AID)
    const result = await aid(dir, ['--years', '2', '--threshold', '0'])
    expect(result.code).toBe(0)
    const doc = json<AidDocument>(result)
    expect(Object.keys(doc)).toEqual(['window', 'threshold', 'clients'])
    expect(doc.threshold).toBe(0)
    expect(doc.clients).toHaveLength(1)
    const [client] = doc.clients
    expect(Object.keys(client ?? {})).toEqual([
      'client_id',
      'nif',
      'name',
      'by_year',
      'window_total',
      'total',
      'count',
      'undated_count',
      'undated_total',
      'last_date',
      'over_threshold',
      'de_minimis_total',
      'de_minimis_unknown',
      'de_minimis_source',
      'over_de_minimis',
      'only_grants',
      'only_registry',
    ])
    const year = Number(
      new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Madrid' }).format(
        new Date(),
      ),
    )
    expect(Object.keys(client?.by_year ?? {}).sort()).toEqual(
      [String(year - 1), String(year)].sort(),
    )
    // Threshold 0: every client reaches it, a warning only.
    expect(client).toMatchObject({ nif: NIF_WITH_AID, over_threshold: true })
  })

  it('aid: over_threshold holds the total of the three years that end today, which the JSON gives with its dates', async () => {
    const dir = home()
    await oneClient('Cartera CLI ventana', NIF_WITH_AID)
    const first = json<AidDocument>(await aid(dir))
    const { window } = first
    if (!window) throw new Error('the run has no window')
    // Both ends included, three years apart less a day.
    expect(Date.parse(window.to) - Date.parse(window.from)).toBeGreaterThan(
      3 * 365 * DAY_MS - DAY_MS,
    )
    expect(Date.parse(window.to) - Date.parse(window.from)).toBeLessThan(3 * 366 * DAY_MS)

    // What the service publishes for that NIF, summed by the test over the document's window.
    const published = demoService.state.concessions.ofNif(NIF_WITH_AID)
    const within = published.filter(
      (c) => c.date !== null && c.date >= window.from && c.date <= window.to,
    )
    const undated = published.filter((c) => c.date === null)
    const euros = (rows: readonly { amount: number }[]) =>
      Math.round(rows.reduce((sum, c) => sum + c.amount, 0) * 100) / 100
    expect(within.length).toBeGreaterThan(0)
    const [client] = first.clients
    expect(client).toMatchObject({
      window_total: euros(within),
      count: published.length,
      undated_count: undated.length,
      undated_total: euros(undated),
    })

    // The mark at the window's total exactly, and a cent above it (the day's cache answers).
    demoService.control.clearRequests()
    const at = json<AidDocument>(await aid(dir, ['--threshold', String(euros(within))]))
    expect(at.clients[0]?.over_threshold).toBe(true)
    const above = json<AidDocument>(
      await aid(dir, ['--threshold', (euros(within) + 0.01).toFixed(2)]),
    )
    expect(above.clients[0]?.over_threshold).toBe(false)
    expect(sent(CONCESSIONS)).toBe(0)
  })

  it('deadlines: every parsed date sorted by date then slug; csv and an .ics read back by ical.js', async () => {
    const dir = home()
    // --yes answers every question of the run, the pages past page 1 included (SC-COST-3).
    const result = await cli(['portfolio', 'deadlines', '--yes'], dir)
    expect(result.code).toBe(0)
    const doc = json<{
      deadlines: {
        slug: string
        formatted_title: string
        kind: string
        date: string
        client_ids: number[]
      }[]
    }>(result)
    expect(Object.keys(doc)).toEqual(['deadlines'])
    expect(doc.deadlines.length).toBeGreaterThan(0)
    for (const deadline of doc.deadlines) {
      expect(Object.keys(deadline)).toEqual([
        'slug',
        'formatted_title',
        'kind',
        'date',
        'client_ids',
      ])
      expect(['close', 'open']).toContain(deadline.kind)
      expect(deadline.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(deadline.client_ids.length).toBeGreaterThan(0)
    }
    const keys = doc.deadlines.map((d) => `${d.date} ${d.slug}`)
    expect(keys).toEqual([...keys].sort())

    // The day's cache answers: no request again.
    demoService.control.clearRequests()
    const ics = join(dir, 'plazos.ics')
    const calendarRun = await cli(['portfolio', 'deadlines', '--format', 'ics', '--out', ics], dir)
    expect(calendarRun.code).toBe(0)
    expect(sent(SIMULATOR)).toBe(0)
    expect(json(calendarRun)).toEqual({ file: ics, format: 'ics', rows: doc.deadlines.length })
    const calendar = ICAL.Component.fromString(readFileSync(ics, 'utf8'))
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(events.map((e) => e.startDate.toString())).toEqual(doc.deadlines.map((d) => d.date))
    expect(events.every((e) => e.startDate.isDate)).toBe(true)

    const csv = join(dir, 'plazos.csv')
    expect((await cli(['portfolio', 'deadlines', '--format', 'csv', '--out', csv], dir)).code).toBe(
      0,
    )
    const lines = readFileSync(csv, 'utf8').slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^Fecha;Plazo;Ayuda;/)
    expect(lines).toHaveLength(doc.deadlines.length + 1)
  })
})
