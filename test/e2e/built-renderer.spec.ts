import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Page } from '@playwright/test'
import { expect, openFromMenu, signInAsDemo, test } from './fixtures'

const ROOT = resolve(__dirname, '../..')
const BUILT = join(ROOT, 'out/renderer')

/** The Content-Security-Policy `<meta>` of a page. */
const cspOf = (html: string) =>
  /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? null

/** What a first sign-in lands on: loaded while the sign-in screen waits (route-preload.ts). */
const LANDING = ['AppLayout', 'ClientsView']
/** The chunk files of the other screens, which load only when first opened. */
const LAZY_SCREENS = [
  'ProfileView',
  'ClientDetailView',
  'ClientEditView',
  'ConcessionsView',
  'StatusesView',
  'SimulatorView',
  'SettingsView',
]

/** The scripts the built index.html loads before anything runs: the entry and its preloads. */
function startScripts(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? '')
}

/** The script files of out/renderer/assets the page has asked for so far. */
function recordScripts(page: Page): () => string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
      requested.push(pathname.slice('/assets/'.length))
  })
  return () => [...requested]
}

const chunkOf = (files: readonly string[], screen: string) =>
  files.filter((file) => file.startsWith(`${screen}-`))

test.describe('the built renderer', () => {
  test.beforeAll(() => {
    expect(existsSync(join(BUILT, 'index.html')), 'run npm run build first').toBe(true)
  })

  test('keeps its CSP and starts with the entry and its preloads, then the landing screen while the sign-in waits; each other screen loads when first opened', async ({
    page,
    harness,
  }) => {
    const html = readFileSync(join(BUILT, 'index.html'), 'utf8')
    const source = readFileSync(join(ROOT, 'src/renderer/index.html'), 'utf8')
    expect(cspOf(html)).toMatch(/^default-src 'self'; script-src 'self';/)
    expect(cspOf(html)).toBe(cspOf(source))
    const requested = recordScripts(page)

    await page.goto(harness.at('/login'))
    await expect(page.getByTestId('login-submit')).toBeVisible()
    for (const file of startScripts(html)) expect(requested()).toContain(file)
    for (const screen of LANDING)
      await expect.poll(() => chunkOf(requested(), screen), screen).toHaveLength(1)
    const atSignIn = requested()
    for (const screen of LAZY_SCREENS) expect(chunkOf(atSignIn, screen), screen).toEqual([])

    // The first sign-in lands on the clients list, whose code is already there.
    await signInAsDemo(page)
    await expect(page.getByTestId('page-title')).toHaveText('Clientes')
    for (const screen of LANDING) expect(chunkOf(requested(), screen), screen).toHaveLength(1)
    expect(chunkOf(requested(), 'ProfileView')).toEqual([])
    expect(chunkOf(requested(), 'ClientEditView')).toEqual([])

    await openFromMenu(page, 'Mi perfil')
    expect(chunkOf(requested(), 'ProfileView')).toHaveLength(1)
    await openFromMenu(page, 'Clientes')
    await expect(page.getByTestId('client-row').first()).toBeVisible()
    expect(chunkOf(requested(), 'ClientsView')).toHaveLength(1)
    expect(chunkOf(requested(), 'ClientEditView')).toEqual([])
    await page.getByTestId('client-row').first().click()
    await expect(page.getByTestId('client-name')).toBeVisible()
    await page.getByTestId('client-edit').click()
    await expect(page.getByTestId('page-title')).toHaveText('Editar cliente')
    // The heaviest screen, with the date picker it alone uses.
    await expect(page.getByTestId('form-constitution_date').locator('input')).toBeVisible()
    expect(chunkOf(requested(), 'ClientEditView')).toHaveLength(1)

    for (const [label, screen] of [
      ['Concesiones', 'ConcessionsView'],
      ['Estados de expediente', 'StatusesView'],
      ['Simulador', 'SimulatorView'],
      ['Ajustes', 'SettingsView'],
    ] as const) {
      await openFromMenu(page, label)
      expect(chunkOf(requested(), screen), screen).toHaveLength(1)
    }
    await expect(page.getByTestId('language-en')).toBeVisible()
  })
})
