import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closingDateOf } from '../../../src/shared/portfolio/portfolio-deadlines'
import { createDemoService, DIALECTS, type DemoService } from '../../../src/demo-service/server'
import { vendorCnaeId } from '../../../src/demo-service/seed/vendor-cnaes'
import { type CliResult, connectionTo, newHome, runCli, sessionEnv } from '../../support/cli'

/**
 * `simulate --nif`, `grants --search` and `portfolio opportunities` with the NIF-and-CNAE clients
 * (SC-NIFSIM-*, SC-GRANTS-*), in this process against the demo service, in both dialects.
 */

const BY_CIF = /opportunities-by-cif/
const PROFILE = /opportunities-by-profile/
const LIST = /^\/api\/v2\/funds\/concessions\/$/
const NIF = 'B88888888'
const BY_NIF = ['simulate', '--nif', NIF, '--cnae', '6201', '--province', '28']

interface Page {
  count: number
  next: string | null
  previous: string | null
  results: { slug: string; received: { date: string | null } | null }[]
}

interface PortfolioDocument {
  clients: number
  incomplete: number[]
  requests: number
  opportunities: { client_id: number; client_name: string; origin: string; status_text: string }[]
}

const json = <T>(result: CliResult): T => JSON.parse(result.stdout) as T

describe.each(DIALECTS)('grants-desk simulate --nif, grants, portfolio (%s dialect)', (dialect) => {
  let demoService: DemoService
  let connection: string[]
  let env: Record<string, string>
  const cli = (args: string[], home: string) => runCli([...args, ...connection], { home, env })
  const sent = (pattern: RegExp) =>
    demoService.control.requests.filter((r) => pattern.test(r.path)).length
  const cnaeId = (code: number) => (dialect === 'vendor' ? vendorCnaeId(code) : code)

  beforeAll(async () => {
    demoService = await createDemoService({ port: 0, dialect })
    connection = connectionTo(demoService.url)
    env = await sessionEnv(demoService.url)
  })
  afterAll(async () => {
    await demoService.close()
  })

  it('simulate --nif: one request with the body the vendor takes, the page shape, kept a day', async () => {
    const dir = newHome('gd-cli-nif-')
    demoService.control.clearRequests()
    const result = await cli(BY_NIF, dir)
    expect(result.code).toBe(0)
    const page = json<Page>(result)
    expect(Object.keys(page)).toEqual(['count', 'next', 'previous', 'results'])
    expect(page).toMatchObject({ next: null, previous: null, count: page.results.length })
    expect(page.results.length).toBeGreaterThan(0)
    expect(page.results.length).toBeLessThanOrEqual(20)
    // «Ya recibida» as the simulator marks it with a NIF: nothing of this NIF is kept yet.
    for (const row of page.results) expect(row.received).toBeNull()
    const request = demoService.control.requests.find((r) => BY_CIF.test(r.path))
    expect(request?.body).toEqual({ nif: NIF, cnae: '6201', province: 28 })
    expect(sent(BY_CIF)).toBe(1)

    const again = await cli([...BY_NIF, '--yes'], dir)
    expect(json<Page>(again)).toEqual(page)
    expect(sent(BY_CIF)).toBe(1)

    const xlsx = join(dir, 'nif.xlsx')
    const written = await cli([...BY_NIF, '--format', 'xlsx', '--out', xlsx], dir)
    expect(written.code).toBe(0)
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(xlsx)
    const headers = (book.worksheets[0]?.getRow(1).values as unknown[]).slice(1)
    expect(headers).toContain('Fin del plazo')
    expect(headers).toContain('Ya recibida')
    expect(sent(BY_CIF)).toBe(1)
  })

  it('simulate --nif: usage errors exit 2 naming the problem and send nothing', async () => {
    const dir = newHome('gd-cli-nif-')
    demoService.control.clearRequests()
    const cases: [string[], string][] = [
      [['simulate', '--nif', NIF, '--province', '28'], 'Falta --cnae'],
      [['simulate', '--nif', NIF, '--cnae', 'A1', '--province', '28'], '--cnae debe ser'],
      [['simulate', '--nif', NIF, '--cnae', '6201', '--province', '53'], '--province'],
      [[...BY_NIF, '--applicants', '1'], '--applicants'],
    ]
    for (const [argv, problem] of cases) {
      const result = await cli(argv, dir)
      expect(result.code, argv.join(' ')).toBe(2)
      expect(result.stdout).toBe('')
      expect(result.stderr).toContain(problem)
      expect(result.stderr).toContain('Uso: grants-desk simulate')
    }
    expect(demoService.control.requests.filter((r) => r.path.includes('/funds/'))).toEqual([])
  })

  it('grants --search: one page of funds/concessions/ with the text as search_by_text, kept a day', async () => {
    const dir = newHome('gd-cli-grants-')
    demoService.control.clearRequests()
    const result = await cli(['grants', '--search', 'ayudas'], dir)
    expect(result.code).toBe(0)
    const doc = json<{ count: number; results: Record<string, unknown>[] }>(result)
    expect(Object.keys(doc)).toEqual(['count', 'results'])
    expect(doc.count).toBeGreaterThanOrEqual(doc.results.length)
    expect(doc.results.length).toBeGreaterThan(0)
    for (const row of doc.results) {
      expect(Object.keys(row)).toEqual([
        'id',
        'slug',
        'title',
        'status_text',
        'total_amount',
        'concessions_count',
        'concessions_amount',
        'concession_requests',
      ])
      // The service has shown no page of concessions by grant yet: 10 a page (SC-COST-7).
      expect(row['concession_requests']).toBe(
        Math.max(1, Math.ceil(Number(row['concessions_count']) / 10)),
      )
    }
    const asked = demoService.control.requests.filter((r) => LIST.test(r.path))
    expect(asked).toHaveLength(1)
    const requestData = new URL(asked[0]?.url ?? '', demoService.url).searchParams.get(
      'requestData',
    )
    expect(JSON.parse(requestData ?? '{}')).toMatchObject({ search_by_text: 'ayudas' })
    const again = await cli(['grants', '--search', ' AYUDAS '], dir)
    expect(json(again)).toEqual(doc)
    expect(sent(LIST)).toBe(1)
    const past = await cli(['grants', '--search', 'ayudas', '--page', '900'], dir)
    expect(past.code).toBe(0)
    expect(json(past)).toMatchObject({ results: [] })
  })

  it('a service without them: exit 1 with one plain sentence', async () => {
    const dir = newHome('gd-cli-none-')
    demoService.control.setGrantNeighbours(false)
    try {
      const simulated = await cli(
        ['simulate', '--nif', NIF, '--cnae', '111', '--province', '8'],
        dir,
      )
      expect(simulated.code).toBe(1)
      expect(simulated.stdout).toBe('')
      expect(simulated.stderr).toBe('Este servicio no ofrece la simulación por NIF y CNAE.\n')
      const searched = await cli(['grants', '--search', 'kit'], dir)
      expect(searched.code).toBe(1)
      expect(searched.stdout).toBe('')
      expect(searched.stderr).toBe(
        'Este servicio no ofrece la búsqueda de convocatorias con concesiones.\n',
      )
    } finally {
      demoService.control.setGrantNeighbours(true)
    }
  })

  it('portfolio opportunities: the NIF-and-CNAE clients once per NIF, rows with origin; --profile-only leaves them out', async () => {
    const page = (await (
      await fetch(`${demoService.url}/api/v2/clients/?isActive=0&page_size=10`, {
        headers: { Authorization: `ExpertToken ${env['GRANTS_EXPERT_TOKEN']}` },
      })
    ).json()) as { results: { id: number }[] }
    const [complete, byNif, sameNif, none] = page.results.map((c) => c.id)
    const incomplete = { applicant_types: [], action_items: [], provinces_to_work: [] }
    const set = (id: number | undefined, name: string, changes: object) =>
      demoService.control.updateClient(id ?? 0, { business_name: `CLI nif ${name}`, ...changes })
    set(complete, '1', { province: [28], applicant_types: [2], action_items: [1, 2] })
    set(byNif, '2', { ...incomplete, province: [28], nif: 'B77777777', cnaes: [cnaeId(6201)] })
    set(sameNif, '3', { ...incomplete, province: [8], nif: 'b77777777', cnaes: [cnaeId(111)] })
    set(none, '4', { ...incomplete, province: [28], cnaes: [] })
    const scope = ['--filters', '{"business_name__icontains":"CLI nif"}']

    const dir = newHome('gd-cli-cartera-')
    demoService.control.clearRequests()
    const result = await cli(['portfolio', 'opportunities', ...scope], dir)
    expect(result.code).toBe(0)
    const doc = json<PortfolioDocument>(result)
    expect(doc).toMatchObject({ clients: 4, incomplete: [none] })
    expect(sent(BY_CIF)).toBe(1)
    expect(doc.requests).toBe(sent(BY_CIF) + sent(PROFILE))
    const originOf = (id: number | undefined) =>
      new Set(doc.opportunities.filter((r) => r.client_id === id).map((r) => r.origin))
    expect(originOf(complete)).toEqual(new Set(['profile']))
    expect(originOf(byNif)).toEqual(new Set(['nif-cnae']))
    expect(originOf(sameNif)).toEqual(new Set(['nif-cnae']))

    // The export: «Origin» and the closing date as a date cell, in English.
    const xlsx = join(dir, 'cartera.xlsx')
    const written = await cli(
      ['portfolio', 'opportunities', ...scope, '--format', 'xlsx', '--out', xlsx, '--lang', 'en'],
      dir,
    )
    expect(written.code).toBe(0)
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(xlsx)
    const sheet = book.getWorksheet('By client')
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1)
    const column = (header: string) => headers.indexOf(header) + 1
    expect(column('Origin')).toBeGreaterThan(0)
    expect(column('Closing date')).toBeGreaterThan(0)
    let dated = 0
    doc.opportunities.forEach((row, i) => {
      const cells = sheet?.getRow(i + 2)
      expect(cells?.getCell(column('Origin')).value).toBe(
        row.origin === 'nif-cnae' ? 'NIF and CNAE' : 'Profile',
      )
      const closing = closingDateOf(row.status_text)
      const cell = cells?.getCell(column('Closing date'))
      if (closing === null) expect(cell?.value ?? null).toBeNull()
      else {
        dated += 1
        expect(cell?.value).toBeInstanceOf(Date)
        expect((cell?.value as Date).toISOString().slice(0, 10)).toBe(closing)
      }
    })
    expect(dated).toBeGreaterThan(0)

    demoService.control.clearRequests()
    const profileOnly = await cli(['portfolio', 'opportunities', ...scope, '--profile-only'], dir)
    expect(profileOnly.code).toBe(0)
    const only = json<PortfolioDocument>(profileOnly)
    expect([...only.incomplete].sort()).toEqual([byNif, sameNif, none].sort())
    expect(only.opportunities.every((r) => r.origin === 'profile')).toBe(true)
    expect(sent(BY_CIF)).toBe(0)
  })
})
