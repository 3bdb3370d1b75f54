import ExcelJS from 'exceljs'
import { afterEach, describe, expect, it } from 'vitest'
import { type CaseDocument } from '@shared/cases/case-work'
import { type CasePage } from '@shared/cases/cases'
import { type ExportStartResult } from '@shared/exports'
import { EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

/** A sheet's rows as values, the header first. */
function rowsOf(book: ExcelJS.Workbook, name: string): unknown[][] {
  const rows: unknown[][] = []
  book.getWorksheet(name)?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1))
  })
  return rows
}

describe('the client dossier’s «Plazos» and «Documentación»', () => {
  it('read back with the deadlines and the documents of the client’s case files', async () => {
    const a = (app = await startSignedIn(EXPERT))
    const [row] = (await value<CasePage>(a, 'cases.query', { limit: 1 })).rows
    if (!row) throw new Error('no case files')
    const caseId = row.id
    await value(a, 'caseWork.addDeadline', { caseId, kind: 'subsanacion', from: '2026-12-18' })
    await value(a, 'caseWork.addDeadline', {
      caseId,
      kind: 'otro',
      label: 'Firma',
      date: '2027-02-01',
    })
    const deeds = await value<CaseDocument>(a, 'caseWork.addDocument', {
      caseId,
      name: 'Escrituras',
    })
    await value(a, 'caseWork.updateDocument', {
      id: deeds.id,
      state: 'received',
      receivedOn: '2027-01-04',
    })
    await value(a, 'caseWork.addDocument', { caseId, name: 'Memoria técnica' })

    const done = await value<ExportStartResult>(a, 'export.start', {
      exportId: 'dossier-work',
      source: { kind: 'dossier', clientId: row.clientId, grants: 'skip' },
      format: 'xlsx',
    })
    if (done.status !== 'done') throw new Error(done.status)
    const book = await new ExcelJS.Workbook().xlsx.readFile(done.path)
    const date = (iso: string) => new Date(`${iso}T00:00:00Z`)
    expect(rowsOf(book, 'Plazos')).toEqual([
      [
        'Identificador',
        'Título',
        'Tipo de plazo',
        'Notificado el',
        'Plazo',
        'Último día',
        'Días que se saltan',
        'Cumplido el',
      ],
      [
        row.identifier,
        row.title,
        'Subsanación',
        date('2026-12-18'),
        '10 días hábiles',
        date('2027-01-05'),
        '25/12 Navidad, 01/01 Año Nuevo, 3 fines de semana',
        undefined,
      ].slice(0, 7),
      [row.identifier, row.title, 'Firma', undefined, undefined, date('2027-02-01')],
    ])
    expect(rowsOf(book, 'Documentación')).toEqual([
      ['Identificador', 'Título', 'Documento', 'Estado del documento', 'Recibido el', 'Archivo'],
      [row.identifier, row.title, 'Escrituras', 'Recibido', date('2027-01-04')],
      [row.identifier, row.title, 'Memoria técnica', 'Pendiente'],
    ])
  })
})
