import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { startHarnessProcess } from './harness-process'
import { message } from './catalogue'
import { signInAsDemo } from './fixtures'

test('a damaged local database is set aside at start-up and the user is told', async ({ page }) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'gd-e2e-corrupt-'))
  writeFileSync(join(userDataDir, 'grants-desk.sqlite'), 'no es una base de datos '.repeat(500))
  const harness = await startHarnessProcess({ userDataDir })
  try {
    await page.goto(harness.url)
    const aside = readdirSync(userDataDir).find((name) =>
      name.startsWith('grants-desk.sqlite.corrupt-'),
    )
    expect(aside).toBeDefined()
    const notice = page.getByText('La base de datos local estaba dañada')
    await expect(notice).toBeVisible()
    await expect(notice).toContainText(aside ?? 'apartada')
    await expect(notice).toContainText(message('notice.kept.0'))
    await expect(page.getByTestId('login-submit')).toBeVisible()
  } finally {
    await harness.stop()
  }
})

test('a database of a newer version is left alone: the user is told to update, and can still work', async ({
  page,
}) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'gd-e2e-newer-'))
  const file = join(userDataDir, 'grants-desk.sqlite')
  const newer = new Database(file)
  newer.exec('CREATE TABLE de_la_version_nueva (x INTEGER)')
  newer.pragma('user_version = 999')
  newer.close()
  const before = readFileSync(file)
  const harness = await startHarnessProcess({ userDataDir })
  try {
    await page.goto(harness.url)
    const notice = page.getByText('son de una versión más reciente de Grants Desk')
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('Instale la versión más reciente de Grants Desk.')
    // The notice stays until the user closes it.
    await page.locator('.n-notification .n-base-close').click()
    await expect(notice).toBeHidden()
    await signInAsDemo(page)
    await expect(page.getByTestId('profile-card')).toBeVisible()
  } finally {
    await harness.stop()
  }
  expect(readFileSync(file).equals(before)).toBe(true)
})
