import { type Page } from '@playwright/test'
import { type ClientDetail, type ClientPage } from '@shared/clients/clients'
import { formatDate, formatNumber } from '@shared/format'
import { nextAnswer } from './bridge-answers'
import {
  ADVISER,
  customEnvironment,
  expect,
  openFromMenu,
  signInAsDemo,
  signInThroughMain,
  test,
} from './fixtures'
import { message, ui } from './catalogue'

/**
 * The app against the vendor's reading of the service (SC-DIALECT-1): a sign-in and sync smoke test,
 * credits in the header and in the cost confirmations, edits the service answers without. Every other
 * dialect difference is tested in Vitest against both dialects (docs/testing.md).
 */
test.use({ dialect: 'vendor' })

/** The vendor demo service's plan for the demo adviser: 5,000 a month, 120 used, 250 extra. */
const MONTHLY = 5000
const USED = 120
const BAG = 250
const LARGE_GRANT = 'kit-digital-2026'

/** The first of next month, as the vendor demo service renews its credits. */
function renewal(): string {
  const now = new Date()
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  return formatDate(next.toISOString().slice(0, 10))
}

function header(used: number): string {
  return `Créditos: ${formatNumber(MONTHLY - used, 0)} de ${formatNumber(MONTHLY, 0)} este mes (y ${BAG} extra); se renuevan el ${renewal()}`
}

/** A client of the signed-in adviser created without a full profile (null figures). */
async function incompleteClient(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const bridge = window.grants
    if (!bridge) throw new Error('sin puente')
    const page = (await bridge.invoke('clients.query', {})) as { ok: true; value: ClientPage }
    for (const row of page.value.rows) {
      const detail = (await bridge.invoke('clients.get', { id: row.id })) as {
        ok: true
        value: ClientDetail
      }
      if (detail.value.client.employees_quantity === null) return row.id
    }
    throw new Error('ningún cliente sin perfil completo')
  })
}

test.describe('the vendor’s service', () => {
  test('signs in with the demo account, syncs the clients list and names activities by the service’s CNAE ids', async ({
    page,
    harness,
  }) => {
    await page.goto(harness.url)
    await signInAsDemo(page)
    await openFromMenu(page, 'Mi perfil')
    await expect(page.getByTestId('profile-card')).toContainText('Laura Martín')

    // The sync main starts after sign-in, then the user's own.
    await openFromMenu(page, 'Clientes')
    await expect(page.getByTestId('client-row').first()).toBeVisible()
    await expect(page.getByTestId('clients-count')).toHaveText('115 clientes')
    await expect(page.getByTestId('sync-progress')).toBeHidden()
    await page.getByTestId('clients-sync').click()
    await expect(page.getByText(/^Clientes sincronizados: 115\.$/)).toBeVisible()
    await expect(page.getByTestId('clients-count')).toHaveText('115 clientes')

    // Embutidos Molina S.L. has CNAE 1013, which this service numbers otherwise (SC-CAT-5).
    const label = '1013 · Elaboración de productos cárnicos y de volatería'
    await page.getByTestId('clients-search').locator('input').fill('embutidos molina')
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await expect(page.getByTestId('client-row')).toContainText(label)
    await page.getByTestId('filter-cnae').click()
    await page.keyboard.type('1013')
    await expect(page.locator('.n-base-select-option').filter({ hasText: label })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByTestId('client-row').click()
    await expect(page.getByTestId('field-cnaes')).toContainText(label)
  })

  test('an edit the service does not save says so on the form and waits in the outbox', async ({
    page,
    signedIn: harness,
  }) => {
    await page.goto(harness.at('/clients'))
    await expect(page.getByTestId('client-row').first()).toBeVisible()
    const id = await incompleteClient(page)
    await page.goto(harness.at(`/clients/${id}`))
    // Created without a full profile: no figures, shown as such and not as zeros.
    await expect(page.getByTestId('field-employees_quantity')).toHaveText('—')
    await expect(page.getByTestId('field-last_year_billing')).toHaveText('—')

    await page.getByTestId('client-edit').click()
    await page.getByTestId('form-notes').locator('textarea').fill('Llamar el lunes por el Kit')
    await page.getByTestId('form-employees_quantity').locator('input').fill('14')
    await page.getByTestId('edit-save').click()
    // The field named, and the others said to be saved.
    await expect(page.getByTestId('not-saved')).toHaveText(
      `${ui((t) => t.clients.edit.notSaved, { fields: 'Notas' })} ${ui((t) => t.clients.edit.notSavedHelp, { count: 2 })}`,
    )
    await expect(page.getByText('Guardado.', { exact: true })).toBeHidden()
    await expect(page.getByTestId('form-notes')).toContainText(
      ui((t) => t.clients.edit.notSavedField),
    )

    await page.getByTestId('edit-cancel').click()
    await expect(page.getByTestId('field-employees_quantity')).toHaveText('14')
    await expect(page.getByTestId('client-not-saved')).toContainText(
      'El servicio no ha guardado: Notas.',
    )

    await openFromMenu(page, 'Clientes')
    await page.getByTestId('outbox-badge').click()
    const entry = page.getByTestId('outbox-entry-failed')
    await expect(entry).toContainText('No guardado')
    await expect(entry.getByTestId('outbox-failure')).toHaveText(
      message('error.not_saved.fields_ignored', { fields: 'notes' }),
    )
    // «Reintentar»: sent again; this service ignores notes, so it stays.
    const retried = nextAnswer(page, 'outbox.retry')
    await entry.getByTestId('outbox-retry').click()
    await retried
    await expect(page.getByText('Cambio enviado de nuevo.')).toBeVisible()
    await expect(page.getByTestId('outbox-entry-failed')).toHaveCount(1)
    await entry.getByTestId('outbox-discard').click()
    await page.getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.getByTestId('outbox-entry-failed')).toHaveCount(0)
  })

  // The header's credits after signing in, and after a paid answer.
  test('the header shows the credits, a paid page updates them, and a large search asks in credits, saying how many are left', async ({
    page,
    harness,
    anotherDemoService,
  }) => {
    const demoService = await anotherDemoService({ concessions: 60_000 })
    await signInThroughMain(harness, ADVISER, customEnvironment(demoService.url))
    await page.goto(harness.at('/concessions'))
    await expect(page.getByTestId('header-credits')).toHaveText(header(USED))
    await page
      .getByTestId('concessions-tabs')
      .getByText('Por convocatoria', { exact: true })
      .click()
    const answer = nextAnswer(page, 'concessions.search')
    await page.getByTestId('grant-input').locator('input').fill(LARGE_GRANT)
    await page.getByTestId('grant-search').click()
    const first = await answer
    const remaining = first.requestsForAll - 1
    expect(remaining).toBeGreaterThan(20)
    // Page 1 was paid for: the header shows it.
    await expect(page.getByTestId('header-credits')).toHaveText(header(USED + 1))
    await page.getByTestId('concessions-load-all').click()
    const warning = page.getByRole('dialog').filter({ hasText: 'créditos' })
    await expect(warning).toContainText(
      `Esto hace hasta ${remaining} consultas al servicio, que pueden usar hasta ${remaining} créditos; le quedan ${formatNumber(MONTHLY - USED - 1 + BAG, 0)}. ¿Continuar?`,
    )
    await page.getByTestId('cancel-requests').click()
    await expect(warning).toBeHidden()
  })
})
