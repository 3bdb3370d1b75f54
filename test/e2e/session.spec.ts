import {
  chooseCustomEnvironment,
  DEMO_PASSWORD,
  expect,
  openFromMenu,
  signInAsDemo,
  test,
} from './fixtures'
import { message } from './catalogue'

test.describe('sign-in and session', () => {
  test.beforeEach(async ({ page, harness }) => {
    await page.goto(harness.url)
  })

  test('opens on the sign-in screen in demo mode, with the demo accounts', async ({ page }) => {
    await expect(page.getByTestId('login-submit')).toHaveText('Entrar')
    await expect(page.getByTestId('demo-accounts')).toContainText('asesora@demo.grantsdesk.es')
    await expect(page.getByTestId('demo-accounts')).toContainText(DEMO_PASSWORD)
  })

  test('the first sign-in lands on the clients list, the next on the screen used last; the profile shows the demo user', async ({
    page,
  }) => {
    await signInAsDemo(page)
    await expect(page.getByTestId('page-title')).toHaveText('Clientes')
    await openFromMenu(page, 'Concesiones')
    await page.getByTestId('logout').click()
    await signInAsDemo(page)
    await expect(page.getByTestId('page-title')).toHaveText('Concesiones')
    await openFromMenu(page, 'Mi perfil')
    await expect(page.getByTestId('profile-card')).toContainText('Laura Martín')
    await expect(page.getByTestId('profile-email')).toHaveText('asesora@demo.grantsdesk.es')
    await expect(page.getByTestId('list-provinces')).toContainText('Madrid')
    await expect(page.getByTestId('environment-tag')).toHaveText('Demostración local')
  })

  test('a wrong password gives a Spanish error and keeps the e-mail', async ({ page }) => {
    await page.getByTestId('login-email').locator('input').fill('asesora@demo.grantsdesk.es')
    await page.getByTestId('login-password').locator('input').fill('otra-clave')
    await page.getByTestId('login-submit').click()
    await expect(page.getByTestId('login-error')).toContainText(
      message('error.validation.wrong_credentials'),
    )
    await expect(page.getByTestId('login-email').locator('input')).toHaveValue(
      'asesora@demo.grantsdesk.es',
    )
  })

  test('an unreachable service gives the offline message', async ({ page }) => {
    await chooseCustomEnvironment(page)
    await page.getByLabel('Dirección de producción').fill('http://127.0.0.1:9')
    await page
      .getByLabel('Dirección de pruebas (inicio de sesión y simulador)')
      .fill('http://127.0.0.1:9')
    await page.getByTestId('login-email').locator('input').fill('asesora@demo.grantsdesk.es')
    await page.getByTestId('login-password').locator('input').fill(DEMO_PASSWORD)
    await page.getByTestId('login-submit').click()
    await expect(page.getByTestId('login-error')).toContainText(
      message('error.offline.unreachable'),
    )
  })

  test('logout returns to sign-in', async ({ page }) => {
    await signInAsDemo(page)
    await page.getByTestId('logout').click()
    await expect(page.getByTestId('login-submit')).toBeVisible()
    await page.goto(page.url().replace(/#.*$/, '#/profile'))
    await expect(page.getByTestId('login-submit')).toBeVisible()
  })

  test('a session expiry asks for the password again and keeps the screen', async ({
    page,
    harness,
  }) => {
    await signInAsDemo(page)
    await openFromMenu(page, 'Mi perfil')
    // The screen the prompt must keep: the profile read before the session expires.
    await expect(page.getByTestId('profile-card')).toContainText('Laura Martín')
    // What signing in started (the sync, the case files, the lists) has ended: the refresh is the
    // call that meets the expiry, not one of those with the prompt over the button it needs.
    await harness.services.idle()
    harness.demo.control.expireTokens()
    await page.getByTestId('profile-refresh').click()
    const prompt = page.getByTestId('session-expired')
    await expect(prompt).toBeVisible()
    await expect(prompt.getByTestId('expired-email').locator('input')).toHaveValue(
      'asesora@demo.grantsdesk.es',
    )
    await expect(page.getByTestId('profile-card')).toBeVisible()
    await prompt.getByTestId('expired-password').locator('input').fill(DEMO_PASSWORD)
    await prompt.getByTestId('expired-submit').click()
    await expect(prompt).toBeHidden()
    await expect(page.getByTestId('profile-error')).toBeHidden()
    await expect(page.getByTestId('profile-card')).toContainText('Laura Martín')
  })

  test('a user without expert access is told why', async ({ page }) => {
    await signInAsDemo(page, 'usuario@demo.grantsdesk.es')
    await expect(page.getByTestId('no-expert')).toContainText('no tiene acceso de experto')
  })
})
