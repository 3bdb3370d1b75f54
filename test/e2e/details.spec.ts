import { type Locator } from '@playwright/test'
import { formatDateTime } from '@shared/format'
import { nextAnswer } from './bridge-answers'
import { expect, test } from './fixtures'
import { openClient } from './client-pages'

/** Embutidos Molina S.L. (Guadalajara), a client of the demo adviser. */
const NIF = 'B19520063'
const CLIENT = 'Embutidos Molina S.L.'

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
    await openClient(page, NIF, CLIENT)
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
