import { describe, expect, it } from 'vitest'
import { formatEuros } from '@shared/format'
import { monthReportCharts } from '@shared/reports/month-report-charts'
import { makeMonthReport } from '../../../../../test/fixtures/month-report'
import { mountComponent } from '../../../../../test/support/mount-component'
import { settle } from '../../../../../test/support/fake-bridge'
import { bodyElement } from '../../../../../test/support/page-queries'
import LineChart from './LineChart.vue'

describe('the line of amounts', () => {
  it('breaks a line at a month not known instead of drawing a 0, and gives every month as a table', async () => {
    const { trend } = monthReportCharts(makeMonthReport())
    mountComponent(LineChart, { props: { title: 'Importes por mes', points: trend } })
    await settle()
    const drawing = bodyElement('chart-drawing')
    // March 2026 has no requested sum: that line is two runs; the awarded one is whole.
    expect(drawing.querySelectorAll('.requested polyline')).toHaveLength(2)
    expect(drawing.querySelectorAll('.awarded polyline')).toHaveLength(1)
    const label = (drawing.getAttribute('aria-label') ?? '').replace(/\u00a0/g, ' ')
    expect(label).toContain('marzo de 2026: Solicitado sin dato, Concedido 2.000,00 €')
    expect(label).toContain('octubre de 2026: Solicitado 12.345,50 €, Concedido 8.000,00 €')

    bodyElement('chart-as-table').click()
    await settle()
    const rows = [...bodyElement('chart-table').querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent?.trim()),
    )
    expect(rows).toHaveLength(12)
    expect(rows[4]).toEqual(['marzo de 2026', '—', formatEuros(2000)])
    expect(rows.at(-1)).toEqual(['octubre de 2026', formatEuros(12_345.5), formatEuros(8000)])
  })
})
