import { DEMO_PASSWORD, expect, settled, test } from './fixtures'

const BASE = 'Dirección de producción'
const TEST = 'Dirección de pruebas (inicio de sesión y simulador)'

test.describe('plain http to another computer', () => {
  // What the forms refuse, and that the sign-in sends nothing then, is EnvironmentSection.test.ts's
  // and LoginView.test.ts's; here, what main keeps and where it lets the sign-in go. On Linux and
  // macOS 0.0.0.0 reaches this computer, yet it is not a loopback address: a demo service seen
  // through it stands for a service on another computer.
  test('allowed in Ajustes, an unencrypted address is saved with the setting, read back after a reload, and signed in to', async ({
    page,
    harness,
    anotherDemoService,
  }) => {
    test.skip(process.platform === 'win32', '0.0.0.0 does not reach this computer on Windows')
    const service = await anotherDemoService()
    const remote = `http://0.0.0.0:${new URL(service.url).port}`
    await page.goto(harness.at('/settings'))
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
