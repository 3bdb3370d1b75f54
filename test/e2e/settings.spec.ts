import { DEMO_PASSWORD, expect, settled, test } from './fixtures'

const BASE = 'Dirección de producción'
const TEST = 'Dirección de pruebas (inicio de sesión y simulador)'
const BRAND = 'Marca propia (opcional)'

// What the forms accept, refuse and send is EnvironmentSection.test.ts's and LoginView.test.ts's;
// here, what main keeps, and where it lets the sign-in go.
test.describe('settings screen', () => {
  // On Linux and macOS 0.0.0.0 reaches this computer, yet it is not a loopback address: a demo
  // service seen through it stands for a service on another computer.
  test('the environment: a custom one, a FANDIT brand, and plain http to another computer once allowed, each saved through main and read back after a reload; the sign-in goes there', async ({
    page,
    harness,
    anotherDemoService,
  }) => {
    test.skip(process.platform === 'win32', '0.0.0.0 does not reach this computer on Windows')
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

    // Plain http to another computer, once «Permitir conexión sin cifrar» is ticked.
    await page.getByTestId('preset-custom').click()
    await page.getByLabel(BASE).fill('http://127.0.0.1:4010')
    await page.getByLabel(TEST).fill('http://pruebas.example.es:8000')
    // «Avanzado» opens by itself; clicked once it has finished opening.
    await settled(page)
    await page.getByTestId('allow-insecure').click()
    await page.getByTestId('save-environment').click()
    await expect(page.getByText('Ajustes guardados.')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel(TEST)).toHaveValue('http://pruebas.example.es:8000')
    await expect(page.getByTestId('allow-insecure')).toBeChecked()

    // The sign-in screen starts from the environment saved: «Personalizado», open.
    const service = await anotherDemoService()
    const remote = `http://0.0.0.0:${new URL(service.url).port}`
    await page.goto(harness.url)
    await page.getByLabel(BASE).fill(remote)
    await page.getByLabel(TEST).fill(remote)
    await expect(page.getByText('no está cifrada')).toHaveCount(0)
    await page.getByTestId('login-email').locator('input').fill('asesora@demo.grantsdesk.es')
    await page.getByTestId('login-password').locator('input').fill(DEMO_PASSWORD)
    await page.getByTestId('login-submit').click()
    await expect(page.getByTestId('header-user')).toBeVisible()
  })
})
