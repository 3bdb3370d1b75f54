import { describe, expect, it } from 'vitest'
import { monthReportCharts } from '@shared/reports/month-report-charts'
import { makeMonthReport } from '../../../../../test/fixtures/month-report'
import { mountComponent } from '../../../../../test/support/mount-component'
import { settle } from '../../../../../test/support/fake-bridge'
import { bodyElement } from '../../../../../test/support/page-queries'
import BarChart from './BarChart.vue'

const cells = (table: Element) =>
  [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent?.trim()),
  )

describe('a bar chart', () => {
  it('draws a bar per group as long as its share, names the image with its numbers, and shows them as a table', async () => {
    const { byGroup } = monthReportCharts(makeMonthReport())
    mountComponent(BarChart, {
      props: { title: 'Expedientes por grupo de estado', nameHeader: 'Grupo', bars: byGroup },
    })
    await settle()
    const drawing = bodyElement('chart-drawing')
    expect(drawing.getAttribute('role')).toBe('img')
    expect(drawing.getAttribute('aria-label')).toBe(
      'Expedientes por grupo de estado: Preparación 5; Presentación 4; Sin estado 1; Estado desconocido 5',
    )
    const bars = [...drawing.querySelectorAll('[data-testid="chart-bar"]')]
    expect(bars.map((bar) => [bar.getAttribute('width'), bar.getAttribute('class')])).toEqual([
      ['100%', 'value'],
      ['80%', 'value'],
      ['20%', 'value'],
      ['100%', 'unknown'],
    ])

    const toggle = bodyElement('chart-as-table')
    toggle.click()
    await settle()
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    // The table holds the numbers of the one source the export writes (month-report-charts.ts).
    expect(cells(bodyElement('chart-table'))).toEqual(
      byGroup.map((bar) => [
        bar.name ?? (bar.unknown ? 'Estado desconocido' : 'Sin estado'),
        String(bar.value),
      ]),
    )
    expect(document.querySelector('[data-testid="chart-drawing"]')).toBeNull()
  })
})
