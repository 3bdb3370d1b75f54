import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test as base } from '@playwright/test'
import { type OpArgs, type OpName, type OpOutput } from '@shared/bridge'
import { CLIENT_FIELD_LABELS } from '@shared/clients/client-field-labels'
import { type Environment, type Settings, type SettingsPatch } from '@shared/settings'
import { LOG_FOLDER } from '../../src/main/log/log-file'
import { type Dialect } from '../../src/demo-service/dialect'
import {
  createDemoService,
  type DemoService,
  type DemoServiceOptions,
} from '../../src/demo-service/server'
import { type Harness, type HarnessServer, startHarnessServer } from '../harness/server'
import { NO_BACKOFF } from '../support/no-backoff'

/** What a Playwright project or a `test.use` chooses for the specs. */
export interface E2EOptions {
  /**
   * The reading of the service the demo services speak (SC-DIALECT-1): `interface`, our description, by
   * default; `vendor.spec.ts` and the vendor's smoke tests choose `vendor`.
   */
  dialect: Dialect
}

interface WorkerFixtures {
  /** The harness's HTTP server with the built renderer, started once per worker: fresh apps. */
  harnessServer: HarnessServer
  /** The worker's app signed in as the demo adviser, in Spanish (`shared`). */
  sharedApp: SharedApp
  /** The worker's app signed in as the demo adviser, in English with the dark theme. */
  sharedEnglishApp: SharedApp
}

interface E2EFixtures extends E2EOptions {
  /** Prepares the fresh user-data folder before the app opens it (a damaged database…). */
  userDataSetup: { prepare(userDataDir: string): void } | null
  /** A fresh app, nobody signed in: main's real services, its own user data and demo service. */
  harness: Harness
  /** A fresh app with the demo adviser signed in through main and the sync after it done. */
  signedIn: Harness
  /** The worker's signed-in app, for a test that only reads (see `SharedApp`). */
  shared: ReadOnlyApp
  /** The same in English with the dark theme. */
  sharedInEnglish: ReadOnlyApp
  /** Starts a grants service of our own in the project's dialect; stopped after the test. */
  anotherDemoService: (options?: DemoServiceOptions) => Promise<DemoService>
}

export const ADVISER = 'asesora@demo.grantsdesk.es'
export const DEMO_PASSWORD = 'demo1234'

/** What main answers `op` with, as the page's bridge gets it; a refusal throws. */
export async function callMain<K extends OpName>(
  app: Pick<Harness, 'services'>,
  op: K,
  args?: OpArgs<K>,
): Promise<OpOutput<K>> {
  const result = await app.services.dispatch(op, args)
  if (!result.ok) throw new Error(`${op}: ${result.error.message}`)
  return result.value as OpOutput<K>
}

/**
 * Signs `email` in through main, as the sign-in screen does, and waits for what signing in starts
 * (the clients sync, the case files, the credits): a page opened then finds the session and the data.
 */
export async function signInThroughMain(
  app: Pick<Harness, 'services'>,
  email = ADVISER,
  environment?: Environment,
): Promise<void> {
  await callMain(app, 'session.login', {
    email,
    password: DEMO_PASSWORD,
    ...(environment ? { environment } : {}),
  })
  await app.services.idle()
}

/** The environment of a grants service of our own, as «Personalizado» on the sign-in screen. */
export const customEnvironment = (url: string): Environment => ({
  preset: 'custom',
  baseUrl: url,
  testBaseUrl: url,
})

/**
 * An app opened once per worker and signed in once, through main, for the tests that only read: each
 * opens a fresh page on it at the route it needs (the page finds the session in main). Such a test
 * may search, open, sort, filter, open a dialog and close it, and read what the service answers
 * alike to everyone: concessions, statuses, simulations, a grant's sections, which main keeps.
 * It must not change what another test sees: no edit, case-file change or sync of its own, no
 * «Cartera» run, no export, no setting (but the screen used last, which is put back), no sign-out,
 * and the demo service keeps running; it neither depends on an answer coming from the network nor
 * looks up the concessions of Artes Gráficas Alcobendas (B28055374), whose record offers to look
 * them up (the layout and axe-core tests count on it). After each test the fixture checks so.
 * Anything else gets a fresh app: `harness`, or `signedIn`.
 */
interface SharedApp {
  app: Harness
  settings: Settings
}

/** What a read-only test gets of the shared app: its addresses, not its services or its demo service. */
export type ReadOnlyApp = Pick<Harness, 'url' | 'at'>

const readOnly = (app: Harness): ReadOnlyApp => ({ url: app.url, at: (route) => app.at(route) })

async function openSharedApp(
  patch: SettingsPatch,
  use: (shared: SharedApp) => Promise<void>,
): Promise<void> {
  const server = await startHarnessServer()
  const userDataDir = mkdtempSync(join(tmpdir(), 'gd-e2e-shared-'))
  const app = await server.open({ userDataDir, stderr: false, requests: NO_BACKOFF })
  const settings = await callMain(app, 'settings.update', patch)
  await signInThroughMain(app)
  await use({ app, settings })
  await server.close()
  rmSync(userDataDir, { recursive: true, force: true })
}

/** Fails a read-only test that changed what the next one sees; puts the screen used last back. */
async function expectUntouched({ app, settings }: SharedApp): Promise<void> {
  await app.services.idle()
  const value = <K extends OpName>(op: K, args?: OpArgs<K>) => callMain(app, op, args)
  const session = await value('session.state')
  expect(session.email, 'still signed in').toBe(ADVISER)
  expect((await value('account.localData')).unsentEdits, 'no edit left in the outbox').toBe(0)
  for (const kind of ['opportunities', 'aid'] as const)
    expect(await value('portfolio.latest', { kind }), `no «Cartera» run (${kind})`).toBeNull()
  const now = await value('settings.get')
  expect({ ...now, lastScreen: settings.lastScreen }, 'the settings as they were').toEqual(settings)
  if (now.lastScreen !== settings.lastScreen)
    await value('settings.update', { lastScreen: settings.lastScreen })
  const [untouched] = (await value('clients.lookup', { text: 'B28055374', limit: 1 })).rows
  if (!untouched) throw new Error('B28055374 is not in the replica')
  const summary = await value('clients.summary', { clientId: untouched.id, nif: untouched.nif })
  expect(summary.concessions, 'nothing kept for B28055374').toBeNull()
}

/**
 * Every test gets its own app behind the worker's harness (`harness`, `signedIn`): fresh
 * main-process services, user data and demo service, speaking the project's dialect, reached with
 * a key of its own; or a fresh page on the worker's signed-in app, when it only reads (`shared`).
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
  sharedApp: [async ({}, use) => openSharedApp({}, use), { scope: 'worker' }],
  sharedEnglishApp: [
    async ({}, use) => openSharedApp({ language: 'en', theme: 'dark' }, use),
    { scope: 'worker' },
  ],
  userDataSetup: [null, { option: true }],
  harness: async ({ harnessServer, dialect, userDataSetup, page }, use, testInfo) => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'gd-e2e-'))
    userDataSetup?.prepare(userDataDir)
    const harness = await harnessServer.open({
      userDataDir,
      downloadsDir: join(userDataDir, 'Descargas'),
      stderr: false,
      demoService: { dialect },
      requests: NO_BACKOFF,
    })
    await use(harness)
    // The window goes before its app, as when the desktop app quits.
    await page.close()
    await harness.close()
    // What main logged, beside the failure's screenshot.
    if (testInfo.status !== testInfo.expectedStatus) {
      const logs = join(userDataDir, LOG_FOLDER)
      for (const name of existsSync(logs) ? readdirSync(logs) : [])
        await testInfo.attach(name, { path: join(logs, name), contentType: 'text/plain' })
    }
    rmSync(userDataDir, { recursive: true, force: true })
  },
  signedIn: async ({ harness }, use) => {
    await signInThroughMain(harness)
    await use(harness)
  },
  shared: async ({ sharedApp, dialect, page }, use) => {
    if (dialect !== 'interface')
      throw new Error('the shared app speaks our dialect: use a fresh app')
    await use(readOnly(sharedApp.app))
    await page.close()
    await expectUntouched(sharedApp)
  },
  sharedInEnglish: async ({ sharedEnglishApp, dialect, page }, use) => {
    if (dialect !== 'interface')
      throw new Error('the shared app speaks our dialect: use a fresh app')
    await use(readOnly(sharedEnglishApp.app))
    await page.close()
    await expectUntouched(sharedEnglishApp)
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
  page: async ({ page }, use) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await use(page)
    if (errors.length > 0) throw new Error(`Errores en la página:\n${errors.join('\n')}`)
  },
})

/** Signs in with a demo account from the list the sign-in screen shows. */
export async function signInAsDemo(page: Page, email = ADVISER): Promise<void> {
  await page.getByTestId(`use-${email}`).click()
  await page.getByTestId('login-submit').click()
  await expect(page.getByTestId('header-user')).toBeVisible()
}

/**
 * Waits for the page's transitions to end (not a spinner's endless turn; a cancelled one is done),
 * or only those within the element `within` selects (a dialog, not the mask fading in behind it).
 */
export async function settled(page: Page, within?: string): Promise<void> {
  await page.evaluate(
    (selector) =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .filter((animation) => {
            if (!selector) return true
            const target = (animation.effect as KeyframeEffect | null)?.target
            return target instanceof Element && target.closest(selector) !== null
          })
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    within ?? null,
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
