import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startHarnessProcess } from './harness-process'

test('a damaged local database is set aside at start-up and the user is told', async ({ page }) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'gd-e2e-corrupt-'))
  writeFileSync(join(userDataDir, 'grants-desk.sqlite'), 'no es una base de datos '.repeat(500))
  const harness = await startHarnessProcess({ userDataDir })
  try {
    await page.goto(harness.url)
    await expect(page.getByText('La base de datos local estaba dañada')).toBeVisible()
    await expect(page.getByTestId('login-submit')).toBeVisible()
    expect(
      readdirSync(userDataDir).some((name) => name.startsWith('grants-desk.sqlite.corrupt-')),
    ).toBe(true)
  } finally {
    await harness.stop()
  }
})
