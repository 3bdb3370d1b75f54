import { type Locator, type Page } from '@playwright/test'
import { expect, settled, test } from './fixtures'

const CLIENT = 'Artes Gráficas Alcobendas S.L.'
const NAV = [
  'profile',
  'clients',
  'concessions',
  'statuses',
  'simulator',
  'portfolio',
  'cases',
  'calls',
  'reports',
  'settings',
]

/** The clients list, opened at its address, with its rows. */
async function openClients(page: Page, app: { at(route: string): string }): Promise<void> {
  await page.goto(app.at('/clients'))
  await expect(page.getByTestId('client-row').first()).toBeVisible()
}

/** Presses Tab until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 30): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return presses
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

/** Back to the start of the page, as after a click on nothing: the next Tab is the first stop. */
const blur = (page: Page) =>
  page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  })

const focusedRow = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return el instanceof HTMLElement && el.matches('tr[data-row-index]')
      ? Number(el.dataset['rowIndex'])
      : null
  })

test.describe('keyboard', () => {
  test('Tab reaches the navigation, the arrows move through it and Enter opens a screen; F1 and Ctrl+/ open «Atajos de teclado», Ctrl+1…9 the screens, Ctrl+F the list’s search, but not over a dialog', async ({
    page,
    shared,
  }) => {
    await page.goto(shared.at('/profile'))
    await expect(page.getByTestId('profile-card')).toBeVisible()

    // First stop: «Saltar al contenido», which takes the focus past the navigation.
    await blur(page)
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('skip-link')).toBeFocused()
    await expect(page.getByTestId('skip-link')).toHaveText('Saltar al contenido')
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()

    const nav = page.getByRole('navigation', { name: 'Navegación principal' })
    await expect(nav.getByRole('link')).toHaveCount(NAV.length)
    await expect(nav.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.getByTestId('skip-link').focus()
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('nav-profile')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('nav-clients')).toBeFocused()
    await page.keyboard.press('End')
    await expect(page.getByTestId('nav-settings')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('nav-profile')).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(page.getByTestId('nav-settings')).toBeFocused()
    await page.keyboard.press('Home')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('nav-concessions')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('page-title')).toHaveText('Concesiones')
    await expect(nav.getByRole('link', { name: 'Concesiones' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    // The shortcuts.
    const dialog = page.getByRole('dialog', { name: 'Atajos de teclado' })
    await page.keyboard.press('F1')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('shortcut-palette')).toContainText('Ctrl')
    await expect(dialog.getByTestId('shortcut-palette')).toContainText('K')
    await expect(dialog.getByTestId('shortcut-screen-clients')).toContainText('Abrir Clientes')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.keyboard.press('Control+/')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // The side menu's button opens it too.
    await page.getByTestId('open-shortcuts').click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    const titles = [
      'Mi perfil',
      'Clientes',
      'Concesiones',
      'Estados de expediente',
      'Simulador',
      'Cartera',
      'Expedientes',
      'Convocatorias',
      'Informe mensual',
    ]
    for (const [i, title] of titles.entries()) {
      await page.keyboard.press(`Control+${i + 1}`)
      await expect(page.getByTestId('page-title')).toHaveText(title)
    }
    await page.keyboard.press('Control+2')
    await expect(page.getByTestId('client-row').first()).toBeVisible()
    await page.getByTestId('client-row').first().focus()
    await page.keyboard.press('Control+f')
    await expect(page.getByTestId('clients-search').locator('input')).toBeFocused()
    // Shortcuts wait while another dialog is open: it owns the keyboard.
    await page.getByTestId('open-outbox').click()
    await expect(page.getByTestId('outbox-drawer')).toBeVisible()
    await page.keyboard.press('Control+3')
    await expect(page.getByTestId('page-title')).toHaveText('Clientes')
  })

  test('the clients table is one Tab stop: arrows move between rows, Enter or Space on a title sorts, Enter opens a row; ↓ or Enter in the search reaches the rows, and back from a client the list is where it was', async ({
    page,
    shared,
  }) => {
    await openClients(page, shared)
    const rows = page.getByTestId('client-row')
    await expect(page.locator('tr[tabindex="0"]')).toHaveCount(1)

    // Past the toolbar, the filters and the sortable column titles, the first row.
    await page.getByTestId('clients-search').locator('input').focus()
    await tabTo(page, rows.first(), 20)
    expect(await focusedRow(page)).toBe(0)
    // One Tab more leaves the table: no other row is a Tab stop.
    await page.keyboard.press('Tab')
    expect(await focusedRow(page)).toBeNull()
    await page.keyboard.press('Shift+Tab')
    expect(await focusedRow(page)).toBe(0)

    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focusedRow(page)).toBe(2)
    await page.keyboard.press('ArrowUp')
    await expect.poll(() => focusedRow(page)).toBe(1)
    // End reaches the last of 115 rows, far beyond those the virtual list has drawn.
    await page.keyboard.press('End')
    await expect.poll(() => focusedRow(page)).toBe(114)
    await expect(page.locator('tr[data-row-index="114"]')).toBeInViewport()
    await page.keyboard.press('PageUp')
    await expect.poll(() => focusedRow(page)).toBeLessThan(114)
    await page.keyboard.press('Home')
    await expect.poll(() => focusedRow(page)).toBe(0)
    await page.keyboard.press('PageDown')
    await expect.poll(() => focusedRow(page)).toBeGreaterThan(1)
    await expect(page.locator('tr[tabindex="0"]')).toHaveCount(1)

    // A sortable column sorts from the keyboard, and says its order.
    const nifs = () => page.getByTestId('client-row').locator('td:nth-child(2)').allTextContents()
    const ordered = (list: string[], direction: 1 | -1) =>
      list.length > 1 &&
      list.every((nif, i) => i === 0 || direction * nif.localeCompare(list[i - 1] ?? '') >= 0)
    const title = page.getByRole('columnheader', { name: 'NIF' }).getByRole('button')

    await page.getByTestId('clients-search').locator('input').focus()
    await tabTo(page, title, 20)
    await page.keyboard.press('Enter')
    await expect.poll(async () => ordered(await nifs(), 1)).toBe(true)
    // The order is said, not only drawn as an arrow.
    await expect(title).toHaveText('NIF, orden ascendente')
    await page.keyboard.press('Space')
    await expect.poll(async () => ordered(await nifs(), -1)).toBe(true)
    await expect(title).toHaveText('NIF, orden descendente')
    await expect(title).toBeFocused()

    // The row Tab reaches follows the search: the one client found.
    await page.getByTestId('clients-search').locator('input').fill('graficas alcob')
    await expect(rows).toHaveCount(1)
    await tabTo(page, rows.first(), 20)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('client-name')).toHaveText(CLIENT)

    // From the search, ↓ or Enter reaches the rows.
    await page.getByTestId('back-to-clients').click()
    await page.getByTestId('clients-search').locator('input').fill('')
    const search = page.getByTestId('clients-search').locator('input')
    await search.focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focusedRow(page)).toBe(0)
    await search.focus()
    const count = page.getByTestId('clients-count')
    const all = (await count.textContent()) ?? ''
    await search.fill('s.l')
    await expect(count).not.toHaveText(all)
    await page.keyboard.press('Enter')
    await expect.poll(() => focusedRow(page)).toBe(0)

    // Far down the list, a client opened and closed: the same search, the same row, in view.
    await page.keyboard.press('End')
    const last = await page.evaluate(() =>
      Number((document.activeElement as HTMLElement).dataset['rowIndex']),
    )
    expect(last).toBeGreaterThan(20)
    const name = await page.locator(`tr[data-row-index="${last}"] td`).first().textContent()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('client-name')).toHaveText(name ?? '')
    await page.getByTestId('back-to-clients').click()
    await expect(search).toHaveValue('s.l')
    await expect.poll(() => focusedRow(page)).toBe(last)
    await expect(page.locator(`tr[data-row-index="${last}"]`)).toBeInViewport()
  })

  test('Ctrl+K opens the palette: «Ver concesiones de…» shows a client’s concessions; offline it finds a client by a fragment of its NIF', async ({
    page,
    signedIn,
  }) => {
    await openClients(page, signedIn)
    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: 'Buscar cliente o acción' })
    const input = palette.getByRole('combobox')
    await expect(input).toBeFocused()
    await page.keyboard.type('ver conces')
    await expect(palette.getByRole('option').first()).toHaveText(/Ver concesiones de…/)
    await page.keyboard.press('Enter')
    await expect(palette.getByRole('combobox', { name: 'Ver concesiones de…' })).toBeFocused()
    await page.keyboard.type('graficas alcob')
    await expect(palette.getByRole('option')).toHaveCount(1)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('page-title')).toHaveText('Concesiones')
    await expect(page.getByTestId('nif-input').locator('input')).toHaveValue('B28055374')

    // Offline, the clients come from this computer's copy.
    await signedIn.demo.stop()
    await page.keyboard.press('Control+k')
    await expect(input).toBeFocused()
    await page.keyboard.type('2805537')
    const option = palette.getByRole('option', { name: new RegExp(CLIENT) })
    await expect(option).toBeVisible()
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await option.getAttribute('id')) ?? '',
    )
    await page.keyboard.press('Enter')
    await expect(palette).toBeHidden()
    await expect(page.getByTestId('client-name')).toHaveText(CLIENT)
  })

  test('Ctrl+S saves the form; a failed save puts the focus on the first field in error', async ({
    page,
    signedIn,
  }) => {
    await openClients(page, signedIn)
    await page.getByTestId('clients-search').locator('input').fill('graficas alcob')
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await page.getByTestId('client-row').click()
    await page.getByTestId('client-edit').click()
    await expect(page.getByTestId('page-title')).toHaveText('Editar cliente')

    const field = (name: string) =>
      page.getByTestId(`form-${name}`).locator('input, textarea').first()
    // Two mistakes: the focus goes to the first in the form's order, not the last typed.
    await field('postal_code').fill('99')
    await field('email').fill('sin-arroba')
    await page.getByTestId('edit-save').click()
    await expect(field('email')).toBeFocused()
    await expect(page.getByTestId('edit-invalid')).toBeVisible()
    await field('postal_code').fill('28431')
    await field('email').fill('contacto@artesgraficasalcobendas.es')
    await field('notes').fill('Guardado con el teclado.')
    await page.keyboard.press('Control+s')
    await expect(page.getByText('Guardado.', { exact: true })).toBeVisible()
    await expect(page.getByTestId('field-notes')).toHaveText('Guardado con el teclado.')
  })

  test('tabs are reached with Tab and chosen with the arrows; «Cerrar sesión» from the keyboard asks first', async ({
    page,
    signedIn,
  }) => {
    await page.goto(signedIn.at('/concessions'))
    await expect(page.getByTestId('page-title')).toHaveText('Concesiones')
    const byNif = page.getByRole('tab', { name: 'Por NIF' })
    const byGrant = page.getByRole('tab', { name: 'Por convocatoria' })
    await page.getByTestId('nif-input').locator('input').focus()
    await page.keyboard.press('Shift+Tab')
    await expect(byNif).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(byGrant).toBeFocused()
    await expect(byGrant).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('grant-input').locator('input')).toBeFocused()

    // Back past the tabs and the navigation to «Cerrar sesión»: Enter there asks, Esc keeps the session.
    const logout = page.getByTestId('logout')
    await logout.focus()
    await page.keyboard.press('Enter')
    const ask = page.getByRole('dialog').filter({ hasText: '¿Cerrar la sesión?' })
    await expect(ask).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(ask).toBeHidden()
    await expect(page.getByTestId('header-user')).toBeVisible()
    await logout.focus()
    await page.keyboard.press('Enter')
    // A click lands where the dialog is once it has stopped moving in (outside it, it says no).
    await expect(ask).toBeVisible()
    await settled(page)
    await ask.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page.getByTestId('login-submit')).toBeVisible()
  })

  test('the side menu shows icons in a narrow window, can be toggled, and remembers it', async ({
    page,
    signedIn,
  }) => {
    await page.goto(signedIn.at('/clients'))
    await expect(page.getByTestId('header-user')).toBeVisible()
    const nav = page.getByTestId('side-nav')
    const width = async () => (await nav.boundingBox())?.width ?? 0
    await page.setViewportSize({ width: 1024, height: 700 })
    await expect.poll(width).toBeLessThanOrEqual(64)
    // The names stay in the links (screen readers) and show in a tooltip on focus.
    await expect(page.getByRole('link', { name: 'Concesiones' })).toBeVisible()
    await page.getByTestId('nav-concessions').focus()
    await expect(page.locator('.n-tooltip').filter({ hasText: 'Concesiones' })).toBeVisible()

    const toggle = page.getByTestId('nav-toggle')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect.poll(width).toBeGreaterThanOrEqual(200)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.reload()
    await expect(page.getByTestId('header-user')).toBeVisible()
    await expect.poll(width).toBeGreaterThanOrEqual(200)

    await page.setViewportSize({ width: 1366, height: 768 })
    await page.getByTestId('nav-toggle').click()
    await expect.poll(width).toBeLessThanOrEqual(64)
    await page.reload()
    await expect(page.getByTestId('header-user')).toBeVisible()
    await expect.poll(width).toBeLessThanOrEqual(64)
  })
})
