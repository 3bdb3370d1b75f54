import { type Page } from '@playwright/test'
import { nextAnswer, recordCalls } from './bridge-answers'
import { expect, test } from './fixtures'
import { openClient } from './client-pages'

/** Embutidos Molina S.L.: concessions from several grants, and a complete simulator profile. */
const NIF = 'B19520063'
const CLIENT = 'Embutidos Molina S.L.'

/** The tab on show. */
function activeTab(page: Page) {
  return page.getByTestId('concessions-tabs').getByRole('tab', { selected: true })
}

test.describe('grants you can click', () => {
  test('a NIF result shows its grant’s id; its grant opens «Por convocatoria» filled and run', async ({
    page,
    shared,
  }) => {
    await page.goto(shared.at('/concessions'))
    const byNif = nextAnswer(page, 'concessions.search')
    await page.getByTestId('nif-input').locator('input').fill(NIF)
    await page.getByTestId('nif-search').click()
    const result = await byNif
    if (result.kind !== 'nif') throw new Error('expected a NIF answer')
    const first = result.rows[0]
    // The demo's rows all have a title (the vendor's may lack one, SC-DIALECT-6: named by the id there).
    if (!first?.fund_title) throw new Error('no row with a title')

    const firstRow = page.getByTestId('concession-row').first()
    await expect(firstRow.getByTestId('concession-grant-id')).toHaveText(String(first.fund_id))
    await expect(firstRow.getByTestId('concession-grant')).toHaveText(first.fund_title)

    // One ordinary search, like typing the id: the usual rules (first page only above 20 requests,
    // «Cargar todas» asks) apply to what it finds.
    const calls = recordCalls(page, 'concessions.search')
    const byGrant = nextAnswer(page, 'concessions.search')
    await firstRow.getByTestId('concession-grant').click()
    const grant = await byGrant
    expect(calls).toEqual([
      { query: { kind: 'grant-id', fundId: first.fund_id }, refresh: false, loadAll: false },
    ])
    await expect(page).toHaveURL(new RegExp(`#/concessions\\?fundId=${first.fund_id}$`))
    await expect(activeTab(page)).toHaveText('Por convocatoria')
    await expect(page.getByTestId('grant-input').locator('input')).toHaveValue(
      String(first.fund_id),
    )
    await expect(page.getByTestId('grant-field')).toContainText(
      `Convocatoria número ${first.fund_id}`,
    )
    if (grant.kind !== 'grant') throw new Error('expected a grant answer')
    expect(grant.rows.every((row) => row.fund_title === first.fund_title)).toBe(true)
    // The NIF's own concession is among the grant's.
    expect(grant.rows.map((row) => row.beneficiary_cif)).toContain(NIF)
    await expect(page.getByTestId('summary-count')).toHaveText(String(grant.rows.length))

    // «Atrás» returns to the NIF's results; a click anywhere on another row opens its grant.
    // Going back searches the NIF again: its answer first, so it is not taken for the grant's.
    const backToNif = nextAnswer(page, 'concessions.search')
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`#/concessions\\?nif=${NIF}$`))
    expect((await backToNif).kind).toBe('nif')
    const other = result.rows.find((row) => row.fund_id !== first.fund_id)
    if (!other) throw new Error('one grant only')
    const otherIndex = result.rows.indexOf(other)
    const again = nextAnswer(page, 'concessions.search')
    await page
      .getByTestId('concession-row')
      .nth(otherIndex)
      .getByText(other.beneficiary_name, { exact: true })
      .click()
    expect((await again).kind).toBe('grant')
    await expect(page).toHaveURL(new RegExp(`#/concessions\\?fundId=${other.fund_id}$`))

    // Grouped by grant, the group's heading links to the grant too.
    const backAgain = nextAnswer(page, 'concessions.search')
    await page.goBack()
    expect((await backAgain).kind).toBe('nif')
    await page.getByTestId('concessions-group').click()
    const group = page.getByTestId('concession-group').first()
    await expect(group.getByTestId('group-count')).toContainText(`Id ${first.fund_id}`)
    const fromGroup = nextAnswer(page, 'concessions.search')
    await group.getByTestId('concession-grant').click()
    expect((await fromGroup).kind).toBe('grant')
    await expect(page).toHaveURL(new RegExp(`#/concessions\\?fundId=${first.fund_id}$`))
  })

  test('a simulator result shows its slug; its grant opens «Por convocatoria» by slug', async ({
    page,
    shared,
  }) => {
    await page.goto(shared.at('/clients'))
    await openClient(page, NIF, CLIENT)
    const simulated = nextAnswer(page, 'simulator.run')
    await page.getByTestId('client-simulate').click()
    const result = await simulated
    const first = result.rows[0]
    if (!first) throw new Error('no opportunities')
    const row = page.getByTestId('opportunity-row').first()
    await expect(row.getByTestId('opportunity-slug')).toHaveText(
      `Convocatoria (identificador) ${first.slug}`,
    )

    const calls = recordCalls(page, 'concessions.search')
    const byGrant = nextAnswer(page, 'concessions.search')
    await row.getByTestId('opportunity-grant').click()
    const grant = await byGrant
    expect(calls).toEqual([
      { query: { kind: 'grant-slug', fundSlug: first.slug }, refresh: false, loadAll: false },
    ])
    expect(grant.kind).toBe('grant')
    await expect(page.getByTestId('page-title')).toHaveText('Concesiones')
    await expect(page).toHaveURL(new RegExp(`#/concessions\\?fundSlug=${first.slug}$`))
    await expect(activeTab(page)).toHaveText('Por convocatoria')
    await expect(page.getByTestId('grant-input').locator('input')).toHaveValue(first.slug)
    await expect(page.getByTestId('grant-field')).toContainText(
      `Convocatoria con el identificador ${first.slug}`,
    )
    await expect(page.getByTestId('concession-results')).toBeVisible()

    // Back on the simulator, a click on the row (not on the link) does the same.
    await page.goBack()
    const second = result.rows[1]
    if (!second) throw new Error('one opportunity only')
    const again = nextAnswer(page, 'concessions.search')
    await page
      .getByTestId('opportunity-row')
      .nth(1)
      .getByText(second.status_text, { exact: true })
      .click()
    expect((await again).kind).toBe('grant')
    await expect(page).toHaveURL(new RegExp(`#/concessions\\?fundSlug=${second.slug}$`))
  })
})
