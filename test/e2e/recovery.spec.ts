import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { message } from './catalogue'
import { expect, signInAsDemo, test } from './fixtures'

const DATABASE = 'grants-desk.sqlite'

test.describe('a damaged local database', () => {
  test.use({
    userDataSetup: {
      prepare: (dir) => writeFileSync(join(dir, DATABASE), 'no es una base de datos '.repeat(500)),
    },
  })

  test('is set aside at start-up and the user is told', async ({ page, harness }) => {
    await page.goto(harness.url)
    const aside = readdirSync(harness.userDataDir).find((name) =>
      name.startsWith(`${DATABASE}.corrupt-`),
    )
    expect(aside).toBeDefined()
    const notice = page.getByText('La base de datos local estaba dañada')
    await expect(notice).toBeVisible()
    await expect(notice).toContainText(aside ?? 'apartada')
    await expect(notice).toContainText(message('notice.kept.0'))
    await expect(page.getByTestId('login-submit')).toBeVisible()
  })
})

test.describe('a database of a newer version', () => {
  test.use({
    userDataSetup: {
      prepare: (dir) => {
        const newer = new Database(join(dir, DATABASE))
        newer.exec('CREATE TABLE de_la_version_nueva (x INTEGER)')
        newer.pragma('user_version = 999')
        newer.close()
      },
    },
  })

  test('is left alone: the user is told to update, and can still work', async ({
    page,
    harness,
  }) => {
    const file = join(harness.userDataDir, DATABASE)
    const before = readFileSync(file)
    await page.goto(harness.url)
    const notice = page.getByText('son de una versión más reciente de Grants Desk')
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('Instale la versión más reciente de Grants Desk.')
    // The notice stays until the user closes it.
    await page.locator('.n-notification .n-base-close').click()
    await expect(notice).toBeHidden()
    await signInAsDemo(page)
    await expect(page.getByTestId('page-title')).toHaveText('Clientes')
    // The app is closed, as a user would quit it: the newer file is still as it was.
    await harness.close()
    expect(readFileSync(file).equals(before)).toBe(true)
  })
})
