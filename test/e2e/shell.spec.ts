import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Opens «Exportar» on the clients list and returns where its «Exportar» button is in each frame
 * from the one the dialog first appears in until the button has stayed put for ten frames.
 */
async function exportButtonFrames(page: Page): Promise<string[]> {
  const frames = page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = []
        const tick = () => {
          const button = document.querySelector(
            '[data-testid=export-dialog] [data-testid=export-start]',
          )
          if (button) {
            const { x, y, width } = button.getBoundingClientRect()
            seen.push(`${x.toFixed(1)},${y.toFixed(1)} ${width.toFixed(1)}`)
          }
          const still = seen.length >= 10 && new Set(seen.slice(-10)).size === 1
          if (still) resolve(seen)
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
  )
  await page.getByTestId('export-open').click()
  return frames
}

test.describe('application shell', () => {
  test('loads in Spanish with the side navigation, the bridge and the keychain main reports', async ({
    page,
    shared,
  }) => {
    await page.goto(shared.at('/settings'))
    await expect(page).toHaveTitle('Grants Desk')
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toContainText(
      'Ajustes',
    )
    await expect(page.getByTestId('page-title')).toHaveText('Ajustes')
    expect(await page.evaluate(() => Object.keys(window.grants ?? {}).sort())).toEqual([
      'invoke',
      'on',
    ])
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    await expect(page.getByTestId('keychain-state')).toContainText('llavero del sistema')
  })

  test('the language and the theme, the system’s too, apply at once and are remembered', async ({
    page,
    harness,
  }) => {
    await page.goto(harness.at('/settings'))
    await page.getByTestId('language-en').click()
    await expect(page.getByTestId('page-title')).toHaveText('Settings')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText(
      'Settings',
    )
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')

    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    await page.getByTestId('theme-light').click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    const light = await background()
    await page.getByTestId('theme-dark').click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect.poll(background).not.toBe(light)

    await page.reload()
    await expect(page.getByTestId('page-title')).toHaveText('Settings')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.getByTestId('language-es').click()
    await expect(page.getByTestId('page-title')).toHaveText('Ajustes')

    // «Según el sistema» follows the system's light or dark.
    await page.getByTestId('theme-system').click()
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  })

  test('with reduced motion asked by the system, a dialog appears where it stays', async ({
    page,
    shared,
  }) => {
    await page.goto(shared.at('/clients'))
    await expect(page.getByTestId('client-row').first()).toBeVisible()

    await page.emulateMedia({ reducedMotion: 'no-preference' })
    const moving = await exportButtonFrames(page)
    expect(new Set(moving).size).toBeGreaterThan(1)
    await page.getByTestId('export-dialog').getByTestId('export-cancel').click()
    await expect(page.getByTestId('export-dialog')).toBeHidden()

    await page.emulateMedia({ reducedMotion: 'reduce' })
    const still = await exportButtonFrames(page)
    expect(new Set(still)).toEqual(new Set([moving.at(-1)]))
  })
})
