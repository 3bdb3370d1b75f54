import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { makeMonthReport } from '../../../test/fixtures/month-report'
import { monthReportPdf } from './month-report-pdf'

const NOW = new Date('2026-11-15T10:00:00').getTime()

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true })
  return text
}

describe('the month report’s PDF', () => {
  it('reads back with its title, scope, tables in Spanish formats, the reasons and page numbers', async () => {
    const text = await textOf(await monthReportPdf(makeMonthReport(), 'es', NOW))
    expect(text).toContain('Informe mensual · octubre de 2026')
    expect(text).toContain('Todo el equipo')
    expect(text).toContain('Generado el 15/11/2026')
    expect(text).toContain('12.345,50 €')
    expect(text).toContain('Expedientes por grupo de estado')
    expect(text).toContain('Preparación')
    expect(text).toContain('Beatriz Gómez')
    expect(text).toContain('EXP-2026-041')
    expect(text).toContain('01/09/2026')
    expect(text).toContain('20/11/2026')
    expect(text).toContain('Subsanación')
    // Each figure not known says why, never a 0.
    expect(text).toContain('Cerrados: sin dato hasta que se elijan los estados que cierran')
    expect(text).toContain('Créditos consumidos: sin dato')
    expect(text).toContain('2 expedientes no tienen ningún cambio de estado registrado')
    expect(text).toContain('Un mes sin valor en la línea')
    expect(text).toMatch(/Página 1 de \d/)
    expect(text).not.toContain('NaN')
  })

  it('speaks English when asked, names the technician and says when a section is empty', async () => {
    const report = makeMonthReport({
      expert: 9,
      byExpert: [{ expert: { id: 9, name: 'Beatriz Gómez' }, count: 5, previous: 5, change: 0 }],
      stale: [],
      deadlines: [],
      creditsSpent: 1250,
    })
    const text = await textOf(await monthReportPdf(report, 'en', NOW))
    expect(text).toContain('Monthly report · October 2026')
    expect(text).toContain('Case files of Beatriz Gómez')
    expect(text).toContain('€12,345.50')
    expect(text).toContain('1,250')
    expect(text).toContain('No case file has gone more than 30 days')
    expect(text).toContain('No pending deadlines in the next 30 days.')
    expect(text).not.toContain('Credits spent: not known')
    expect(text).toMatch(/Page 1 of \d/)
  })
})
