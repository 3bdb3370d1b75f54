import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { initialStatus } from '../../../src/shared/cases/case-status-rules'
import { type StatusGroup } from '../../../src/shared/wire/status-group'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { type CliResult, connectionTo, runCli, sessionEnv } from '../../support/cli'
import { DIALECTS } from '../../support/test-app'

/**
 * `grants-desk cases …` in this process against the demo service, in both dialects (SC-CASE-*): each
 * command's JSON, the two-step create and its second step failing, archived case files found under
 * every reading of `isActive` (SC-CASE-4), usage errors that send nothing, and a service without
 * case files.
 */

interface Named {
  id: number
  name: string
}
interface CaseRow {
  id: number
  identifier: string
  title: string
  client_data: { id: number; business_name: string; nif: string }
  expert_data: { name: string; email: string }
  status_group: Named | null
  current_status: Named | null
  requested_amount: number | null
  awarded_amount: number | null
  presentation_date: string | null
  concession_date: string | null
  reference: string | null
  [field: string]: unknown
}
interface Listed {
  count: number
  results: CaseRow[]
}

const ROW_FIELDS = [
  'additional_data',
  'awarded_amount',
  'client_data',
  'company',
  'concession_date',
  'current_status',
  'expert_data',
  'id',
  'identifier',
  'phone',
  'platform',
  'presentation_date',
  'reference',
  'requested_amount',
  'shared_client',
  'status_group',
  'title',
  'uuid',
]

const json = <T>(result: CliResult): T => JSON.parse(result.stdout) as T

const HEADERS = {
  es: [
    'Id del expediente',
    'Identificador',
    'Título',
    'Id del cliente',
    'Cliente',
    'NIF',
    'Grupo',
    'Estado',
    'Importe solicitado (€)',
    'Importe concedido (€)',
    'Fecha de presentación',
    'Fecha de concesión',
    'Gestor',
    'Referencia',
  ],
  en: [
    'Case-file id',
    'Identifier',
    'Title',
    'Client id',
    'Client',
    'NIF',
    'Group',
    'Status',
    'Amount requested (€)',
    'Amount awarded (€)',
    'Submission date',
    'Concession date',
    'Manager',
    'Reference',
  ],
}

/** The manager as the clients export names one: «Name <email>». */
function expertOf(row: CaseRow): string {
  const { name, email } = row.expert_data
  return [name, email && `<${email}>`].filter(Boolean).join(' ')
}

/** A row's fields as Spanish Excel CSV writes them: «;», decimal comma, dd/mm/aaaa, «'» before a formula. */
function excelFields(row: CaseRow): string[] {
  const money = (value: number | null) => (value === null ? '' : value.toFixed(2).replace('.', ','))
  const date = (iso: string | null) =>
    iso === null ? '' : `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
  const text = (value: string | null | undefined) =>
    value == null ? '' : /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value
  return [
    String(row.id),
    text(row.identifier),
    text(row.title),
    row.client_data.id ? String(row.client_data.id) : '',
    text(row.client_data.business_name),
    text(row.client_data.nif),
    text(row.status_group?.name),
    text(row.current_status?.name),
    money(row.requested_amount),
    money(row.awarded_amount),
    date(row.presentation_date),
    date(row.concession_date),
    text(expertOf(row)),
    text(row.reference),
  ]
}

/** RFC 4180 records of a `;` file (quoted fields may hold `;`, quotes and line ends). */
function csvRecords(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ';') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += char
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records
}

describe.each(DIALECTS)('grants-desk cases (%s dialect)', (dialect) => {
  let demoService: DemoService
  let connection: string[]
  let env: Record<string, string>
  let auth: string
  let groups: StatusGroup[]

  const cases = (...args: string[]) => runCli(['cases', ...args, ...connection], { env })

  async function http<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${demoService.url}/api/v2/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return (await response.json()) as T
  }

  /** Every id of `forms/` with that query, straight from the demo service. */
  async function idsOf(query: string): Promise<number[]> {
    const ids: number[] = []
    for (let page = 1; ; page++) {
      const answer = await http<{ next: string | null; results: { id: number }[] }>(
        `forms/?page=${page}&page_size=200${query}`,
      )
      ids.push(...answer.results.map((row) => row.id))
      if (!answer.next) return ids
    }
  }

  /** What reached the demo service since `from`, but the catalogue. */
  const sentSince = (from: number) =>
    demoService.control.requests.slice(from).filter((r) => !r.path.includes('status-groups-list'))

  beforeAll(async () => {
    demoService = await createDemoService({
      port: 0,
      dialect,
      clients: 60,
      concessions: 0,
      cases: 1000,
    })
    connection = connectionTo(demoService.url)
    env = await sessionEnv(demoService.url)
    auth = `ExpertToken ${env['GRANTS_EXPERT_TOKEN'] ?? ''}`
    groups = (await http<{ results: StatusGroup[] }>('forms/status-groups-list/?page_size=100'))
      .results
  })
  afterAll(async () => {
    await demoService.close()
  })

  it('lists page 1 of the active case files, says there are more, and every page with --all', async () => {
    const active = await idsOf('&isActive=1')
    expect(active.length).toBeGreaterThan(200)
    const first = await cases('list')
    expect(first.code, first.stderr).toBe(0)
    const page = json<Listed>(first)
    expect(Object.keys(page).sort()).toEqual(['count', 'results'])
    expect(page.count).toBe(200)
    expect(page.results.map((row) => row.id)).toEqual(active.slice(0, 200))
    expect(first.stderr).toContain(`el servicio cuenta ${active.length}`)
    for (const row of page.results) expect(Object.keys(row).sort()).toEqual(ROW_FIELDS)

    const all = await cases('list', '--all')
    expect(all.code, all.stderr).toBe(0)
    expect(json<Listed>(all).results.map((row) => row.id)).toEqual(active)
    expect(json<Listed>(all).count).toBe(active.length)
    expect(all.stderr).not.toContain('primera página')
  })

  it('--archived lists the archived ones under every reading of isActive; --client keeps that client only', async () => {
    const expected = demoService.state.cases
      .all()
      .filter((record) => record.archived)
      .map((record) => record.id)
    const visible = new Set(await idsOf(''))
    const archivedIds = expected.filter((id) => visible.has(id))
    expect(archivedIds.length).toBeGreaterThan(0)
    for (const absentIsActive of ['all', 'active'] as const) {
      for (const isActiveZero of ['archived', 'all'] as const) {
        demoService.control.setReadings({ absentIsActive, isActiveZero })
        const archived = await cases('list', '--archived')
        expect(archived.code, archived.stderr).toBe(0)
        const listed = json<Listed>(archived).results.map((row) => row.id)
        expect(listed.sort((a, b) => b - a)).toEqual(archivedIds)
      }
    }
    demoService.control.setReadings({ absentIsActive: 'all', isActiveZero: 'archived' })

    const { results } = json<Listed>(await cases('list', '--all'))
    const client = results[results.length - 1]?.client_data.id ?? 0
    const mine = await cases('list', '--client', String(client))
    expect(mine.code, mine.stderr).toBe(0)
    const rows = json<Listed>(mine).results
    expect(rows.map((row) => row.id)).toEqual(
      results.filter((row) => row.client_data.id === client).map((row) => row.id),
    )
    expect(rows.length).toBeGreaterThan(0)
  })

  it('filters by status group and status', async () => {
    const group = groups[0]
    const status = group?.status[0]
    if (!group || !status) throw new Error('catálogo vacío')
    const listed = await cases(
      'list',
      '--all',
      '--status-group',
      String(group.id),
      '--status',
      String(status.id),
    )
    expect(listed.code, listed.stderr).toBe(0)
    const applied = json<Listed>(listed).results.map((row) => row.id)
    expect(applied.length).toBeGreaterThan(0)
    for (const row of json<Listed>(listed).results) {
      expect(row.status_group?.id).toBe(group.id)
      expect(row.current_status?.id).toBe(status.id)
    }
    expect(listed.stderr).not.toContain('filtro por estado')

    // Refused (400) or ignored by the service: filtered here, and said once (SC-CASE-14).
    for (const statusFilters of ['refused', 'ignored'] as const) {
      demoService.control.setReadings({ statusFilters })
      try {
        const again = await cases(
          ...['list', '--all', '--status-group', String(group.id), '--status', String(status.id)],
        )
        expect(again.code, again.stderr).toBe(0)
        expect(json<Listed>(again).results.map((row) => row.id)).toEqual(applied)
        expect(again.stderr.match(/filtro por estado/g)).toHaveLength(1)
      } finally {
        demoService.control.setReadings({ statusFilters: 'applied' })
      }
    }
  })

  it('--mine keeps the expert’s own even when the service ignores my_workflows, with or without experts/current/', async () => {
    const expected = await idsOf('&isActive=1&my_workflows=true')
    expect(expected.length).toBeGreaterThan(0)
    for (const expertsCurrent of [true, false]) {
      demoService.control.setReadings({ ignoreMyWorkflows: true, expertsCurrent })
      try {
        const mine = await cases('list', '--all', '--mine')
        expect(mine.code, mine.stderr).toBe(0)
        const rows = json<Listed>(mine).results
        // With GRANTS_TOKEN no e-mail is known: without experts/current/ the service's word stands.
        if (expertsCurrent) expect(rows.map((row) => row.id)).toEqual(expected)
        else expect(rows.length).toBeGreaterThan(expected.length)
      } finally {
        demoService.control.setReadings({ ignoreMyWorkflows: false, expertsCurrent: true })
      }
    }
  })

  it("--mine keeps the case files the service says are the session expert's", async () => {
    const mine = await cases('list', '--all', '--mine')
    expect(mine.code, mine.stderr).toBe(0)
    const expected = await idsOf('&isActive=1&my_workflows=true')
    expect(expected.length).toBeGreaterThan(0)
    expect(json<Listed>(mine).results.map((row) => row.id)).toEqual(expected)
  })

  it('gets one case file as the list shows it', async () => {
    const { results } = json<Listed>(await cases('list'))
    const row = results[3]
    if (!row) throw new Error('sin expedientes')
    const one = await cases('get', String(row.id))
    expect(one.code, one.stderr).toBe(0)
    expect(json<CaseRow>(one)).toEqual(row)
  })

  it('creates a case file at the catalogue initial status, in two steps', async () => {
    const initial = initialStatus(groups)
    const { results } = json<Listed>(await cases('list'))
    const client = results[0]?.client_data.id ?? 0
    const created = await cases('create', '--client', String(client), '--title', 'Kit Digital')
    expect(created.code, created.stderr).toBe(0)
    const doc = json<{ id: number; identifier: string } & Record<string, unknown>>(created)
    expect(Object.keys(doc).sort()).toEqual(['current_status', 'id', 'identifier', 'status_group'])
    expect(doc).toMatchObject({
      status_group: initial?.group,
      current_status: initial?.status,
    })
    expect(doc.identifier).not.toBe('')
    const row = await http<CaseRow>(`forms/${doc.id}/`)
    expect(row).toMatchObject({ title: 'Kit Digital', client_data: { id: client } })
    expect(row.current_status).toEqual(initial?.status)
  })

  it('creates a case file from a template at that template’s initial status (SC-CASE-11)', async () => {
    demoService.control.setReadings({ statusTemplates: 'bound' })
    try {
      const { results } = json<Listed>(await cases('list'))
      const client = results[0]?.client_data.id ?? 0
      const created = await cases(
        'create',
        ...['--client', String(client), '--title', 'Kit Digital', '--template', '51'],
      )
      expect(created.code, created.stderr).toBe(0)
      expect(json<{ current_status: { id: number } }>(created).current_status.id).toBe(511)
      const wrong = await cases(
        'create',
        ...['--client', String(client), '--title', 'T', '--template', '51'],
        ...['--status-group', '1', '--status', '11'],
      )
      expect(wrong.code).toBe(2)
    } finally {
      demoService.control.setReadings({ statusTemplates: 'seeded' })
    }
  })

  it('creates a case file at another status, with the optional fields', async () => {
    const group = groups[1]
    const status = group?.status.find((s) => !s.initial_state) ?? group?.status[0]
    if (!group || !status) throw new Error('catálogo corto')
    const { results } = json<Listed>(await cases('list'))
    const client = results[0]?.client_data.id ?? 0
    const from = demoService.control.requests.length
    const created = await cases(
      'create',
      '--client',
      String(client),
      '--title',
      'Eficiencia energética',
      '--reference',
      'REF-9',
      '--data',
      'Solicitud conjunta',
      '--status-group',
      String(group.id),
      '--status',
      String(status.id),
      '--observation',
      'Alta desde la línea de órdenes',
    )
    expect(created.code, created.stderr).toBe(0)
    const doc = json<CaseRow>(created)
    expect(doc.status_group).toEqual({ id: group.id, name: group.name })
    expect(doc.current_status).toEqual({ id: status.id, name: status.name })
    const posts = sentSince(from).filter((r) => r.method === 'POST')
    expect(posts.map((r) => [r.path, r.body])).toEqual([
      [
        '/api/v2/forms/',
        {
          title: 'Eficiencia energética',
          client,
          applicant_reference: 'REF-9',
          applicant_additional_data: 'Solicitud conjunta',
        },
      ],
      [
        '/api/v2/forms/update-status/',
        {
          workflows: [doc.id],
          new_status_group: group.id,
          new_status: status.id,
          observation: 'Alta desde la línea de órdenes',
        },
      ],
    ])
  })

  it('says the case file exists without its status when the second step fails', async () => {
    const { results } = json<Listed>(await cases('list'))
    const client = results[0]?.client_data.id ?? 0
    demoService.control.failNext('500', 1, { method: 'POST', path: /\/forms\/update-status\/$/ })
    const created = await cases('create', '--client', String(client), '--title', 'A medias')
    expect(created.code).toBe(1)
    const { id } = json<{ id: number }>(created)
    expect(Object.keys(json<object>(created))).toEqual(['id'])
    expect(created.stderr).toContain(`El expediente ${id} existe, pero sin estado`)
    const row = await http<CaseRow>(`forms/${id}/`)
    // Without a status: null in ours, absent in the vendor's (it types them as objects).
    expect(row).toMatchObject({ title: 'A medias' })
    expect(row.status_group ?? null).toBeNull()
    expect(row.current_status ?? null).toBeNull()
  })

  it('sets the status of several case files, then archives and unarchives them', async () => {
    const { results } = json<Listed>(await cases('list'))
    const ids = results.slice(5, 7).map((row) => row.id)
    const group = groups[2] ?? groups[0]
    const status = group?.status.at(-1)
    if (!group || !status) throw new Error('catálogo vacío')
    const changed = await cases(
      'status',
      ids.join(','),
      '--status-group',
      String(group.id),
      '--status',
      String(status.id),
    )
    expect(changed.code, changed.stderr).toBe(0)
    expect(json<object>(changed)).toEqual({
      ids,
      status_group: { id: group.id, name: group.name },
      current_status: { id: status.id, name: status.name },
      response: expect.any(String) as string,
    })
    for (const id of ids) {
      expect((await http<CaseRow>(`forms/${id}/`)).current_status?.id).toBe(status.id)
    }

    const archived = await cases('archive', ids.join(','))
    expect(archived.code, archived.stderr).toBe(0)
    expect(json<object>(archived)).toEqual({
      ids,
      action: 'archive',
      response: expect.any(String) as string,
    })
    const archivedIds = json<Listed>(await cases('list', '--archived')).results.map((r) => r.id)
    const activeIds = json<Listed>(await cases('list', '--all')).results.map((r) => r.id)
    for (const id of ids) {
      expect(archivedIds).toContain(id)
      expect(activeIds).not.toContain(id)
    }

    const unarchived = await cases('unarchive', ids.join(','))
    expect(unarchived.code, unarchived.stderr).toBe(0)
    expect(json<{ action: string }>(unarchived).action).toBe('unarchive')
    const again = json<Listed>(await cases('list', '--archived')).results.map((r) => r.id)
    for (const id of ids) expect(again).not.toContain(id)

    // A service that refuses `unarchive` (SC-CASE-13): exit 1 with the sentence and its words.
    await cases('archive', ids.join(','))
    demoService.control.setReadings({ refuseUnarchive: true })
    try {
      const refused = await cases('unarchive', ids.join(','))
      expect(refused.code).toBe(1)
      expect(refused.stdout).toBe('')
      expect(refused.stderr).toContain(
        'Este servicio no acepta desarchivar expedientes desde la aplicación',
      )
      expect(refused.stderr).toContain('Acción no válida')
    } finally {
      demoService.control.setReadings({ refuseUnarchive: false })
    }
  })

  describe('cases list --format … --out', () => {
    const outDir = () => mkdtempSync(join(tmpdir(), 'gd-cli-cases-'))
    /** Every active case file, as `cases list --all` prints them. */
    const everyRow = async () => json<Listed>(await cases('list', '--all')).results

    it('csv: an Excel (España) file with every case file, amounts in euros, dates dd/mm/aaaa', async () => {
      const rows = await everyRow()
      expect(rows.some((row) => row.awarded_amount === null)).toBe(true)
      expect(rows.some((row) => row.awarded_amount !== null && row.concession_date !== null)).toBe(
        true,
      )
      const dir = outDir()
      const out = join(dir, 'expedientes.csv')
      const result = await cases('list', '--all', '--format', 'csv', '--out', out)
      expect(result.code, result.stderr).toBe(0)
      expect(json(result)).toEqual({ file: out, format: 'csv', rows: rows.length })
      // Written whole, then renamed: no .part file is left beside it.
      expect(readdirSync(dir)).toEqual(['expedientes.csv'])
      const bytes = readFileSync(out)
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = bytes.toString('utf8').slice(1)
      expect(text.endsWith('\r\n')).toBe(true)
      const [header, ...records] = csvRecords(text)
      expect(header).toEqual(HEADERS.es)
      expect(records).toEqual(rows.map(excelFields))
    })

    it('xlsx: ids as numbers in format 0, euros, real dates; empty cells where there is none', async () => {
      const rows = await everyRow()
      const out = join(outDir(), 'expedientes.xlsx')
      const result = await cases('list', '--all', '--format', 'xlsx', '--out', out)
      expect(result.code, result.stderr).toBe(0)
      expect(json(result)).toEqual({ file: out, format: 'xlsx', rows: rows.length })
      const book = await new ExcelJS.Workbook().xlsx.readFile(out)
      const sheet = book.worksheets[0]
      if (!sheet) throw new Error('sin hoja')
      expect(book.worksheets).toHaveLength(1)
      expect(sheet.name).toBe('Expedientes')
      expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS.es])
      expect(sheet.actualRowCount).toBe(rows.length + 1)
      const money = (cell: ExcelJS.Cell, value: number | null) => {
        if (value === null) return expect(cell.value).toBeNull()
        expect(cell.type).toBe(ExcelJS.ValueType.Number)
        expect(cell.value).toBe(value)
        expect(cell.numFmt).toBe('#,##0.00 €')
      }
      const date = (cell: ExcelJS.Cell, iso: string | null) => {
        if (iso === null) return expect(cell.value).toBeNull()
        expect(cell.type).toBe(ExcelJS.ValueType.Date)
        expect(cell.value).toEqual(new Date(`${iso}T00:00:00Z`))
        expect(cell.numFmt).toBe('dd/mm/yyyy')
      }
      const text = (cell: ExcelJS.Cell, value: string | null | undefined) => {
        if (!value) return expect(cell.value).toBeNull()
        expect(cell.type).toBe(ExcelJS.ValueType.String)
        expect(cell.value).toBe(value)
      }
      rows.forEach((row, index) => {
        const cells = sheet.getRow(index + 2)
        const cell = (n: number) => cells.getCell(n)
        expect(cell(1).type).toBe(ExcelJS.ValueType.Number)
        expect(cell(1).value).toBe(row.id)
        expect(cell(1).numFmt).toBe('0')
        text(cell(2), row.identifier)
        text(cell(3), row.title)
        expect(cell(4).value).toBe(row.client_data.id)
        expect(cell(4).numFmt).toBe('0')
        text(cell(5), row.client_data.business_name)
        text(cell(6), row.client_data.nif)
        text(cell(7), row.status_group?.name)
        text(cell(8), row.current_status?.name)
        money(cell(9), row.requested_amount)
        money(cell(10), row.awarded_amount)
        date(cell(11), row.presentation_date)
        date(cell(12), row.concession_date)
        text(cell(13), expertOf(row))
        text(cell(14), row.reference)
      })
    })

    it('--lang en: English sheet name and headers, data as the service sent it', async () => {
      const out = join(outDir(), 'cases.xlsx')
      const result = await cases('list', '--format', 'xlsx', '--out', out, '--lang', 'en')
      expect(result.code, result.stderr).toBe(0)
      const sheet = (await new ExcelJS.Workbook().xlsx.readFile(out)).worksheets[0]
      expect(sheet?.name).toBe('Case files')
      expect(sheet?.getRow(1).values).toEqual([undefined, ...HEADERS.en])
      // Without --all, page 1 only, and the warning that there are more.
      expect(json(result)).toMatchObject({ rows: 200 })
      expect(result.stderr).toContain('el servicio cuenta')
    })

    it('json --out: the same { count, results } in the file, a summary on stdout', async () => {
      const rows = await everyRow()
      const out = join(outDir(), 'expedientes.json')
      const result = await cases('list', '--all', '--out', out)
      expect(result.code, result.stderr).toBe(0)
      expect(json(result)).toEqual({ file: out, format: 'json', rows: rows.length })
      expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({ count: rows.length, results: rows })
    })
  })

  describe('usage errors send nothing (exit 2)', () => {
    it('a group not in the catalogue names the valid groups', async () => {
      const from = demoService.control.requests.length
      const result = await cases('status', '1', '--status-group', '999', '--status', '1')
      expect(result.code).toBe(2)
      expect(result.stdout).toBe('')
      expect(result.stderr).toContain('El grupo de estados 999 no está en el catálogo')
      for (const group of groups) expect(result.stderr).toContain(`${group.id} (${group.name})`)
      expect(sentSince(from)).toEqual([])
    })

    it('a status of another group names the valid statuses of the group given', async () => {
      const [first, second] = groups
      const foreign = second?.status[0]
      if (!first || !foreign) throw new Error('catálogo corto')
      const from = demoService.control.requests.length
      const result = await cases(
        'create',
        '--client',
        '1001',
        '--title',
        'No',
        '--status-group',
        String(first.id),
        '--status',
        String(foreign.id),
      )
      expect(result.code).toBe(2)
      expect(result.stderr).toContain(`El estado ${foreign.id} no es del grupo ${first.id}`)
      for (const status of first.status) expect(result.stderr).toContain(`${status.id} (`)
      expect(sentSince(from)).toEqual([])
    })

    it.each([
      [['archive', '1,x']],
      [['status', '0', '--status-group', '1', '--status', '1']],
      [['get']],
      [['get', '1', '2']],
      [['create', '--title', 'Sin cliente']],
      [['create', '--client', '1001']],
      [['create', '--client', '1001', '--title', '  ']],
      [['create', '--client', '1001', '--title', 'T', '--status', '3']],
      [['status', '1', '--status-group', '1']],
      [['status', '1']],
      [['list', '--client', 'abc']],
      [['list', '--title', 'T']],
      [['list', '--all', '--format', 'pdf', '--out', 'expedientes.pdf']],
      [['list', '--all', '--format', 'csv']],
      [['list', '--format', 'xlsx', '--out', '  ']],
      [['list', '--format', 'xlsx', '--out', 'x.xlsx', '--lang', 'fr']],
    ])('%j', async (args) => {
      const from = demoService.control.requests.length
      const result = await cases(...args)
      expect(result.code, result.stderr).toBe(2)
      expect(result.stderr).toContain('Uso: grants-desk cases')
      expect(demoService.control.requests.length).toBe(from)
    })
  })

  it('documents every cases command in its help', async () => {
    const help = await runCli(['help', 'cases'])
    expect(help.code).toBe(0)
    for (const name of ['list', 'get', 'create', 'status', 'archive', 'unarchive']) {
      expect(help.stdout).toContain(`grants-desk cases ${name}`)
    }
    const list = await runCli(['cases', 'list', '--help'])
    expect(list.code).toBe(0)
    expect(list.stdout).toContain('[--format F --out ARCHIVO]')
    for (const flag of ['--format F', '--out ARCHIVO', '--lang es|en']) {
      expect(list.stdout).toContain(flag)
    }
    expect(list.stdout.replace(/\s+/g, ' ')).toContain(
      HEADERS.es.join(', ').replace(', Referencia', ' y Referencia'),
    )
  })

  it('says «Este servicio no ofrece expedientes.» when forms/ answers 404 (exit 1)', async () => {
    demoService.control.setCaseFiles(false)
    try {
      for (const args of [
        ['list'],
        ['get', '1'],
        ['archive', '1'],
        ['create', '--client', '1001', '--title', 'T'],
      ]) {
        const result = await cases(...args)
        expect(result.code, args.join(' ')).toBe(1)
        expect(result.stderr.trim()).toBe('Este servicio no ofrece expedientes.')
      }
    } finally {
      demoService.control.setCaseFiles(true)
    }
  })
})
