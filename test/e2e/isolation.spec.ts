import { type Locator, type Page } from '@playwright/test'
import { type Dialect } from '../../src/demo-service/dialect'
import { type Harness } from '../harness/server'
import { nextAnswer } from './bridge-answers'
import { clientId, queueEdit } from './offline-edits'
import { expect, openFromMenu, savedTextField, signInAsDemo, test } from './fixtures'
import { ui } from './catalogue'

const ADVISER = 'asesora@demo.grantsdesk.es'
const NO_CREDITS = 'sincreditos@demo.grantsdesk.es'
/** An adviser of platform 2: none of platform 1's clients are hers. */
const NORTE = 'norte@demo.grantsdesk.es'
/** Embutidos Molina S.L., a client of the demo adviser with concessions. */
const NIF = 'B19520063'
const CLIENT = 'Artes Gráficas Alcobendas S.L.'
const NOTE = 'Cambio sin enviar de Laura.'

function badge(page: Page): Locator {
  return page.getByTestId('outbox-badge').locator('.n-badge-sup')
}

async function openClients(page: Page): Promise<void> {
  await openFromMenu(page, 'Clientes')
  await expect(page.getByTestId('client-row').first()).toBeVisible()
}

async function searchClients(page: Page, text: string): Promise<void> {
  await page.getByTestId('clients-search').locator('input').fill(text)
}

async function searchNif(page: Page): Promise<void> {
  await page.getByTestId('nif-input').locator('input').fill(NIF)
  await page.getByTestId('nif-search').click()
}

/** A free text of the client saved while the service is stopped, through main: it waits in the outbox. */
async function editOffline(harness: Pick<Harness, 'services' | 'demo'>, dialect: Dialect) {
  await queueEdit(
    harness,
    await clientId(harness, 'graficas alcob'),
    savedTextField(dialect).field,
    NOTE,
  )
}

test.describe('one account never sees another’s data', () => {
  // The adviser is signed in through main; the other accounts, and she again, on the screen.
  test('a NIF the adviser looked up is not shown to the account without credits: it gets the 403 explanation', async ({
    page,
    signedIn,
  }) => {
    await page.goto(signedIn.at('/concessions'))
    await searchNif(page)
    await expect(page.getByTestId('concession-row').first()).toBeVisible()
    await page.getByTestId('logout').click()
    await expect(page.getByTestId('login-submit')).toBeVisible()

    await signInAsDemo(page, NO_CREDITS)
    await openFromMenu(page, 'Concesiones')
    await searchNif(page)
    // Our description tells no balance (SC-COST-6): the service's words are shown, not believed.
    const error = page.getByTestId('concessions-error')
    await expect(error).toContainText('El servicio ha rechazado la consulta («No dispone de')
    await expect(error).toContainText('puede que sea por falta de créditos')
    await expect(error).toContainText('Compruebe su saldo en su cuenta del servicio')
    await expect(page.getByTestId('concession-results')).toBeHidden()
    await expect(page.getByTestId('concession-row')).toHaveCount(0)
  })

  test('signing out with an unsent edit asks first; another platform’s adviser never sees the clients or the outbox; the edit waits for the next sign-in', async ({
    page,
    signedIn: harness,
    dialect,
  }) => {
    await editOffline(harness, dialect)
    await page.goto(harness.at('/clients'))
    await expect(badge(page)).toHaveAttribute('title', '1')

    // Asked, with what will happen to the edit; «Cancelar» keeps the session.
    await page.getByTestId('logout').click()
    const prompt = page.getByRole('dialog').filter({ hasText: 'Hay cambios sin enviar' })
    await expect(prompt).toContainText(ui((t) => t.signOut.pending, { count: 1 }))
    await prompt.getByRole('button', { name: 'Cancelar' }).click()
    await expect(prompt).toBeHidden()
    await expect(page.getByTestId('header-user')).toBeVisible()
    await page.getByTestId('logout').click()
    await prompt.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page.getByTestId('login-submit')).toBeVisible()

    await harness.demo.restart()
    await signInAsDemo(page, NORTE)
    await openClients(page)
    await searchClients(page, 'graficas alcob')
    await expect(page.getByTestId('client-row')).toHaveCount(0)
    await expect(badge(page)).toBeHidden()
    await page.getByTestId('open-outbox').click()
    await expect(page.getByTestId('outbox-drawer')).toContainText(ui((t) => t.outbox.empty))
    await page.keyboard.press('Escape')
    // She has no unsent edits: no question.
    await page.getByTestId('logout').click()
    await expect(page.getByTestId('login-submit')).toBeVisible()

    // Back as the adviser, the edit is sent.
    await signInAsDemo(page, ADVISER)
    await openClients(page)
    await searchClients(page, 'graficas alcob')
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await page.getByTestId('client-row').click()
    await expect(page.getByTestId('client-pending')).toBeHidden()
    await page.getByTestId('client-refresh').click()
    await expect(page.getByText('Datos traídos del servicio.')).toBeVisible()
    await expect(page.getByTestId(`field-${savedTextField(dialect).field}`)).toHaveText(NOTE)
  })

  test('«Borrar los datos de esta cuenta en este equipo» says what goes and leaves nothing behind', async ({
    page,
    signedIn: harness,
    dialect,
  }) => {
    // «Mi perfil» read once online keeps a copy for this account.
    await page.goto(harness.at('/profile'))
    await expect(page.getByTestId('profile-email')).toHaveText(ADVISER)
    await expect(page.getByTestId('offline-banner')).toBeHidden()
    await editOffline(harness, dialect)
    await openClients(page)

    // Offline, «Mi perfil» shows the copy kept for this account, under the offline banner.
    const kept = nextAnswer(page, 'profile.get')
    await openFromMenu(page, 'Mi perfil')
    expect((await kept).source).toBe('cache')
    await expect(page.getByTestId('offline-banner')).toContainText('Sin conexión')
    await expect(page.getByTestId('profile-cached')).toContainText('copia guardada')
    await expect(page.getByTestId('profile-email')).toHaveText(ADVISER)
    await expect(page.getByTestId('profile-lists')).toBeVisible()

    await page.getByTestId('erase-open').click()
    const confirm = page.getByTestId('erase-confirm')
    await expect(confirm).toContainText('¿Borrar los datos de esta cuenta en este equipo?')
    await expect(confirm.getByTestId('erase-clients')).toHaveText(
      ui((t) => t.erase.clients, { count: 115 }),
    )
    await expect(confirm.getByTestId('erase-unsent')).toHaveText('1 cambio sin enviar.')
    await expect(confirm.getByTestId('erase-cached')).toContainText('respuesta')
    await expect(confirm.getByTestId('erase-unsent-warning')).toContainText('se perderá')
    await confirm.getByTestId('erase-submit').click()
    await expect(page.getByTestId('login-submit')).toBeVisible()

    await harness.demo.restart()
    await signInAsDemo(page, ADVISER)
    await openClients(page)
    await expect(badge(page)).toBeHidden()
    await searchClients(page, 'graficas alcob')
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await page.getByTestId('client-row').click()
    await expect(page.getByTestId('client-name')).toHaveText(CLIENT)
    await page.getByTestId('client-refresh').click()
    await expect(page.getByText('Datos traídos del servicio.')).toBeVisible()
    await expect(page.getByTestId(`field-${savedTextField(dialect).field}`)).not.toHaveText(NOTE)
  })
})
