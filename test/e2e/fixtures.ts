import { expect, type Page, test as base } from '@playwright/test'
import { CLIENT_FIELD_LABELS } from '@shared/client-field-labels'
import { type Dialect } from '../../src/sandbox/dialect'
import {
  type HarnessProcess,
  type SandboxProcess,
  startHarnessProcess,
  startSandboxProcess,
} from './harness-process'

/** What a Playwright project chooses for the specs (`use` in playwright.config.ts). */
export interface E2EOptions {
  /**
   * The reading of the service the sandboxes speak (SC-DIALECT-1): `interface`, our description, by
   * default; the `e2e-vendor` project runs the specs the dialect changes with `vendor`.
   */
  dialect: Dialect
}

interface E2EFixtures {
  harness: HarnessProcess
  /** Starts a grants service of our own (`npm run sandbox`) in the project's dialect; stopped after the test. */
  sandboxProcess: (args: readonly string[]) => Promise<SandboxProcess>
}

/**
 * Every test gets its own harness (its own main-process services, user data and demo sandbox),
 * speaking the project's dialect.
 */
export const test = base.extend<E2EFixtures, E2EOptions>({
  dialect: ['interface', { option: true, scope: 'worker' }],
  harness: async ({ dialect }, use) => {
    const harness = await startHarnessProcess({ dialect })
    await use(harness)
    await harness.stop()
  },
  sandboxProcess: async ({ dialect }, use) => {
    const started: SandboxProcess[] = []
    await use(async (args) => {
      const sandbox = await startSandboxProcess(['--dialect', dialect, ...args])
      started.push(sandbox)
      return sandbox
    })
    await Promise.all(started.map((sandbox) => sandbox.stop()))
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

/**
 * A free-text field of a client that the service saves: the notes in our description (SC-EDIT-1); the
 * vendor's PATCH ignores notes (SC-DIALECT-5), so there the project's description.
 */
export function savedTextField(dialect: Dialect): {
  field: 'notes' | 'project_description'
  label: string
} {
  const field = dialect === 'vendor' ? 'project_description' : 'notes'
  return { field, label: CLIENT_FIELD_LABELS.es[field] }
}

export { expect }
