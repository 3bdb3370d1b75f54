import { expect, type Page, test as base } from '@playwright/test'
import { e2eDialect, type HarnessProcess, startHarnessProcess } from './harness-process'

/** The demo sandbox's dialect in this run (GRANTS_E2E_DIALECT; `interface` by default, G18). */
export const DIALECT = e2eDialect()

/**
 * Every test gets its own harness (its own main-process services, user data and demo sandbox),
 * speaking DIALECT.
 */
export const test = base.extend<{ harness: HarnessProcess }>({
  harness: async ({}, use) => {
    const harness = await startHarnessProcess()
    await use(harness)
    await harness.stop()
  },
  page: async ({ page, harness }, use) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    void harness
    await use(page)
    if (errors.length > 0) throw new Error(`Errores en la página:\n${errors.join('\n')}`)
  },
})

export const DEMO_PASSWORD = 'demo1234'

/** Signs in with a demo account from the list the sign-in screen shows. */
export async function signInAsDemo(
  page: Page,
  email = 'asesora@demo.grantsdesk.es',
): Promise<void> {
  await page.getByTestId(`use-${email}`).click()
  await page.getByTestId('login-submit').click()
  await expect(page.getByTestId('header-user')).toBeVisible()
}

/** Signs in against another grants service (a sandbox of our own), as «Personalizado». */
export async function signInAt(
  page: Page,
  serviceUrl: string,
  email = 'asesora@demo.grantsdesk.es',
): Promise<void> {
  await page.getByText('Entorno: Demostración local').click()
  await page.getByTestId('preset-custom').click()
  await page.getByLabel('Dirección de producción').fill(serviceUrl)
  await page.getByLabel('Dirección de pruebas (inicio de sesión y simulador)').fill(serviceUrl)
  await page.getByTestId('login-email').locator('input').fill(email)
  await page.getByTestId('login-password').locator('input').fill(DEMO_PASSWORD)
  await page.getByTestId('login-submit').click()
  await expect(page.getByTestId('header-user')).toBeVisible()
}

/** Opens a screen from the side navigation. */
export async function openFromMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByText(label).click()
  await expect(page.getByTestId('page-title')).toHaveText(label)
}

export { expect }
