import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { type ClientData } from '@shared/wire/client'
import { type SimulatorResult } from '@shared/simulator'
import { clientProfile } from '@shared/clients/client-profile'
import { type GrantSectionResult } from '@shared/grant-info'
import { madridToday } from '@shared/format'
import { DIALECTS, type TestApp, value } from '../../support/test-app'
import {
  PROFILE,
  clientsOf,
  exportOf,
  signedInAgainst,
  startAgainst,
} from '../../support/dialect-app'

describe.each(DIALECTS)('the app against the %s dialect', (dialect) => {
  const vendor = dialect === 'vendor'
  const signedIn = signedInAgainst(dialect)
  let app: TestApp
  let clients: ClientData[]
  beforeAll(() => {
    app = signedIn.app
    clients = signedIn.clients
  })

  describe('exports of every list', () => {
    it('clients, concessions by NIF and by grant, statuses, simulator and a dossier', async () => {
      const state = app.demoService.state
      const nif = state.concessions.beneficiaries()[0]?.nif ?? ''
      const grant = state.grants.find(
        (g) => !state.grantQuirks.unslugged.has(g.id) && state.concessions.ofGrant(g).length > 0,
      )
      const sources = [
        { kind: 'clients', query: {} },
        { kind: 'concessions', query: { kind: 'nif', nif } },
        { kind: 'concessions', query: { kind: 'grant-id', fundId: grant?.id ?? 1 } },
        { kind: 'statuses' },
        { kind: 'simulator', profile: PROFILE },
      ]
      for (const source of sources) {
        let done = await exportOf(app, { source, format: 'csv-standard' })
        if (done.status === 'needs-confirmation')
          done = await exportOf(app, {
            source,
            format: 'csv-standard',
            confirmedRequests: done.requests,
          })
        expect(done.status, source.kind).toBe('done')
        if (done.status !== 'done') continue
        const lines = readFileSync(done.path, 'utf8').trimEnd().split('\n')
        expect(lines.length - 1, source.kind).toBe(done.rows)
        expect(done.rows, source.kind).toBeGreaterThan(0)
        if (source.query && 'nif' in source.query)
          expect(lines.slice(1).every((line) => line.startsWith(`${nif},`))).toBe(true)
      }
      // The incomplete client's figures are empty cells, not zeros.
      const client = clients.find((c) => c.employees_quantity === null) ?? clients[0]
      const dossier = await exportOf(app, {
        source: { kind: 'dossier', clientId: client?.id ?? 0, grants: 'skip' },
        format: 'xlsx',
      })
      expect(dossier.status).toBe('done')
      if (dossier.status !== 'done') return
      const book = await new ExcelJS.Workbook().xlsx.readFile(dossier.path)
      expect(book.worksheets.map((s) => s.name)).toEqual([
        'Cliente',
        'Concesiones',
        'Oportunidades',
        'Convocatoria',
        'Expedientes',
        'Plazos',
        'Documentación',
      ])
      if (vendor) {
        const sheet = book.getWorksheet('Cliente')
        const cells: unknown[] = []
        sheet?.eachRow((row) => {
          if (row.getCell(1).value === 'Empleados') cells.push(row.getCell(2).value)
        })
        expect(cells).toEqual([null])
      }
    })
  })

  describe('the dossier’s «Convocatoria» sheet (issue 25)', () => {
    it('writes each opportunity’s kept grant detail, typed, the others empty, asking nothing (SC-GRANT-8)', async () => {
      const client = clients.find((c) => clientProfile(c) !== null)
      const profile = client && clientProfile(client)
      if (!client || !profile) throw new Error('sin cliente con perfil completo')
      const { rows } = await value<SimulatorResult>(app, 'simulator.run', { profile })
      expect(rows.length).toBeGreaterThan(1)
      const [first, second] = rows
      if (!first || !second) throw new Error('sin oportunidades')
      // The vendor's opportunities carry the grant's id, and the advisor opened the first one's.
      const details = vendor
        ? await value<GrantSectionResult>(app, 'grants.section', {
            grant: { id: first.id },
            section: 'details',
          })
        : null
      if (vendor) {
        for (const section of ['evaluation', 'normative'])
          await value(app, 'grants.section', { grant: { id: first.id }, section })
      }
      const normative = vendor
        ? await value<GrantSectionResult>(app, 'grants.section', {
            grant: { id: first.id },
            section: 'normative',
            cachedOnly: true,
          })
        : null

      app.demoService.control.clearRequests()
      const done = await exportOf(app, {
        source: { kind: 'dossier', clientId: client.id, grants: 'skip' },
        format: 'xlsx',
        confirmedRequests: 1000,
      })
      if (done.status !== 'done') throw new Error(done.status)
      // The sheet reads what is kept: no grant's section is asked while exporting.
      const asked = app.demoService.control.requests.filter((r) =>
        /fund-details|fund-(required|evaluation|normative|related)/.test(r.path),
      )
      expect(asked).toEqual([])

      const sheet = (await new ExcelJS.Workbook().xlsx.readFile(done.path)).getWorksheet(
        'Convocatoria',
      )
      if (!sheet) throw new Error('sin hoja Convocatoria')
      const header = sheet.getRow(1).values as unknown[]
      expect(header.slice(1)).toEqual([
        'Id de la convocatoria',
        'Convocatoria (identificador)',
        'Título',
        'Organismo convocante',
        'Beneficiarios',
        'Plazo de solicitud',
        'Tipo de ayuda',
        'Gastos subvencionables',
        'Periodo de ejecución',
        'Importe total (€)',
        'Importe por solicitud (€)',
        'De minimis',
        'Códigos BDNS',
        'Consultado el',
      ])
      expect(sheet.actualRowCount - 1).toBe(rows.length)
      const rowOf = (slug: string) => {
        let found: ExcelJS.Row | null = null
        sheet.eachRow((row, n) => {
          if (n > 1 && row.getCell(2).value === slug) found = row
        })
        if (!found) throw new Error(`sin fila para ${slug}`)
        return found as ExcelJS.Row
      }
      // Not kept: its id, slug and title, the rest empty, so the advisor sees which to open.
      const empty = rowOf(second.slug)
      expect(empty.getCell(1).value).toBe(second.id ?? null)
      expect(empty.getCell(3).value).toBe(second.formatted_title)
      for (let cell = 4; cell <= 14; cell++) expect(empty.getCell(cell).value, `${cell}`).toBeNull()
      if (!vendor) return

      if (details?.status !== 'ok' || details.content.section !== 'details')
        throw new Error('sin detalle')
      if (normative?.status !== 'ok' || normative.content.section !== 'normative')
        throw new Error('sin normativa')
      const data = details.content.data
      const kept = rowOf(first.slug)
      expect(kept.getCell(1).value).toBe(first.id)
      expect(kept.getCell(1).numFmt).toBe('0')
      expect(kept.getCell(3).value).toBe(data.title)
      const texts = [data.publisher, data.applicants, data.term, data.helpType, data.expenses]
      expect([4, 5, 6, 7, 8].map((n) => kept.getCell(n).value)).toEqual(texts)
      expect(kept.getCell(9).value).toBe(data.executionPeriod)
      expect(kept.getCell(10).value).toBe(data.totalAmount)
      expect(kept.getCell(11).value).toBe(data.requestAmount)
      if (data.totalAmount !== null) expect(kept.getCell(10).type).toBe(ExcelJS.ValueType.Number)
      expect(['Sí', 'No']).toContain(kept.getCell(12).value)
      expect(kept.getCell(13).value).toBe(normative.content.data.bdns.join(', '))
      const askedOn = kept.getCell(14).value
      expect(askedOn).toBeInstanceOf(Date)
      expect((askedOn as Date).toISOString().slice(0, 10)).toBe(madridToday(details.fetchedAt))
    })

    it('offers to ask first for the grants not kept, priced, then asks only what is missing', async () => {
      // An app of its own: it ends keeping every grant's detail, which the test above must not find.
      const app = await startAgainst(dialect)
      try {
        const client = (await clientsOf(app)).find((c) => clientProfile(c) !== null)
        const profile = client && clientProfile(client)
        if (!client || !profile) throw new Error('sin cliente con perfil completo')
        const { rows } = await value<SimulatorResult>(app, 'simulator.run', { profile })
        // What each grant lacks: its details, evaluation and normative by id, its details by slug.
        let missing = 0
        for (const row of rows) {
          const grant = row.id ? { id: row.id, slug: row.slug } : { slug: row.slug }
          const kept = await value<{ sections: string[] }>(app, 'grants.kept', { grant })
          const askable = row.id ? ['details', 'evaluation', 'normative'] : ['details']
          missing += askable.filter((section) => !kept.sections.includes(section)).length
        }
        expect(missing).toBeGreaterThan(0)
        const grantRequests = () =>
          app.demoService.control.requests.filter((r) =>
            /fund-details|fund-(required|evaluation|normative|related)/.test(r.path),
          )
        app.demoService.control.clearRequests()
        const source = { kind: 'dossier', clientId: client.id }
        const offer = await exportOf(app, { source, format: 'xlsx', confirmedRequests: 1000 })
        if (offer.status !== 'grants-missing') throw new Error(offer.status)
        expect(offer.requests).toBeGreaterThanOrEqual(missing)
        expect(offer.grants).toBeGreaterThan(0)
        expect(grantRequests()).toEqual([])

        const done = await exportOf(app, {
          source: { ...source, grants: 'fetch' },
          format: 'xlsx',
          confirmedRequests: 1000,
        })
        if (done.status !== 'done') throw new Error(done.status)
        expect(grantRequests()).toHaveLength(missing)
        const sheet = (await new ExcelJS.Workbook().xlsx.readFile(done.path)).getWorksheet(
          'Convocatoria',
        )
        const publishers: unknown[] = []
        sheet?.eachRow((row, n) => {
          if (n > 1) publishers.push(row.getCell(4).value)
        })
        expect(publishers).toHaveLength(rows.length)
        expect(publishers.every((publisher) => typeof publisher === 'string')).toBe(true)
        // Everything kept now: the dossier is written without asking.
        const again = await exportOf(app, { source, format: 'xlsx' })
        expect(again.status).toBe('done')
      } finally {
        await app.close()
      }
    })
  })
})
