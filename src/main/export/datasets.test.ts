import { describe, expect, it } from 'vitest'
import { makeClient } from '../../../test/fixtures/client'
import { spanishIn } from '../../../test/support/spanish-text'
import { exportLanguage } from '@shared/settings'
import { type CatalogueView, EMPTY_CATALOGUE } from '@shared/catalogue'
import { type CaseFile, CaseFileWireSchema } from '@shared/wire/case-file'
import { type ClientData, ClientDataSchema } from '@shared/wire/client'
import { isAppFailure } from '@shared/errors'
import { CLIENT_FIELD_LABELS } from '@shared/clients/client-field-labels'
import { CLIENT_FIELDS, PROFILE_FIGURE_FIELDS } from '@shared/clients/client-fields'
import { cellOf, displayText } from './cells'
import { yesNo } from './yes-no'
import { pickColumns } from './columns'
import { compileCsvRow, CSV_DIALECTS } from './csv-writer'
import {
  caseListDataset,
  casesDataset,
  clientDossierDataset,
  clientsDataset,
  columnsOf,
  concessionsByGrantDataset,
  concessionsByNifDataset,
  dossierRows,
  type DossierRow,
  opportunitiesDataset,
  sheetIn,
  statusesDataset,
  statusRows,
} from './datasets'

const client: ClientData = ClientDataSchema.parse({
  id: 17,
  expert_data: { id: 301, name: 'Lucía Martín', email: 'asesora@demo.grantsdesk.es' },
  experts: [301, 302],
  public: true,
  status: 1,
  platform_data: { id: 1, name: 'Grants Desk Demo' },
  nif: 'B12345674',
  business_name: 'Talleres Fernández S.L.',
  email: 'info@talleres.es',
  phone: '+34 612 345 678',
  reference: null,
  notes: '=HYPERLINK("http://x")',
  province: [28],
  address: 'Calle Mayor 1',
  postal_code: '28013',
  location: 'Madrid',
  legal_representative_name: 'Ana Pérez',
  legal_representative_nif: '12345678Z',
  legal_representation_type: 'Administradora única',
  contacts: 'Ana; Luis',
  cnaes: [6201, 4520],
  provinces_to_work: [28, 45],
  applicant_types: [2, 99],
  action_items: [9],
  employees_quantity: 12,
  constitution_date: '2015-03-09',
  last_year_billing: 1234567.5,
  investment_budget: 50000,
  project_description: 'Digitalizar el taller',
})

const catalogue: CatalogueView = {
  ...EMPTY_CATALOGUE,
  source: 'service',
  applicants: [{ id: 2, name: 'Pyme' }],
  actionGroups: [{ name: 'Digitalización', items: [{ id: 9, name: 'Comercio electrónico' }] }],
}

const valueOf = (key: string, cat: CatalogueView = EMPTY_CATALOGUE) =>
  columnsOf('es', clientsDataset({ catalogue: cat, experts: [{ id: 301, name: 'Lucía Martín' }] }))
    .find((c) => c.key === key)
    ?.value(client)

describe('clients dataset', () => {
  it('has a column for every field of a client, in the field table’s order and names', () => {
    const keys = clientsDataset().columns.map((c) => c.key)
    expect([...keys].sort()).toEqual(Object.keys(ClientDataSchema.shape).sort())
    expect(keys).toEqual(CLIENT_FIELDS.map((f) => f.key))
    expect(clientsDataset().defaultOrder).toEqual(keys)
    const header = (key: string) =>
      columnsOf('es', clientsDataset()).find((c) => c.key === key)?.header
    expect(header('business_name')).toBe('Nombre o razón social')
    expect(header('action_items')).toBe('Acciones')
    expect(header('expert_data')).toBe('Gestor')
    expect(header('experts')).toBe('Otros gestores')
  })

  it('renders lists readably: provinces by name, CNAE with title, catalogue names or #id', () => {
    expect(valueOf('province')).toBe('Madrid')
    expect(valueOf('provinces_to_work')).toBe('Madrid | Toledo')
    expect(valueOf('cnaes')).toBe(
      '6201 · Actividades de programación informática | 4520 · Mantenimiento y reparación de vehículos de motor',
    )
    expect(valueOf('applicant_types')).toBe('#2 | #99')
    expect(valueOf('applicant_types', catalogue)).toBe('Pyme | #99')
    expect(valueOf('action_items', catalogue)).toBe('Comercio electrónico')
    // The other managers, by name where the replica knows them (the main one has its column).
    expect(valueOf('experts')).toBe('#302')
    expect(valueOf('status')).toBe('Activo')
    expect(valueOf('expert_data')).toBe('Lucía Martín <asesora@demo.grantsdesk.es>')
    expect(valueOf('platform_data')).toBe('Grants Desk Demo')
  })

  it('types amounts as money, the constitution date as a date and public as a boolean', () => {
    const types = Object.fromEntries(clientsDataset().columns.map((c) => [c.key, c.type]))
    expect(types).toMatchObject({
      last_year_billing: 'money',
      investment_budget: 'money',
      constitution_date: 'date',
      public: 'boolean',
      employees_quantity: 'integer',
      id: 'id',
      // «08001» keeps its leading zero.
      postal_code: 'text',
    })
  })

  it('builds the «Ficha del cliente» as Campo/Valor rows, each value typed like its column', () => {
    expect(columnsOf('es', clientDossierDataset).map((c) => c.header)).toEqual(['Campo', 'Valor'])
    const rows = dossierRows(client)
    expect(rows).toHaveLength(clientsDataset().columns.length)
    const cellIn = (of: readonly DossierRow[], key: keyof ClientData) => {
      const row = of.find((r) => r.field === CLIENT_FIELD_LABELS.es[key])
      return row ? cellOf(row.value, row.type) : null
    }
    const cell = (key: keyof ClientData) => cellIn(rows, key)
    expect(cell('last_year_billing')).toEqual({ kind: 'number', type: 'money', value: 1234567.5 })
    expect(cell('constitution_date')).toEqual({ kind: 'date', iso: '2015-03-09' })
    expect(cell('id')).toEqual({ kind: 'number', type: 'id', value: 17 })
    expect(cell('employees_quantity')).toEqual({ kind: 'number', type: 'integer', value: 12 })
    expect(cell('public')).toEqual({ kind: 'text', value: yesNo(true) })
    expect(cell('reference')).toEqual({ kind: 'empty' })

    // A client created without a full profile (SC-DIALECT-4): its figures are empty cells, never 0.
    const incomplete: ClientData = {
      ...client,
      employees_quantity: null,
      constitution_date: null,
      last_year_billing: null,
      investment_budget: null,
    }
    const blank = dossierRows(incomplete)
    for (const figure of PROFILE_FIGURE_FIELDS) {
      expect(cellIn(blank, figure), figure).toEqual({ kind: 'empty' })
    }
  })
})

describe('concession, status and opportunity datasets', () => {
  it('fills the NIF column with the searched NIF, normalised (SC-CONC-4)', () => {
    const dataset = concessionsByNifDataset(' b12345674 ')
    const nif = columnsOf('es', dataset).find((c) => c.key === 'nif')
    const row = {
      fund_id: 916430,
      fund_title: 'Kit Digital',
      beneficiary_name: 'TALLERES FERNANDEZ SL',
      concession_date: null,
      awarded_amount: 2000,
    }
    expect(nif?.header).toBe('NIF')
    expect(nif?.value(row)).toBe('B12345674')
    expect(dataset.columns.map((c) => c.key)).toEqual([
      'nif',
      'beneficiary_name',
      'fund_id',
      'fund_title',
      'concession_date',
      'awarded_amount',
    ])
  })

  it('offers the SC-CONC-4 fields for concessions by grant and the SC-SIM-2 fields for opportunities', () => {
    expect(concessionsByGrantDataset.columns.map((c) => c.key).sort()).toEqual(
      [
        'awarded_amount',
        'beneficiary_cif',
        'beneficiary_name',
        'concession_date',
        'fund_slug',
        'fund_title',
      ].sort(),
    )
    expect(opportunitiesDataset.columns.map((c) => c.key)).toEqual([
      'formatted_title',
      'status_text',
      'deadline',
      'total_amount',
      'scope',
      'slug',
    ])
  })

  it('has one status row per status, in server order, with «Inicial» Sí/No', () => {
    const rows = statusRows([
      {
        id: 1,
        name: 'Subvenciones',
        status: [
          { id: 11, name: 'Borrador', initial_state: true, template: 5 },
          { id: 12, name: 'Presentada', initial_state: false, template: 5 },
        ],
      },
      {
        id: 2,
        name: 'Justificación',
        status: [{ id: 21, name: 'Abierta', initial_state: false, template: 6 }],
      },
    ])
    expect(rows.map((r) => [r.groupId, r.statusId])).toEqual([
      [1, 11],
      [1, 12],
      [2, 21],
    ])
    const initial = columnsOf('es', statusesDataset).find((c) => c.key === 'initial')
    expect(initial?.header).toBe('Inicial')
    const shown = rows.map((row) =>
      displayText(cellOf(initial?.value(row), initial?.type ?? 'text')),
    )
    expect(shown).toEqual(['Sí', 'No', 'No'])
  })
})

describe('cases dataset', () => {
  const full: CaseFile = CaseFileWireSchema.parse({
    id: 4012,
    identifier: 'EXP-2026-0012',
    uuid: 'u',
    title: '=Kit Digital; segunda fase',
    client_data: {
      id: 1001,
      business_name: 'Talleres Núñez S.L.',
      email: 'a@b.es',
      nif: 'B12345674',
    },
    expert_data: { id: 301, name: 'Lucía Martín', email: 'asesora@demo.grantsdesk.es' },
    company: 'Talleres Núñez S.L.',
    platform: 'Demo',
    reference: 'REF-7',
    status_group: { id: 2, name: 'Presentado' },
    current_status: { id: 21, name: 'En revisión' },
    requested_amount: 12000.5,
    awarded_amount: 9000,
    presentation_date: '2026-03-09T10:00:00Z',
    concession_date: '2026-06-30',
  })
  // A new case file as the vendor may send it: no status, client, amounts nor dates.
  const bare: CaseFile = CaseFileWireSchema.parse({ id: 4013, identifier: 'EXP-2026-0013' })

  it('has the case file’s columns, in order, typed: ids, euros and dates', () => {
    const sheet = sheetIn('es', casesDataset)
    expect(sheet.name).toBe('Expedientes')
    expect(sheet.columns.map((c) => [c.key, c.header, c.type])).toEqual([
      ['case_id', 'Id del expediente', 'id'],
      ['identifier', 'Identificador', 'text'],
      ['title', 'Título', 'text'],
      ['client_id', 'Id del cliente', 'id'],
      ['client_name', 'Cliente', 'text'],
      ['nif', 'NIF', 'text'],
      ['group_name', 'Grupo', 'text'],
      ['status_name', 'Estado', 'text'],
      ['requested_amount', 'Importe solicitado (€)', 'money'],
      ['awarded_amount', 'Importe concedido (€)', 'money'],
      ['presentation_date', 'Fecha de presentación', 'date'],
      ['concession_date', 'Fecha de concesión', 'date'],
      ['expert', 'Gestor', 'text'],
      ['reference', 'Referencia', 'text'],
    ])
    const cells = (row: CaseFile) =>
      columnsOf('es', casesDataset).map((column) => cellOf(column.value(row), column.type))
    expect(cells(full)).toEqual([
      { kind: 'number', type: 'id', value: 4012 },
      { kind: 'text', value: 'EXP-2026-0012' },
      { kind: 'text', value: '=Kit Digital; segunda fase' },
      { kind: 'number', type: 'id', value: 1001 },
      { kind: 'text', value: 'Talleres Núñez S.L.' },
      { kind: 'text', value: 'B12345674' },
      { kind: 'text', value: 'Presentado' },
      { kind: 'text', value: 'En revisión' },
      { kind: 'number', type: 'money', value: 12000.5 },
      { kind: 'number', type: 'money', value: 9000 },
      { kind: 'date', iso: '2026-03-09' },
      { kind: 'date', iso: '2026-06-30' },
      { kind: 'text', value: 'Lucía Martín <asesora@demo.grantsdesk.es>' },
      { kind: 'text', value: 'REF-7' },
    ])
    const empty = { kind: 'empty' }
    expect(cells(bare)).toEqual([
      { kind: 'number', type: 'id', value: 4013 },
      { kind: 'text', value: 'EXP-2026-0013' },
      { kind: 'text', value: '' },
      empty,
      { kind: 'text', value: '' },
      { kind: 'text', value: '' },
      empty,
      empty,
      empty,
      empty,
      empty,
      empty,
      { kind: 'text', value: '' },
      empty,
    ])
  })

  it('writes both CSV flavours: amounts and dates in each one’s way, formulas defused', () => {
    const excel = compileCsvRow(columnsOf('es', casesDataset), CSV_DIALECTS.excel)
    const standard = compileCsvRow(columnsOf('es', casesDataset), CSV_DIALECTS.standard)
    expect(excel(full)).toBe(
      '4012;EXP-2026-0012;"\'=Kit Digital; segunda fase";1001;Talleres Núñez S.L.;B12345674;Presentado;En revisión;12000,50;9000,00;09/03/2026;30/06/2026;Lucía Martín <asesora@demo.grantsdesk.es>;REF-7',
    )
    expect(standard(full)).toBe(
      "4012,EXP-2026-0012,'=Kit Digital; segunda fase,1001,Talleres Núñez S.L.,B12345674,Presentado,En revisión,12000.50,9000.00,2026-03-09,2026-06-30,Lucía Martín <asesora@demo.grantsdesk.es>,REF-7",
    )
    expect(excel(bare)).toBe('4013;EXP-2026-0013;;;;;;;;;;;;')
    expect(standard(bare)).toBe('4013,EXP-2026-0013,,,,,,,,,,,,')
  })

  it('as the app’s list exports them: the list’s words in the file’s language, the expert’s name and e-mail apart', () => {
    const headers = (lang: 'es' | 'en') =>
      sheetIn(lang, caseListDataset).columns.map((c) => c.header)
    expect(headers('es')).toEqual([
      'Id del expediente',
      'Identificador',
      'Título',
      'Id del cliente',
      'Cliente',
      'NIF',
      'Grupo del estado',
      'Estado',
      'Solicitado (€)',
      'Concedido (€)',
      'Presentación',
      'Concesión',
      'Técnico',
      'Correo del técnico',
      'Referencia',
      'Archivado',
    ])
    expect(headers('en')).toEqual([
      'Case-file id',
      'Identifier',
      'Title',
      'Client id',
      'Client',
      'NIF',
      'Status group',
      'Status',
      'Requested (€)',
      'Awarded (€)',
      'Submitted',
      'Awarded on',
      'Advisor',
      'Advisor’s e-mail',
      'Reference',
      'Archived',
    ])
    const excel = compileCsvRow(columnsOf('es', caseListDataset), CSV_DIALECTS.excel)
    expect(excel({ ...full, archived: false })).toBe(
      '4012;EXP-2026-0012;"\'=Kit Digital; segunda fase";1001;Talleres Núñez S.L.;B12345674;Presentado;En revisión;12000,50;9000,00;09/03/2026;30/06/2026;Lucía Martín;asesora@demo.grantsdesk.es;REF-7;No',
    )
  })
})

describe('picking columns', () => {
  it('keeps the user’s order', () => {
    const columns = columnsOf('es', concessionsByGrantDataset, [
      'awarded_amount',
      'beneficiary_name',
    ])
    expect(columns.map((c) => c.header)).toEqual(['Importe concedido (€)', 'Beneficiario'])
  })

  it('rejects an unknown key with a validation error naming it', () => {
    try {
      pickColumns(concessionsByGrantDataset.columns, ['fund_title', 'nope'])
      expect.unreachable()
    } catch (error) {
      expect(isAppFailure(error)).toBe(true)
      if (!isAppFailure(error)) return
      expect(error.appError).toMatchObject({
        code: 'validation',
        reason: 'unknown_columns',
        params: { columns: '«nope»' },
        fieldMessages: {
          columns: [{ key: 'validation.unknown_columns', params: { columns: '«nope»' } }],
        },
      })
    }
  })

  it('rejects an empty choice', () => {
    expect(() => pickColumns(opportunitiesDataset.columns, [])).toThrow(
      expect.objectContaining({
        appError: expect.objectContaining({ code: 'validation', reason: 'no_columns' }) as unknown,
      }),
    )
  })
})

describe('exports in English', () => {
  it('writes the headers, the sheet name and the app’s own words in English; data as it is', () => {
    const row = makeClient(7, { public: true, status: 3, business_name: 'Talleres Núñez S.L.' })
    const english = sheetIn('en', clientsDataset())
    expect(english.name).toBe('Clients')
    const cell = (key: string) => {
      const column = english.columns.find((c) => c.key === key)
      return column ? displayText(cellOf(column.value(row), column.type)) : null
    }
    expect(english.columns.find((c) => c.key === 'business_name')?.header).toBe(
      CLIENT_FIELD_LABELS.en.business_name,
    )
    expect(cell('public')).toBe('Yes')
    expect(cell('status')).toBe('Prospect')
    expect(cell('business_name')).toBe('Talleres Núñez S.L.')
  })

  it('says a status the app does not know by its number, in each language', () => {
    const status = (lang: 'es' | 'en') =>
      columnsOf(lang, clientsDataset())
        .find((c) => c.key === 'status')
        ?.value(makeClient(7, { status: 9 }))
    expect(status('es')).toBe('Estado 9')
    expect(status('en')).toBe('Status 9')
  })

  it('writes the client record’s field names and yes/no in English', () => {
    const rows = dossierRows(makeClient(7, { public: false }), undefined, 'en')
    const named = (key: 'business_name' | 'public') =>
      rows.find((row) => row.field === CLIENT_FIELD_LABELS.en[key])?.value
    expect(named('business_name')).toBe('Cliente 7')
    expect(named('public')).toBe('No')
    for (const row of rows) expect(spanishIn(row.field), row.field).toEqual([])
  })

  it('follows the UI language unless Spanish headers are asked for', () => {
    expect(exportLanguage({ language: 'en', exportHeadersSpanish: false })).toBe('en')
    expect(exportLanguage({ language: 'en', exportHeadersSpanish: true })).toBe('es')
    expect(exportLanguage({ language: 'es', exportHeadersSpanish: false })).toBe('es')
  })
})
