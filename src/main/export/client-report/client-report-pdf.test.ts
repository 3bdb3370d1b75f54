import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { buildClientReport } from '@shared/reports/client-report-build'
import { CLIENT_ID, FIRM, REPORT_NOW, reportParts } from '../../../../test/fixtures/client-report'
import { clientReportPdf } from './client-report-pdf'

const DAY = 86_400_000

async function textOf(...args: Parameters<typeof reportParts>) {
  const pdf = await clientReportPdf(buildClientReport(reportParts(...args)))
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

describe('clientReportPdf', () => {
  it('writes every section in Spanish, with Spanish numbers and dates and page numbers', async () => {
    const text = await textOf()
    for (const expected of [
      'Asesoría Núñez & Asociados',
      'info@nunez.es',
      'Informe de ayudas',
      'Preparado para Talleres Ruiz SL',
      'Fecha del informe: 14/05/2026',
      'Periodo: del 15/05/2023 al 14/05/2026',
      'Comentarios del asesor',
      'Recomendamos presentar la solicitud del Kit Digital antes de junio.',
      'La empresa',
      'B12345674',
      '2562 · ',
      'Valladolid',
      'Oportunidades',
      'Kit Digital para pymes',
      '1.250.000,50',
      '30/06/2026',
      'Ayudas recibidas',
      '12.345,67',
      '32.345,67',
      'Además, concesiones sin fecha: 1, por 500,00 €.',
      'Minimis según el registro oficial (BDNS)',
      '45.000,00',
      '300.000,00',
      '255.000,00',
      'Expedientes',
      'EXP-2026-0042',
      'Presentado',
      '12.000,00',
      '28/05/2026',
      'Subsanación',
      'Certificado de la AEAT',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).toMatch(/Página 1 de 2 .* Página 2 de 2$/)
    // The grant closed three years ago and more is out of the window.
    expect(text).not.toContain('99.999')
    expect(text).not.toContain(String(CLIENT_ID))
    expect(text).not.toMatch(/Sin datos|más de 30 días/)
  })

  it('says in the document which sections are missing and which are old', async () => {
    const old = REPORT_NOW - 45 * DAY
    const text = await textOf({
      opportunities: null,
      minimis: null,
      cases: null,
      concessions: { keptAt: old, value: { complete: true, rows: [] } },
      note: '',
    })
    expect(text).toContain(
      'Sin datos: la aplicación no guarda ninguna búsqueda de oportunidades de este cliente.',
    )
    expect(text).toContain(
      'Sin datos: la aplicación no guarda ninguna consulta al registro oficial',
    )
    expect(text).toContain('Sin datos: la aplicación no guarda los expedientes de este cliente.')
    expect(text).toContain('Datos del 30/03/2026, con más de 30 días: pueden no estar al día.')
    expect(text).not.toContain('Comentarios del asesor')
    expect(text).not.toContain('Kit Digital para pymes')
  })

  it('writes the English report with English headings and numbers', async () => {
    const text = await textOf({ language: 'en', opportunities: null })
    for (const expected of [
      'Aid report',
      'Prepared for Talleres Ruiz SL',
      'The company',
      'Opportunities',
      'No data: the app keeps no opportunity search for this client.',
      'Aid received',
      'Case files',
      '32,345.67',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).toMatch(/Page 1 of \d/)
    expect(text).not.toMatch(/Expedientes|Ayudas recibidas|Página/)
  })

  it('embeds the firm’s logo', async () => {
    const parts = reportParts()
    const logo = { type: 'png' as const, data: readFileSync(resolve('resources/icon.png')) }
    const withLogo = await clientReportPdf(
      buildClientReport({ ...parts, letterhead: { ...FIRM, logo } }),
    )
    const without = await clientReportPdf(buildClientReport(parts))
    expect(withLogo.includes(Buffer.from('/Subtype /Image'))).toBe(true)
    expect(without.includes(Buffer.from('/Subtype /Image'))).toBe(false)
  })

  it('never leaves a short section’s heading on one page and its table on the next', async () => {
    const pdf = await clientReportPdf(buildClientReport(reportParts()))
    const { text: pages } = await extractText(new Uint8Array(pdf))
    expect(pages.length).toBeGreaterThan(1)
    const page = pages.find((text) => text.includes('Minimis según el registro oficial'))
    expect(page).toContain('Margen disponible')
  })
})
