import { expect, test } from './fixtures'
import { message } from './catalogue'

test.describe('settings screen', () => {
  test('validates a custom environment, saves it through dispatch and reloads it', async ({
    page,
    harness,
  }) => {
    await page.goto(harness.at('/settings'))
    await page.getByTestId('preset-custom').click()
    const save = page.getByTestId('save-environment')
    await page.getByLabel('Dirección de producción').fill('ftp://api.example.es')
    await expect(page.getByText(message('validation.url')).first()).toBeVisible()
    await expect(save).toBeDisabled()

    await page.getByLabel('Dirección de producción').fill('https://api.example.es/')
    await page
      .getByLabel('Dirección de pruebas (inicio de sesión y simulador)')
      .fill('https://test.example.es')
    await expect(page.getByTestId('endpoint-preview')).toContainText(
      'https://api.example.es · https://test.example.es',
    )
    await save.click()
    await expect(page.getByText('Ajustes guardados.')).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('Dirección de producción')).toHaveValue('https://api.example.es')
    await expect(
      page.getByLabel('Dirección de pruebas (inicio de sesión y simulador)'),
    ).toHaveValue('https://test.example.es')
  })

  test('builds the white-label FANDIT address from the brand', async ({ page, harness }) => {
    await page.goto(harness.at('/settings'))
    await page.getByTestId('preset-fandit').click()
    await expect(page.getByTestId('endpoint-preview')).toContainText('https://api.fandit.es')
    await page.getByLabel('Marca propia (opcional)').fill('Mi Asesoria')
    await expect(page.getByText(message('validation.brand')).first()).toBeVisible()
    await page.getByLabel('Marca propia (opcional)').fill('miasesoria')
    await expect(page.getByTestId('endpoint-preview')).toContainText(
      'https://miasesoria.api.fandit.es',
    )
    await page.getByTestId('save-environment').click()
    await expect(page.getByText('Ajustes guardados.')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Marca propia (opcional)')).toHaveValue('miasesoria')
  })

  test('reports the keychain state of main', async ({ page, harness }) => {
    await page.goto(harness.at('/settings'))
    await expect(page.getByTestId('keychain-state')).toContainText('llavero del sistema')
  })
})
