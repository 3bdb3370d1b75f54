import { type Locator, type Page } from '@playwright/test'
import { CLIENT_FIELD_LABELS } from '@shared/clients/client-field-labels'
import { formatEuros } from '@shared/format'
import { nextAnswer } from './bridge-answers'
import { callMain, DEMO_PASSWORD, expect, test } from './fixtures'
import { message, ui } from './catalogue'
import { changedMeanwhile, clientId, queueEdit } from './offline-edits'

const ADMIN = 'admin@demo.grantsdesk.es'
/** A free text of the client that our description saves (SC-EDIT-1). */
const NOTES = CLIENT_FIELD_LABELS.es.notes
/** A client of the demo adviser (platform 1) that the platform's admin sees too. */
const CLIENT = 'Artes Gráficas Alcobendas S.L.'
/** A client of the demo adviser created with only its NIF (src/demo-service/seed/partial-clients.ts). */
const NIF_ONLY = 'Y6322655S'
const NIF_ONLY_ID = 1058
/** Toledo, a province the client does not work in yet. */
const TOLEDO = 45
/** The clients list of the service, without its query (the sync's pages). */
const CLIENTS_LIST = { path: /^\/api\/v2\/clients\/$/ }
const OFFLINE_BANNER = /Sin conexión — datos guardados el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/

/** The clients list, opened at its address, with the rows of the sync after signing in. */
async function openClients(page: Page, app: { at(route: string): string }): Promise<void> {
  await page.goto(app.at('/clients'))
  await expect(page.getByTestId('page-title')).toHaveText('Clientes')
  await expect(page.getByTestId('client-row').first()).toBeVisible()
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByTestId('clients-search').locator('input').fill(text)
}

/** Finds the client by part of its name, without accents, and opens its record. */
async function openClient(page: Page, text = 'graficas alcob'): Promise<void> {
  await search(page, text)
  await expect(page.getByTestId('client-row')).toHaveCount(1)
  await page.getByTestId('client-row').click()
  await expect(page.getByTestId('client-name')).toHaveText(CLIENT)
}

function input(page: Page, field: string): Locator {
  return page.getByTestId(`form-${field}`).locator('input, textarea').first()
}

async function edit(page: Page, values: Record<string, string>): Promise<void> {
  await page.getByTestId('client-edit').click()
  await expect(page.getByTestId('page-title')).toHaveText('Editar cliente')
  for (const [field, value] of Object.entries(values)) await input(page, field).fill(value)
}

/** The outbox badge's count (its digits animate, so the title holds the number). */
function badge(page: Page): Locator {
  return page.getByTestId('outbox-badge').locator('.n-badge-sup')
}

/** An entry of an open select menu (naive-ui gives them no ARIA role). */
function option(page: Page, label: string): Locator {
  return page.locator('.n-base-select-option').filter({ hasText: new RegExp(`^${label}$`) })
}

test.describe('clients', () => {
  // How the form judges each field is ClientEditView.test.ts's; how main sends each field group,
  // in both dialects, test/integration/clients/dialects.test.ts's.
  test('finds a client ignoring accents; an edit of each field group is saved, shown, and read back from the service', async ({
    page,
    signedIn,
  }) => {
    await openClients(page, signedIn)
    await expect(page.getByTestId('clients-count')).toHaveText('115 clientes')
    await search(page, 'graficas alcob')
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await expect(page.getByTestId('client-row')).toContainText(CLIENT)
    await expect(page.getByTestId('clients-count')).toHaveText('1 cliente')
    const detail = nextAnswer(page, 'clients.get')
    await page.getByTestId('client-row').click()
    const before = (await detail).client
    expect(before.provinces_to_work).not.toContain(TOLEDO)
    await expect(page.getByTestId('client-name')).toHaveText(CLIENT)
    await expect(page.getByTestId('field-province')).toHaveText('Madrid')
    await expect(page.getByTestId('field-cnaes')).toContainText(
      '1812 · Otras actividades de impresión y artes gráficas',
    )

    // One field of each group of the form.
    const values = {
      business_name: 'Artes Gráficas Alcobendas S.A.',
      email: 'administracion@graficasalcobendas.es',
      location: 'Tres Cantos',
      legal_representative_name: 'Inmaculada Ortega Ruiz',
      investment_budget: '250.000',
      project_description: 'Nueva línea de impresión digital de gran formato.',
      notes: 'Llamar en enero por la convocatoria de digitalización.',
      employees_quantity: '31',
    }
    await edit(page, values)
    const provinces = page.getByTestId('form-provinces_to_work')
    await provinces.locator('.n-base-selection').click()
    await page.keyboard.type('toled')
    await option(page, 'Toledo').click()
    await page.keyboard.press('Escape')
    await expect(provinces).toContainText('Toledo')
    const cnaes = page.getByTestId('form-cnaes')
    await cnaes.locator('.n-base-selection').click()
    await page.keyboard.type('programacion inform')
    await page.getByText('6201 · Actividades de programación informática').click()
    await expect(cnaes).toContainText('6201 · Actividades de programación informática')
    await expect(page.getByTestId('changed-count')).toHaveText('10 campos cambiados')
    await page.getByTestId('edit-save').click()
    await expect(page.getByText('Guardado.', { exact: true })).toBeVisible()
    await expect(page.getByTestId('client-not-saved')).toBeHidden()
    await expect(page.getByTestId('client-pending')).toBeHidden()
    await expect(page.getByTestId('field-notes')).toHaveText(values.notes)
    await expect(page.getByTestId('field-employees_quantity')).toHaveText('31')

    // Fetched again from the service: the change is there, not only in the local copy.
    await page.getByTestId('client-refresh').click()
    await expect(page.getByText('Datos traídos del servicio.')).toBeVisible()
    await expect(page.getByTestId('client-name')).toHaveText(values.business_name)
    for (const field of [
      'email',
      'location',
      'legal_representative_name',
      'project_description',
      'notes',
    ] as const)
      await expect(page.getByTestId(`field-${field}`)).toHaveText(values[field])
    await expect(page.getByTestId('field-investment_budget')).toHaveText(formatEuros(250_000))
    await expect(page.getByTestId('field-employees_quantity')).toHaveText('31')
    await expect(page.getByTestId('field-provinces_to_work')).toContainText('Toledo')
    await expect(page.getByTestId('field-cnaes')).toContainText(
      '6201 · Actividades de programación',
    )
  })

  test('an edit made offline waits in the outbox and is sent on synchronising', async ({
    page,
    signedIn: harness,
  }) => {
    const [field, label] = ['notes', NOTES] as const
    const shown = page.getByTestId(`field-${field}`)
    await openClients(page, harness)
    await openClient(page)

    await harness.demo.stop()
    await edit(page, { [field]: 'Cambio hecho sin conexión.' })
    await page.getByTestId('edit-save').click()
    await expect(page.getByText(ui((t) => t.clients.edit.queued))).toBeVisible()
    await expect(shown).toContainText('Cambio hecho sin conexión.')
    await expect(page.getByTestId(`pending-${field}`)).toHaveText('pendiente de enviar')
    await expect(page.getByTestId('offline-banner')).toContainText(OFFLINE_BANNER)

    await page.getByTestId('back-to-clients').click()
    await expect(page.getByTestId('offline-banner')).toContainText(OFFLINE_BANNER)
    await expect(badge(page)).toHaveAttribute('title', '1')
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await expect(page.getByTestId('row-pending')).toHaveText('Pendiente')
    await page.getByTestId('open-outbox').click()
    await expect(page.getByTestId('outbox-entry-pending')).toContainText(CLIENT)
    await expect(page.getByTestId('outbox-entry-pending')).toContainText(label)
    await page.keyboard.press('Escape')

    await harness.demo.restart()
    await page.getByTestId('clients-sync').click()
    await expect(page.getByText(/^Clientes sincronizados: 115\.$/)).toBeVisible()
    await expect(badge(page)).toBeHidden()
    await expect(page.getByTestId('offline-banner')).toBeHidden()
    await expect(page.getByTestId('row-pending')).toBeHidden()

    await page.getByTestId('client-row').click()
    await expect(shown).toHaveText('Cambio hecho sin conexión.')
    await expect(page.getByTestId(`pending-${field}`)).toBeHidden()
    await page.getByTestId('client-refresh').click()
    await expect(page.getByText('Datos traídos del servicio.')).toBeVisible()
    await expect(shown).toHaveText('Cambio hecho sin conexión.')
  })

  test('a client added offline is listed and opened at once as not sent, and made on synchronising (SC-CLIENT-6)', async ({
    page,
    signedIn: harness,
  }) => {
    await openClients(page, harness)
    await harness.demo.stop()
    await page.getByTestId('clients-add').click()
    await page.getByTestId('add-client-nif').locator('input').fill('12345678Z')
    await page.getByTestId('add-client-name').locator('input').fill('Talleres Sin Red SL')
    await page.getByTestId('add-client-save').click()
    await expect(page.getByTestId('client-name')).toHaveText('Talleres Sin Red SL')
    await expect(page.getByTestId('client-not-created')).toBeVisible()

    await page.getByTestId('back-to-clients').click()
    await expect(badge(page)).toHaveAttribute('title', '1')
    await search(page, 'sin red')
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await expect(page.getByTestId('row-pending')).toHaveText('Pendiente')
    await page.getByTestId('open-outbox').click()
    await expect(page.getByTestId('outbox-entry-pending')).toContainText('Talleres Sin Red SL')
    await expect(page.getByTestId('outbox-entry-fields')).toContainText('Alta de cliente')
    await page.keyboard.press('Escape')

    await harness.demo.restart()
    await page.getByTestId('clients-sync').click()
    await expect(badge(page)).toBeHidden()
    await expect(page.getByTestId('row-pending')).toBeHidden()
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await page.getByTestId('client-row').click()
    await expect(page.getByTestId('client-name')).toHaveText('Talleres Sin Red SL')
    await expect(page.getByTestId('client-not-created')).toBeHidden()
  })

  test('a client created with only its NIF opens, and its phone is saved online and offline; what the service lacks is a warning', async ({
    page,
    signedIn: harness,
  }) => {
    const name = ui((t) => t.clients.noName).replace('{nif}', NIF_ONLY)
    const onServer = () => harness.demo.state.clients.get(NIF_ONLY_ID)?.client.phone
    await openClients(page, harness)
    await search(page, NIF_ONLY)
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await expect(page.getByTestId('client-row')).toContainText(name)
    await page.getByTestId('client-row').click()
    await expect(page.getByTestId('client-name')).toHaveText(name)

    await edit(page, { phone: '951 000 001' })
    const missing = (['business_name', 'email', 'postal_code', 'province'] as const)
      .map((field) => CLIENT_FIELD_LABELS.es[field])
      .join(', ')
    await expect(page.getByTestId('missing-on-service')).toContainText(missing)
    await expect(page.getByTestId('form-email')).toContainText(
      message('validation.missing_on_service'),
    )
    await page.getByTestId('edit-save').click()
    await expect(
      page.getByText(
        ui((t) => t.clients.edit.saved),
        { exact: true },
      ),
    ).toBeVisible()
    await expect(page.getByTestId('field-phone')).toHaveText('951 000 001')
    expect(onServer()).toBe('951 000 001')

    // Offline, the edit waits in the outbox and goes out on the next sync.
    await harness.demo.stop()
    await edit(page, { phone: '951 000 002' })
    await page.getByTestId('edit-save').click()
    await expect(page.getByText(ui((t) => t.clients.edit.queued))).toBeVisible()
    await expect(page.getByTestId('pending-phone')).toBeVisible()
    await harness.demo.restart()
    await page.getByTestId('back-to-clients').click()
    await page.getByTestId('clients-sync').click()
    await expect(badge(page)).toBeHidden()
    expect(onServer()).toBe('951 000 002')
  })

  // What the dialog shows and sends is ConflictDialog.test.ts's; how main meets the two edits,
  // test/integration/clients/dialects.test.ts's. Here, the way from the list to the resolution.
  test('a conflict with a change made meanwhile on the service is resolved field by field', async ({
    page,
    signedIn,
  }) => {
    const field = 'notes'
    const shown = page.getByTestId(`field-${field}`)
    const id = await clientId(signedIn, 'graficas alcob')
    const { client } = await callMain(signedIn, 'clients.get', { id })
    await queueEdit(signedIn, id, field, 'Versión de la asesora.')
    await changedMeanwhile(signedIn, id, field, 'Versión de la administradora.')

    await openClients(page, signedIn)
    await expect(badge(page)).toHaveAttribute('title', '1')
    await search(page, 'graficas alcob')
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await expect(page.getByTestId('row-pending')).toHaveText('Conflicto')
    await page.getByTestId('client-row').click()
    await expect(page.getByTestId('client-conflict')).toBeVisible()
    await page.getByTestId('open-conflict').click()

    const dialog = page.getByTestId('conflict-dialog')
    const conflict = dialog.getByTestId(`conflict-field-${field}`)
    await expect(conflict.getByTestId('conflict-base')).toHaveText(client[field] || '—')
    await expect(conflict.getByTestId('conflict-mine')).toHaveText('Versión de la asesora.')
    await expect(conflict.getByTestId('conflict-theirs')).toHaveText(
      'Versión de la administradora.',
    )
    await conflict.getByText('Mantener mi cambio').click()
    await dialog.getByTestId('conflict-resolve').click()
    await expect(page.getByText('Conflicto resuelto.')).toBeVisible()
    await expect(page.getByTestId('client-conflict')).toBeHidden()
    await expect(shown).toHaveText('Versión de la asesora.')
    await expect(page.getByTestId(`pending-${field}`)).toBeHidden()
    await page.getByTestId('client-refresh').click()
    await expect(page.getByText('Datos traídos del servicio.')).toBeVisible()
    await expect(shown).toHaveText('Versión de la asesora.')
    await page.getByTestId('back-to-clients').click()
    await expect(badge(page)).toBeHidden()
  })

  test('a long sync shows «Cancelar» beside its progress; cancelling keeps the saved clients', async ({
    page,
    harness,
  }) => {
    // The first page of each sync is answered, the rest held: the sync stays under way until cancelled.
    await callMain(harness, 'environment.status')
    harness.demo.control.hold(CLIENTS_LIST, 1)
    await callMain(harness, 'session.login', { email: ADMIN, password: DEMO_PASSWORD })
    await page.goto(harness.at('/clients'))
    const progress = page.getByTestId('sync-progress')
    const cancel = page.getByTestId('clients-sync-cancel')

    // The sync main starts after sign-in, cancelled from the screen: nothing is saved.
    await expect(progress).toContainText(/Sincronizando: \d+ de \d+ páginas/)
    await cancel.click()
    await expect(progress).toBeHidden()
    await expect(cancel).toBeHidden()
    await expect(page.getByTestId('clients-updated')).toHaveText('Aún sin sincronizar')
    await expect(page.getByTestId('client-row')).toHaveCount(0)

    // The user's own sync, cancelled: the screen says so and the list stays as it was.
    harness.demo.control.hold(CLIENTS_LIST, 1)
    await page.getByTestId('clients-sync').click()
    await expect(progress).toContainText(/Sincronizando: \d+ de \d+ páginas/)
    await cancel.click()
    await expect(page.getByText(/^Sincronización cancelada: sus clientes guardados/)).toBeVisible()
    await expect(progress).toBeHidden()
    await expect(page.getByTestId('clients-updated')).toHaveText('Aún sin sincronizar')
    await expect(page.getByTestId('client-row')).toHaveCount(0)
  })
})
