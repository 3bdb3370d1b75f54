import { type Locator, type Page } from '@playwright/test'
import { formatDateTime } from '@shared/format'
import { nextAnswer } from './bridge-answers'
import { expect, openFromMenu, test } from './fixtures'

/** Embutidos Molina S.L. (Guadalajara), a client of the demo adviser. */
const NIF = 'B19520063'
const CLIENT = 'Embutidos Molina S.L.'

/** A client of the demo adviser whose profile has several actions. */
const SEVERAL_ACTIONS = {
  search: 'servicios informaticos garcia',
  name: 'Servicios Informáticos García S.L.U.',
}

async function openClient(
  page: Page,
  client: { search: string; name: string } = { search: NIF, name: CLIENT },
): Promise<void> {
  await expect(page.getByTestId('client-row').first()).toBeVisible()
  await page.getByTestId('clients-search').locator('input').fill(client.search)
  await expect(page.getByTestId('client-row')).toHaveCount(1)
  await page.getByTestId('client-row').click()
  await expect(page.getByTestId('client-name')).toHaveText(client.name)
}

/** Nothing in the element is cut: it and every box inside fit their content, across and down. */
function uncut(locator: Locator): Promise<boolean> {
  return locator.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))].every(
      (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
    ),
  )
}

test.describe('the smaller things', () => {
  // «Actualizar» writes the client again in this computer's copy: an app of its own.
  test('the record’s «Actualizar» moves «Actualizado el», and its toast is below the header', async ({
    page,
    signedIn,
  }) => {
    await page.goto(signedIn.at('/clients'))
    const opened = nextAnswer(page, 'clients.get')
    await openClient(page)
    const before = (await opened).syncedAt
    if (before === null) throw new Error('never synced')

    const refreshed = nextAnswer(page, 'clients.refresh')
    await page.getByTestId('client-refresh').click()
    const after = (await refreshed).syncedAt
    if (after === null) throw new Error('no time')
    expect(after).toBeGreaterThan(before)
    await expect(page.getByTestId('client-updated')).toHaveText(
      `Actualizado el ${formatDateTime(after)}`,
    )

    // Said above the record's content, not over it.
    const toast = page.getByTestId('client-refreshed')
    await expect(toast).toHaveText('Datos traídos del servicio.')
    const header = await page.getByRole('banner').boundingBox()
    const box = await toast.boundingBox()
    if (!header || !box) throw new Error('no boxes')
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
  })

  test('the simulator says for whom it ran, names every action and cuts no status', async ({
    page,
    shared,
  }) => {
    await page.goto(shared.at('/clients'))
    const opened = nextAnswer(page, 'clients.get')
    await openClient(page, SEVERAL_ACTIONS)
    const { client } = await opened
    expect(client.action_items.length).toBeGreaterThan(2)
    const ran = nextAnswer(page, 'simulator.run')
    await page.getByTestId('client-simulate').click()
    const result = await ran
    await expect(page.getByTestId('sim-heading')).toHaveText(
      `Resultados para ${SEVERAL_ACTIONS.name}`,
    )

    // Every chosen action is a readable tag; none hides behind a «+N» chip.
    const tags = page.getByTestId('sim-actions').locator('.n-tag')
    await expect(tags).toHaveCount(client.action_items.length)
    await expect(page.getByTestId('sim-actions')).not.toContainText(/\+\d/)
    for (const tag of await tags.all()) await expect(tag).not.toHaveText(/^#\d+$/)

    const statusCells = page.getByTestId('opportunity-row').locator('td:nth-child(2)')
    await expect(statusCells.first()).toHaveText(result.rows[0]?.status_text ?? '')
    for (const cell of await statusCells.all()) expect(await uncut(cell)).toBe(true)

    // Back from another screen, the results still say whose they are.
    await openFromMenu(page, 'Concesiones')
    await openFromMenu(page, 'Simulador')
    await expect(page.getByTestId('sim-heading')).toHaveText(
      `Resultados para ${SEVERAL_ACTIONS.name}`,
    )

    // Another profile is no longer the client's.
    await page.getByTestId('sim-applicants').locator('.n-tag .n-base-close').first().click()
    await page.getByTestId('sim-run').click()
    await expect(page.getByTestId('sim-heading')).toHaveText('Resultados')
  })

  test('grouped concessions keep each grant’s heading and count in sight', async ({
    page,
    shared,
  }) => {
    await page.setViewportSize({ width: 1024, height: 700 })
    await page.goto(shared.at('/concessions'))
    await page.getByTestId('nif-input').locator('input').fill(NIF)
    await page.getByTestId('nif-search').click()
    await expect(page.getByTestId('concession-row').first()).toBeVisible()
    await page.getByTestId('concessions-group').click()
    const groups = page.getByTestId('concession-group')
    await expect(groups.first()).toBeVisible()
    for (const group of (await groups.all()).slice(0, 5)) {
      const title = group.getByTestId('group-title')
      const count = group.getByTestId('group-count')
      await expect(count).toContainText(/Id \d+ · \d+ concesi(ón|ones)/)
      expect(await uncut(title)).toBe(true)
      const cell = await group.locator('td').first().boundingBox()
      const counted = await count.boundingBox()
      if (!cell || !counted) throw new Error('no boxes')
      expect(counted.x + counted.width).toBeLessThanOrEqual(cell.x + cell.width)
    }
  })
})
