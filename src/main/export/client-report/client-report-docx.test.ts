import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildClientReport } from '@shared/reports/client-report-build'
import {
  CLIENT_ID,
  FIRM,
  keptMinimis,
  REPORT_NOW,
  reportParts,
} from '../../../../test/fixtures/client-report'
import { zipEntries } from '../../../../test/support/zip-entries'
import { clientReportDocx } from './client-report-docx'

const DAY = 86_400_000

/** The text of each part of the document: its body, its header and footer. */
async function partsOf(...args: Parameters<typeof reportParts>) {
  const docx = await clientReportDocx(buildClientReport(reportParts(...args)))
  const entries = zipEntries(docx)
  const textOf = (name: string) =>
    (entries.get(name)?.toString('utf8') ?? '')
      .split('</w:p>')
      .map((p) => [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
      .filter((p) => p !== '')
      .join('\n')
      .replaceAll('&amp;', '&')
  const named = (prefix: string) =>
    [...entries.keys()]
      .filter((name) => name.startsWith(`word/${prefix}`))
      .map(textOf)
      .join('\n')
  const footerXml = [...entries.keys()]
    .filter((name) => name.startsWith('word/footer'))
    .map((name) => entries.get(name)?.toString('utf8') ?? '')
    .join('')
  return {
    body: textOf('word/document.xml'),
    header: named('header'),
    footer: named('footer'),
    footerXml,
  }
}

describe('clientReportDocx', () => {
  it('writes every section in Spanish, with the letterhead and «Página X de Y»', async () => {
    const { body, header, footer, footerXml } = await partsOf()
    expect(header).toContain('Asesoría Núñez & Asociados')
    expect(header).toContain('Calle Alcalá 12, 28014 Madrid')
    for (const expected of [
      'Informe de ayudas',
      'Preparado para Talleres Ruiz SL',
      'Fecha del informe: 14/05/2026 · Periodo: del 15/05/2023 al 14/05/2026',
      'Comentarios del asesor',
      'La empresa',
      'B12345674',
      '2562 · Ingeniería mecánica por cuenta de terceros',
      'Oportunidades',
      'Kit Digital para pymes',
      '1.250.000,50',
      '30/06/2026',
      'Ayudas recibidas',
      '12.345,67',
      '32.345,67',
      'Minimis según el registro oficial (BDNS)',
      '255.000,00',
      'Expedientes',
      'EXP-2026-0042',
      'Certificado de la AEAT',
    ]) {
      expect(body).toContain(expected)
    }
    expect(footer).toContain('Página ')
    expect(footer).toContain(' de ')
    expect(footerXml).toContain('PAGE')
    expect(footerXml).toContain('NUMPAGES')
    expect(body + header).not.toContain(String(CLIENT_ID))
    expect(body).not.toContain('99.999')
  })

  it('says which sections are missing and which are old', async () => {
    const { body } = await partsOf({
      opportunities: null,
      cases: null,
      minimis: keptMinimis(REPORT_NOW - 40 * DAY),
      letterhead: null,
    })
    expect(body).toContain(
      'Sin datos: la aplicación no guarda ninguna búsqueda de oportunidades de este cliente.',
    )
    expect(body).toContain('Sin datos: la aplicación no guarda los expedientes de este cliente.')
    expect(body).toContain('Datos del 04/04/2026, con más de 30 días: pueden no estar al día.')
    expect(body).toContain('45.000,00')
  })

  it('puts the firm’s logo in the header', async () => {
    const parts = reportParts()
    const logo = { type: 'png' as const, data: readFileSync(resolve('resources/icon.png')) }
    const docx = await clientReportDocx(
      buildClientReport({ ...parts, letterhead: { ...FIRM, logo } }),
    )
    const media = [...zipEntries(docx).keys()].filter((name) => name.startsWith('word/media/'))
    expect(media).toHaveLength(1)
    const plain = await clientReportDocx(buildClientReport(parts))
    expect([...zipEntries(plain).keys()].some((name) => name.startsWith('word/media/'))).toBe(false)
  })

  it('writes the English report', async () => {
    const { body, footer } = await partsOf({ language: 'en' })
    for (const expected of [
      'Aid report',
      'Aid received',
      'Case files',
      '32,345.67',
      'Opportunities',
    ])
      expect(body).toContain(expected)
    expect(footer).toContain('Page ')
    expect(footer).toContain(' of ')
    expect(body).not.toMatch(/Expedientes|Ayudas recibidas/)
  })
})
