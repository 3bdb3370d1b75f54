import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test as base } from '@playwright/test'
import { CLIENT_FIELD_LABELS } from '@shared/client-field-labels'
import { LOG_FOLDER } from '../../src/main/log/log-file'
import { type Dialect } from '../../src/demo-service/dialect'
import {
  createDemoService,
  type DemoService,
  type DemoServiceOptions,
} from '../../src/demo-service/server'
import { type Harness, type HarnessServer, startHarnessServer } from '../harness/server'

/** What a Playwright project or a `test.use` chooses for the specs. */
export interface E2EOptions {
  /**
   * The reading of the service the demo services speak (SC-DIALECT-1): `interface`, our description, by
   * default; `vendor.spec.ts` and the vendor's smoke tests choose `vendor`.
   */
  dialect: Dialect
}

interface WorkerFixtures {
  /** The harness's HTTP server with the built renderer, started once per worker. */
  harnessServer: HarnessServer
}

interface E2EFixtures extends E2EOptions {
  /** Prepares the fresh user-data folder before the app opens it (a damaged database…). */
  userDataSetup: { prepare(userDataDir: string): void } | null
  harness: Harness
  /** Starts a grants service of our own in the project's dialect; stopped after the test. */
  anotherDemoService: (options?: DemoServiceOptions) => Promise<DemoService>
}

/**
 * Every test gets its own app behind the worker's harness: fresh main-process services, user data
 * and demo service, speaking the project's dialect, reached with a key of its own.
 */
export const test = base.extend<E2EFixtures, WorkerFixtures>({
  dialect: ['interface', { option: true }],
  harnessServer: [
    async ({}, use) => {
      const server = await startHarnessServer()
      await use(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
  userDataSetup: [null, { option: true }],
  harness: async ({ harnessServer, dialect, userDataSetup }, use, testInfo) => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'gd-e2e-'))
    userDataSetup?.prepare(userDataDir)
    const harness = await harnessServer.open({
      userDataDir,
      downloadsDir: join(userDataDir, 'Descargas'),
      stderr: false,
      demoService: { dialect },
    })
    await use(harness)
    await harness.close()
    // What main logged, beside the failure's screenshot.
    if (testInfo.status !== testInfo.expectedStatus) {
      const logs = join(userDataDir, LOG_FOLDER)
      for (const name of existsSync(logs) ? readdirSync(logs) : [])
        await testInfo.attach(name, { path: join(logs, name), contentType: 'text/plain' })
    }
    rmSync(userDataDir, { recursive: true, force: true })
  },
  anotherDemoService: async ({ dialect }, use) => {
    const started: DemoService[] = []
    await use(async (options = {}) => {
      const demoService = await createDemoService({ dialect, ...options })
      started.push(demoService)
      return demoService
    })
    await Promise.all(started.map((demoService) => demoService.close()))
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

/** Waits for the page's transitions to end (not a spinner's endless turn; a cancelled one is done). */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/**
 * Opens the sign-in screen's «Entorno» and chooses «Personalizado». The section slides open: a click
 * while it moves would press on one spot and lift on another, and choose nothing.
 */
export async function chooseCustomEnvironment(page: Page): Promise<void> {
  await page.getByText('Entorno: Demostración local').click()
  await settled(page)
  await page.getByTestId('preset-custom').click()
  await expect(page.getByLabel('Dirección de producción')).toBeVisible()
}

/** Signs in against another grants service (a demo service of our own), as «Personalizado». */
export async function signInAt(
  page: Page,
  serviceUrl: string,
  email = 'asesora@demo.grantsdesk.es',
): Promise<void> {
  await chooseCustomEnvironment(page)
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
