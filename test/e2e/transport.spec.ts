import { chooseCustomEnvironment, DEMO_PASSWORD, expect, settled, test } from './fixtures'

const BASE = 'Dirección de producción'
const TEST = 'Dirección de pruebas (inicio de sesión y simulador)'

test.describe('plain http to another computer', () => {
  test('settings refuse it until «Permitir conexión sin cifrar» is ticked, and save both', async ({
    page,
    harness,
  }) => {
    await page.goto(harness.at('/settings'))
    await page.getByTestId('preset-custom').click()
    const save = page.getByTestId('save-environment')
    const allow = page.getByTestId('allow-insecure')

    // Loopback is this computer: accepted as it is.
    await page.getByLabel(BASE).fill('http://127.0.0.1:4010')
    await page.getByLabel(TEST).fill('http://localhost:4010')
    await expect(page.getByText('no está cifrada')).toHaveCount(0)
    await expect(save).toBeEnabled()

    await page.getByLabel(TEST).fill('http://pruebas.example.es:8000')
    await expect(
      page.getByText('La dirección http://pruebas.example.es:8000 no está cifrada'),
    ).toBeVisible()
    await expect(save).toBeDisabled()
    // «Avanzado» opens by itself, showing the setting that allows it, off by default.
    await expect(allow).toBeVisible()
    await expect(allow).not.toBeChecked()

    // Clicked once «Avanzado» has finished opening.
    await settled(page)
    await allow.click()
    await expect(page.getByText('no está cifrada')).toHaveCount(0)
    await save.click()
    await expect(page.getByText('Ajustes guardados.')).toBeVisible()

    await page.reload()
    await expect(page.getByLabel(TEST)).toHaveValue('http://pruebas.example.es:8000')
    await expect(page.getByTestId('allow-insecure')).toBeChecked()

    // Unticked again: the saved address is refused once more.
    await page.getByTestId('allow-insecure').click()
    await expect(
      page.getByText('La dirección http://pruebas.example.es:8000 no está cifrada'),
    ).toBeVisible()
    await expect(page.getByTestId('save-environment')).toBeDisabled()
  })

  test('the sign-in form shows the same refusal and sends nothing', async ({ page, harness }) => {
    await page.goto(harness.url)
    await chooseCustomEnvironment(page)
    await page.getByLabel(BASE).fill('http://192.0.2.10:8000')
    await page.getByLabel(TEST).fill('http://192.0.2.10:8000')
    const refusal = 'La dirección http://192.0.2.10:8000 no está cifrada'
    await expect(page.getByText(refusal).first()).toBeVisible()
    await expect(page.getByText('Ajustes → Avanzado').first()).toBeVisible()

    await page.getByTestId('login-email').locator('input').fill('asesora@demo.grantsdesk.es')
    await page.getByTestId('login-password').locator('input').fill(DEMO_PASSWORD)
    await page.getByTestId('login-submit').click()
    await expect(page.getByTestId('login-error')).toContainText(refusal)

    // Nothing reached main: the environment is still the demo, and no one is signed in.
    await page.reload()
    await expect(page.getByText('Entorno: Demostración local')).toBeVisible()
    await expect(page.getByTestId('header-user')).toHaveCount(0)

    await chooseCustomEnvironment(page)
    await page.getByLabel(BASE).fill('http://192.0.2.10:8000')
    await page.getByTestId('open-settings').click()
    await expect(page.getByTestId('environment-section')).toBeVisible()
  })

  // On Linux and macOS 0.0.0.0 reaches this computer, yet it is not a loopback address: a demo service
  // seen through it stands for a service on another computer.
  test('once allowed in Ajustes, the sign-in goes through', async ({
    page,
    harness,
    anotherDemoService,
  }) => {
    test.skip(process.platform === 'win32', '0.0.0.0 does not reach this computer on Windows')
    const service = await anotherDemoService()
    const remote = `http://0.0.0.0:${new URL(service.url).port}`
    await page.goto(harness.at('/settings'))
    await page.getByText('Avanzado').click()
    // The section slides open: a click while it moves would press on one spot and lift on
    // another, and the box would not be ticked.
    await settled(page)
    await page.getByTestId('allow-insecure').click()
    await expect(page.getByTestId('save-environment')).toBeEnabled()
    await page.getByTestId('save-environment').click()
    await expect(page.getByText('Ajustes guardados.')).toBeVisible()

    await page.goto(harness.url)
    await chooseCustomEnvironment(page)
    await page.getByLabel(BASE).fill(remote)
    await page.getByLabel(TEST).fill(remote)
    await expect(page.getByText('no está cifrada')).toHaveCount(0)
    await page.getByTestId('login-email').locator('input').fill('asesora@demo.grantsdesk.es')
    await page.getByTestId('login-password').locator('input').fill(DEMO_PASSWORD)
    await page.getByTestId('login-submit').click()
    await expect(page.getByTestId('header-user')).toBeVisible()
  })
})
