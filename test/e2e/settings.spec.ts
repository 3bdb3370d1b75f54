import { expect, test } from './fixtures'

const BASE = 'Dirección de producción'
const TEST = 'Dirección de pruebas (inicio de sesión y simulador)'
const BRAND = 'Marca propia (opcional)'

// What the form accepts is EnvironmentSection.test.ts's; here, what main keeps.
test.describe('settings screen', () => {
  test('a custom environment, then a FANDIT brand, are saved through main and read back after a reload', async ({
    page,
    harness,
  }) => {
    await page.goto(harness.at('/settings'))
    await page.getByTestId('preset-custom').click()
    await page.getByLabel(BASE).fill('https://api.example.es/')
    await page.getByLabel(TEST).fill('https://test.example.es')
    await page.getByTestId('save-environment').click()
    await expect(page.getByText('Ajustes guardados.')).toBeVisible()

    await page.reload()
    await expect(page.getByLabel(BASE)).toHaveValue('https://api.example.es')
    await expect(page.getByLabel(TEST)).toHaveValue('https://test.example.es')

    await page.getByTestId('preset-fandit').click()
    await page.getByLabel(BRAND).fill('miasesoria')
    await page.getByTestId('save-environment').click()
    await expect(page.getByText('Ajustes guardados.')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel(BRAND)).toHaveValue('miasesoria')
    await expect(page.getByTestId('endpoint-preview')).toContainText(
      'https://miasesoria.api.fandit.es',
    )
  })
})
