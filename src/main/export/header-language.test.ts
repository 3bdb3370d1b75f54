import { describe, expect, it } from 'vitest'
import { spanishIn } from '../../../test/support/spanish-text'
import { makeClient } from '../../../test/fixtures/client'
import { CLIENT_FIELD_LABELS } from '@shared/client-field-labels'
import { exportLanguage } from '@shared/settings'
import { cellOf, displayText } from './cells'
import {
  caseListDataset,
  casesDataset,
  clientDossierDataset,
  clientOpportunitiesDataset,
  clientsDataset,
  concessionsByGrantDataset,
  concessionsByNifDataset,
  dossierGrantsDataset,
  dossierRows,
  opportunitiesDataset,
  statusesDataset,
} from './datasets'
import { datasetIn, ENGLISH_HEADERS, ENGLISH_NAMES, headerIn, nameIn } from './header-language'

const DATASETS = [
  clientsDataset(),
  clientDossierDataset,
  concessionsByNifDataset('B12345674'),
  concessionsByGrantDataset,
  statusesDataset,
  opportunitiesDataset,
  clientOpportunitiesDataset,
  casesDataset,
  caseListDataset,
  dossierGrantsDataset,
]
/** The dossier's sheets (export/export-service.ts names them). */
const DOSSIER_SHEETS = ['Cliente', 'Concesiones', 'Oportunidades', 'Convocatoria', 'Expedientes']

describe('exports in English', () => {
  it('has an English header for every column of every list, and an English name for every sheet', () => {
    for (const dataset of DATASETS) {
      expect(ENGLISH_NAMES[dataset.name], dataset.name).toBeDefined()
      for (const column of dataset.columns) {
        // Its own English name (a client field's, from the field table) or one by its key.
        const english = column.englishHeader ?? ENGLISH_HEADERS[column.key]
        expect(english, `${dataset.name}: ${column.key}`).toBeDefined()
        expect(headerIn('en', column)).toBe(english)
        expect(spanishIn(english ?? ''), `${dataset.name}: ${column.key}`).toEqual([])
      }
    }
    for (const sheet of DOSSIER_SHEETS) expect(spanishIn(nameIn('en', sheet)), sheet).toEqual([])
  })

  it('writes the headers, the sheet name and the app’s own words in English; data as it is', () => {
    const client = makeClient(7, { public: true, status: 3, business_name: 'Talleres Núñez S.L.' })
    const english = datasetIn('en', clientsDataset())
    expect(english.name).toBe('Clients')
    const cell = (key: string) => {
      const column = english.columns.find((c) => c.key === key)
      return column ? displayText(cellOf(column.value(client), column.type)) : null
    }
    expect(english.columns.find((c) => c.key === 'business_name')?.header).toBe(
      CLIENT_FIELD_LABELS.en.business_name,
    )
    expect(cell('public')).toBe('Yes')
    expect(cell('status')).toBe('Prospect')
    expect(cell('business_name')).toBe('Talleres Núñez S.L.')
    expect(datasetIn('es', clientsDataset()).columns.map((c) => c.header)).toEqual(
      clientsDataset().columns.map((c) => c.header),
    )
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
