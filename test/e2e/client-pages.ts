import { expect, type Page } from '@playwright/test'

/**
 * From «Clientes» as shown, the one client `search` finds, opened; its record's title is `name`
 * when one is given.
 */
export async function openClient(page: Page, search: string, name?: string): Promise<void> {
  await expect(page.getByTestId('client-row').first()).toBeVisible()
  await page.getByTestId('clients-search').locator('input').fill(search)
  await expect(page.getByTestId('client-row')).toHaveCount(1)
  await page.getByTestId('client-row').click()
  const title = page.getByTestId('client-name')
  await (name === undefined ? expect(title).toBeVisible() : expect(title).toHaveText(name))
}
