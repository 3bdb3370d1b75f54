import { expectAccessible } from './axe-check'
import { expectEnglishAndAccessible, watchAnswers } from './english-check'
import { expect, test } from './fixtures'

/**
 * «Informe mensual» in a browser: reached by Ctrl+9 and used with the keyboard alone (month, the
 * stale threshold, a chart as a table, the PDF exported, «Estados de cierre» chosen and kept),
 * axe-core at 800×600 (also with the closing statuses' menu open) and 1920×1080, and in
 * English and dark. What the screen asks and shows is MonthReportView.test.ts's; the figures,
 * test/integration/reports's.
 */
test.describe('«Informe mensual»', () => {
  test('reached by Ctrl+9 and used with the keyboard alone, its PDF exported', async ({
    page,
    signedIn,
  }) => {
    await page.setViewportSize({ width: 800, height: 600 })
    await page.goto(signedIn.at('/clients'))
    await expect(page.getByTestId('client-row').first()).toBeVisible()
    await page.keyboard.press('Control+9')
    await expect(page.getByTestId('page-title')).toHaveText('Informe mensual')
    // The demo adviser's last month: case files by advisor, and the line of amounts.
    await expect(page.getByTestId('report-figures')).toBeVisible()
    const advisor = page.getByTestId('chart-by-expert').getByTestId('chart-drawing')
    await expect(advisor).toHaveAttribute('aria-label', /Laura Martín Gómez \d+/)
    // The demo adviser is no super expert: the team is not offered.
    await expect(page.getByTestId('report-scope')).toHaveCount(0)

    // The month: Tab to it, open it, the month before, Enter.
    const month = page.getByTestId('report-month')
    const shown = await month.textContent()
    await month.locator('[tabindex="0"]').focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(month).not.toHaveText(shown ?? '')

    // The threshold, typed and confirmed.
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('report-stale-days').locator('input')).toBeFocused()
    await page.keyboard.press('Control+a')
    await page.keyboard.type('10')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('report-stale')).toContainText('más de 10 días')

    // A chart's numbers as a table, by keyboard.
    const groups = page.getByTestId('chart-by-group')
    await groups.getByTestId('chart-as-table').focus()
    await page.keyboard.press('Enter')
    await expect(groups.getByTestId('chart-table')).toBeVisible()
    await expect(groups.getByTestId('chart-as-table')).toHaveAttribute('aria-pressed', 'true')

    // «Exportar» → PDF, written where the (harness's) save dialog says.
    await page.getByTestId('report-export').focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('report-export-xlsx')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('report-exported')).toContainText(/informe-mensual-.*\.pdf/)
  })

  test('«Estados de cierre» is one Tab after «Exportar», chosen with the keyboard, axe-core clean open at 800×600', async ({
    page,
    signedIn,
  }, testInfo) => {
    await page.setViewportSize({ width: 800, height: 600 })
    await page.goto(signedIn.at('/reports'))
    await expect(page.getByTestId('report-figures')).toBeVisible()
    // None chosen: the figure says to choose them, in the control right after it.
    await expect(page.getByTestId('choose-closing')).toContainText('«Estados de cierre»')
    await page.getByTestId('report-export').focus()
    await page.keyboard.press('Tab')
    const closing = page.getByTestId('closing-statuses')
    await expect(closing.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Enter')
    const firstGroup = page.locator('.n-base-select-group-header').first()
    await expect(firstGroup).toBeVisible()
    await expectAccessible(page, 'month report closing statuses open', testInfo, { walk: false })
    // The first status of the first group, chosen: kept, and the report asked again with it.
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expect(closing.locator('.n-tag').first()).toBeVisible()
    await expect(page.getByTestId('choose-closing')).toHaveCount(0)
    await expect(closing.locator(':focus')).toHaveCount(1)

    // Next time, on the screen and in «Ajustes → Informes», the choice is there.
    const chosen = (await closing.locator('.n-tag').first().textContent())?.trim() ?? ''
    expect(chosen).not.toBe('')
    await page.reload()
    await expect(page.getByTestId('report-figures')).toBeVisible()
    await expect(page.getByTestId('closing-statuses')).toContainText(chosen)
    await expect(page.getByTestId('choose-closing')).toHaveCount(0)
  })

  for (const [width, height] of [
    [800, 600],
    [1920, 1080],
  ] as const) {
    test(`passes axe-core and every control is reached by Tab at ${width}×${height}`, async ({
      page,
      shared,
    }, testInfo) => {
      await page.setViewportSize({ width, height })
      await page.goto(shared.at('/reports'))
      await expect(page.getByTestId('report-figures')).toBeVisible()
      await expectAccessible(page, `month report ${width}×${height}`, testInfo, { walk: true })
    })
  }

  test('speaks English in the dark theme, axe-core clean', async ({
    page,
    sharedInEnglish,
  }, testInfo) => {
    const data = watchAnswers(page)
    await page.goto(sharedInEnglish.at('/reports'))
    await expect(page.getByTestId('report-figures')).toBeVisible()
    await expect(page.getByTestId('page-title')).toHaveText('Monthly report')
    await expectEnglishAndAccessible(page, data, 'month report', testInfo)
    await page.getByTestId('chart-trend').getByTestId('chart-as-table').click()
    await expect(page.getByTestId('chart-trend').getByTestId('chart-table')).toBeVisible()
    await expectEnglishAndAccessible(page, data, 'month report tables', testInfo)
  })
})
