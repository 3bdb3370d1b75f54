import {
  chooseCustomEnvironment,
  DEMO_PASSWORD,
  expect,
  openFromMenu,
  signInAsDemo,
  signInThroughMain,
  test,
} from './fixtures'
import { INVOKE_PATH, recordCalls } from './bridge-answers'
import { message, ui } from './catalogue'

test.describe('sign-in and session', () => {
  test('opens on the sign-in screen in demo mode: the demo accounts arrive without moving the form, each password on one line', async ({
    page,
    harness,
  }) => {
    await page.setViewportSize({ width: 800, height: 600 })
    // Hold back main's answer about the environment (it brings the demo accounts).
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${INVOKE_PATH}`, async (route) => {
      if ((route.request().postData() ?? '').includes('"grants:op:environment.status"')) await held
      await route.continue()
    })
    await page.goto(harness.url)
    const email = page.getByTestId('login-email')
    const environment = page.getByText('Entorno: Demostración local')
    await expect(email).toBeVisible()
    await expect(environment).toBeVisible()
    const waiting = [await email.boundingBox(), await environment.boundingBox()]
    release()
    await expect(page.getByTestId('demo-accounts')).toContainText('asesora@demo.grantsdesk.es')
    expect([await email.boundingBox(), await environment.boundingBox()]).toEqual(waiting)
    await expect(page.getByTestId('login-submit')).toHaveText('Entrar')
    await expect(page.getByTestId('demo-accounts')).toContainText(DEMO_PASSWORD)

    for (const password of await page.getByTestId('demo-password').all()) {
      await expect(password).toHaveText(DEMO_PASSWORD)
      expect(await password.evaluate((el) => el.getClientRects().length)).toBe(1)
    }
  })

  test('the first sign-in lands on the clients list, the next on the screen used last; the profile shows the demo user; signed out, a screen asks to sign in', async ({
    page,
    harness,
  }) => {
    await page.goto(harness.url)
    await signInAsDemo(page)
    await expect(page.getByTestId('page-title')).toHaveText('Clientes')
    await openFromMenu(page, 'Concesiones')
    await page.getByTestId('logout').click()
    await expect(page.getByTestId('login-submit')).toBeVisible()
    await signInAsDemo(page)
    await expect(page.getByTestId('page-title')).toHaveText('Concesiones')
    await openFromMenu(page, 'Mi perfil')
    await expect(page.getByTestId('profile-card')).toContainText('Laura Martín')
    await expect(page.getByTestId('profile-email')).toHaveText('asesora@demo.grantsdesk.es')
    await expect(page.getByTestId('list-provinces')).toContainText('Madrid')
    await expect(page.getByTestId('environment-tag')).toHaveText('Demostración local')

    await page.getByTestId('logout').click()
    await expect(page.getByTestId('login-submit')).toBeVisible()
    await page.goto(page.url().replace(/#.*$/, '#/profile'))
    await expect(page.getByTestId('login-submit')).toBeVisible()
  })

  test('a sign-in refused: a wrong password gives a Spanish error and keeps the e-mail; an unreachable service, the offline message', async ({
    page,
    harness,
  }) => {
    await page.goto(harness.url)
    await page.getByTestId('login-email').locator('input').fill('asesora@demo.grantsdesk.es')
    await page.getByTestId('login-password').locator('input').fill('otra-clave')
    await page.getByTestId('login-submit').click()
    await expect(page.getByTestId('login-error')).toContainText(
      message('error.validation.wrong_credentials'),
    )
    await expect(page.getByTestId('login-email').locator('input')).toHaveValue(
      'asesora@demo.grantsdesk.es',
    )

    await chooseCustomEnvironment(page)
    await page.getByLabel('Dirección de producción').fill('http://127.0.0.1:9')
    await page
      .getByLabel('Dirección de pruebas (inicio de sesión y simulador)')
      .fill('http://127.0.0.1:9')
    await page.getByTestId('login-password').locator('input').fill(DEMO_PASSWORD)
    await page.getByTestId('login-submit').click()
    await expect(page.getByTestId('login-error')).toContainText(
      message('error.offline.unreachable'),
    )
  })

  test('a session expiry asks for the password again and keeps the screen', async ({
    page,
    signedIn,
  }) => {
    await page.goto(signedIn.at('/profile'))
    // The screen the prompt must keep: the profile read before the session expires.
    await expect(page.getByTestId('profile-card')).toContainText('Laura Martín')
    // What opening the screen asked has been answered: the refresh is the call that meets the
    // expiry.
    await signedIn.services.idle()
    signedIn.demo.control.expireTokens()
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

  test('a user without expert access is told why where he lands, on «Clientes» and on «Estados de expediente», and they ask nothing', async ({
    page,
    harness,
  }) => {
    await signInThroughMain(harness, 'usuario@demo.grantsdesk.es')
    const statuses = recordCalls(page, 'statuses.list')
    await page.goto(harness.url)
    await expect(page.getByTestId('no-expert')).toContainText('no tiene acceso de experto')

    await openFromMenu(page, 'Clientes')
    await expect(page.getByTestId('clients-no-expert')).toContainText(
      ui((t) => t.clients.noExpertTitle),
    )
    await expect(page.getByTestId('clients-no-expert')).toContainText(
      ui((t) => t.clients.noExpertBody),
    )
    await expect(page.getByTestId('clients-table')).toBeHidden()

    await openFromMenu(page, 'Estados de expediente')
    await expect(page.getByTestId('statuses-no-expert')).toContainText(
      ui((t) => t.statuses.noExpertBody),
    )
    await expect(page.getByTestId('status-groups')).toBeHidden()
    expect(statuses).toEqual([])
  })
})
