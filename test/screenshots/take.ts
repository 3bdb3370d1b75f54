import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { ensureBuild } from '../../scripts/build-freshness.mjs'
import { chromiumLaunchOptions } from '../chromium'
import { startHarness } from '../harness/server'

/**
 * `npm run screenshots`: the README's pictures, taken from the built renderer over the browser
 * harness in demo mode, in Spanish and the light theme. Not a test: it asserts nothing.
 */

const ROOT = resolve(__dirname, '../..')
const IMAGES = join(ROOT, 'docs/images')
const VIEWPORT = { width: 1280, height: 800 }
const ADVISER = 'asesora@demo.grantsdesk.es'

async function openFromMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByText(label).click()
  await page.getByTestId('page-title').filter({ hasText: label }).waitFor()
}

async function save(page: Page, name: string): Promise<void> {
  const path = join(IMAGES, name)
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' })
  process.stdout.write(`${path}\n`)
}

/** «Buscar oportunidades» over every client, agreeing to each request it asks for, to its end. */
async function runPortfolio(page: Page): Promise<void> {
  await page.getByTestId('portfolio-start-opportunities').click()
  await page.getByTestId('confirm-requests').click()
  const more = page.getByTestId('confirm-more-requests')
  const ranAt = page.getByTestId('portfolio-run-at')
  for (;;) {
    const next = await Promise.race([
      ranAt.waitFor({ timeout: 0 }).then(() => 'done' as const),
      more.waitFor({ timeout: 0 }).then(() => 'more' as const),
    ])
    if (next === 'done') return
    await more.click()
    await more.waitFor({ state: 'hidden' })
  }
}

async function main(): Promise<void> {
  if (ensureBuild(ROOT) !== 0) throw new Error('la compilación falló')
  mkdirSync(IMAGES, { recursive: true })
  const userDataDir = mkdtempSync(join(tmpdir(), 'gd-screenshots-'))
  const harness = await startHarness({ userDataDir, quiet: true, stderr: false })
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const page = await browser.newPage({
      viewport: VIEWPORT,
      locale: 'es-ES',
      colorScheme: 'light',
    })
    await page.goto(harness.url)
    await page.getByTestId(`use-${ADVISER}`).click()
    await page.getByTestId('login-submit').click()
    await page.getByTestId('header-user').waitFor()
    // The clients sync main starts after sign-in: both pictures show the whole portfolio.
    await harness.services.idle()

    await openFromMenu(page, 'Clientes')
    await page.getByTestId('client-row').first().waitFor()
    await save(page, 'clients.png')

    await openFromMenu(page, 'Cartera')
    await runPortfolio(page)
    // The results at the top of the picture, under the run's notice and summary.
    await page
      .getByTestId('portfolio-run-opportunities')
      .evaluate((el: { scrollIntoView(options: { block: 'start' }): void }) =>
        el.scrollIntoView({ block: 'start' }),
      )
    await save(page, 'portfolio.png')
  } finally {
    await browser.close()
    await harness.close()
    rmSync(userDataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `No se pudieron hacer las capturas: ${error instanceof Error ? error.message : String(error)}\n`,
  )
  process.exitCode = 1
})
