import { type Locator, type Page } from '@playwright/test'
import { formatDate, formatEuros } from '@shared/format'
import { normalizeTaxId } from '@shared/tax-id'
import { nextAnswer, recordCalls } from './bridge-answers'
import { expect, openFromMenu, test } from './fixtures'
import { ui } from './catalogue'

/** A client of the demo adviser whose profile (SC-SIM-2) matches more than one page of calls. */
const CLIENT = 'Servicios Informáticos García S.L.U.'
/** Our description pages the simulator by 10 (SC-SIM-2); the vendor's one page of at most 20 is
 * test/integration/clients/dialects.test.ts's. */
const PAGE_SIZE = 10

/** Nothing in the element is cut: it and every box inside fit their content, across and down. */
function uncut(locator: Locator): Promise<boolean> {
  return locator.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))].every(
      (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
    ),
  )
}

/** Opens the record of the only client the search finds; resolves with what the screen got. */
async function openClient(page: Page, search: string, name: string) {
  await expect(page.getByTestId('client-row').first()).toBeVisible()
  await page.getByTestId('clients-search').locator('input').fill(search)
  await expect(page.getByTestId('client-row')).toHaveCount(1)
  const detail = nextAnswer(page, 'clients.get')
  await page.getByTestId('client-row').click()
  await expect(page.getByTestId('client-name')).toHaveText(name)
  return (await detail).client
}

test.describe('simulator', () => {
  test('«Simular para este cliente» fills the form from the client; «Cargar más» adds a page where the service pages', async ({
    page,
    shared,
  }) => {
    await page.goto(shared.at('/clients'))
    const client = await openClient(page, 'servicios informaticos garcia', CLIENT)

    const first = nextAnswer(page, 'simulator.run')
    await page.getByTestId('client-simulate').click()
    const result = await first
    await expect(page.getByTestId('page-title')).toHaveText('Simulador')
    const profile = [client.province, client.applicant_types, client.action_items].map((ids) =>
      ids.join(','),
    )
    expect(profile.every((ids) => ids !== '')).toBe(true)
    expect(new URL(page.url()).hash).toBe(
      `#/simulator?provinces=${profile[0]}&applicants=${profile[1]}&actions=${profile[2]}&client=${client.id}`,
    )
    await expect(page.getByTestId('sim-provinces')).toContainText('Valencia')
    await expect(page.getByTestId('sim-applicants')).toContainText('Pyme')
    const firstRow = page.getByTestId('opportunity-row').first()
    const opportunity = result.rows[0]
    if (!opportunity) throw new Error('no opportunities')
    await expect(firstRow).toContainText(opportunity.formatted_title)
    await expect(firstRow).toContainText(opportunity.status_text)
    await expect(firstRow).toContainText(formatEuros(opportunity.total_amount))
    await expect(firstRow).toContainText(opportunity.scope)

    expect(result.count).toBeGreaterThan(PAGE_SIZE)
    expect(result.rows).toHaveLength(PAGE_SIZE)
    await expect(page.getByTestId('sim-count')).toHaveText(
      `${PAGE_SIZE} de ${result.count} oportunidades`,
    )
    const more = nextAnswer(page, 'simulator.run')
    await page.getByTestId('sim-more').click()
    const next = await more
    const shown = Math.min(result.count, 2 * PAGE_SIZE)
    expect(next.rows).toHaveLength(shown)
    expect(next.rows.slice(0, PAGE_SIZE)).toEqual(result.rows)
    await expect(page.getByTestId('sim-count')).toHaveText(
      `${shown} de ${result.count} oportunidades`,
    )
    if (next.complete) await expect(page.getByTestId('sim-more')).toBeHidden()
    const loaded = next.rows
    const last = loaded.at(-1)
    if (!last) throw new Error('no rows')
    await page.getByTestId('sim-filter').locator('input').fill(last.formatted_title.slice(0, 30))
    await expect(page.getByTestId('opportunity-row').first()).toContainText(last.formatted_title)

    // Our description's opportunities carry no grant id: «Detalle» gives the summary alone, by slug.
    await page.getByTestId('opportunity-row').first().getByTestId('grant-detail-open').click()
    await expect(page.getByTestId('grant-slug-only')).toBeVisible()
    await expect(page.getByTestId('grant-public-page')).toHaveCount(0)
    await page.getByTestId('grant-section-header-details').click()
    await page.getByTestId('grant-load').click()
    await expect(page.getByTestId('grant-panel-title')).toHaveText(last.formatted_title)
    await expect(page.getByTestId('grant-data-details')).toContainText('Organismo convocante')
  })

  test('a client is simulated where it works too, asked once; the form says where each province comes from, and «←» leads back (SC-SIM-3)', async ({
    page,
    signedIn: harness,
  }) => {
    await page.goto(harness.at('/clients'))
    const { id } = await openClient(page, 'servicios informaticos garcia', CLIENT)
    // On the service it now works in Alicante too, beside Valencia where it is.
    harness.demo.state.updateClient(id, { province: [46], provinces_to_work: [46, 3] })
    await page.getByTestId('client-refresh').click()
    await expect(page.getByText(ui((t) => t.clients.detail.refreshed))).toBeVisible()

    const calls = recordCalls(page, 'simulator.run')
    const answer = nextAnswer(page, 'simulator.run')
    await page.getByTestId('client-simulate').click()
    await answer
    expect(calls).toMatchObject([{ profile: { province: [3, 46] } }])
    expect(new URL(page.url()).hash).toContain(`provinces=3,46&`)
    await expect(page.getByTestId('sim-provinces')).toContainText('Alicante')
    await expect(page.getByTestId('sim-provinces')).toContainText('Valencia')
    await expect(page.getByTestId('sim-client-provinces')).toHaveText(
      ui((t) => t.simulator.clientProvinces.both, { home: 'Valencia', work: 'Alicante' }),
    )

    const back = page.getByTestId('back-to-client')
    await expect(back).toHaveText(`← ${CLIENT}`)
    await expect(back).toHaveAccessibleName(ui((t) => t.clients.backTo, { name: CLIENT }))
    await back.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('client-name')).toHaveText(CLIENT)
  })

  test('«Ya recibida» from the concessions looked up, never asked for it; «Ocultar las ya recibidas» hides them (SC-SIM-5)', async ({
    page,
    signedIn: harness,
  }) => {
    await page.goto(harness.at('/clients'))
    const { id } = await openClient(page, 'servicios informaticos garcia', CLIENT)
    const first = nextAnswer(page, 'simulator.run')
    await page.getByTestId('client-simulate').click()
    const { rows } = await first
    // None of its concessions are stored yet: said so, nothing marked.
    await expect(page.getByTestId('sim-received-unknown')).toContainText(
      ui((t) => t.received.notStored),
    )
    await expect(page.getByTestId('received-tag')).toHaveCount(0)

    // A grant of the list that has concessions: its beneficiaries, looked up from its row.
    const state = harness.demo.state
    const grant = rows.find((row) => {
      const known = state.grantBySlug(row.slug)
      return known !== undefined && state.concessions.ofGrant(known).length > 0
    })
    if (!grant) throw new Error('ninguna convocatoria con concesiones')
    const search = nextAnswer(page, 'concessions.search')
    await page.getByTestId('opportunity-grant').filter({ hasText: grant.formatted_title }).click()
    const found = await search
    if (found.kind !== 'grant') throw new Error('se esperaba una búsqueda por convocatoria')
    const [someone] = found.rows
    if (!someone) throw new Error('sin concesiones')
    const nif = normalizeTaxId(someone.beneficiary_cif)
    const latest =
      found.rows
        .filter((row) => normalizeTaxId(row.beneficiary_cif) === nif)
        .map((row) => row.concession_date ?? '')
        .sort()
        .at(-1) ?? ''

    // The client is that beneficiary now: its record brings the NIF from the service.
    state.updateClient(id, { nif })
    await page.goBack()
    await page.getByTestId('back-to-client').click()
    await page.getByTestId('client-refresh').click()
    await expect(page.getByText(ui((t) => t.clients.detail.refreshed))).toBeVisible()
    const calls = recordCalls(page, 'simulator.run')
    const paid = () => harness.demo.control.requests.filter((r) => /\/funds\//.test(r.path)).length
    const before = paid()
    const marked = nextAnswer(page, 'simulator.run')
    await page.getByTestId('client-simulate').click()
    await marked
    expect(calls).toMatchObject([{ nif }])
    expect(paid()).toBe(before)

    const row = page.getByTestId('opportunity-row').filter({ hasText: grant.formatted_title })
    await expect(row.getByTestId('received-tag')).toHaveText(
      latest === ''
        ? ui((t) => t.received.tagUndated)
        : ui((t) => t.received.tag, { date: formatDate(latest) }),
    )
    const received = await page.getByTestId('received-tag').count()
    const hide = page.getByTestId('sim-hide-received')
    await expect(hide).toHaveAccessibleName(ui((t) => t.received.hide, { n: received }))
    await page.getByText(ui((t) => t.received.hide, { n: received })).click()
    await expect(hide).toHaveAttribute('aria-checked', 'true')
    await expect(row).toHaveCount(0)
    await expect(page.getByTestId('received-tag')).toHaveCount(0)
    await hide.focus()
    await page.keyboard.press('Space')
    await expect(hide).toHaveAttribute('aria-checked', 'false')
    await expect(row).toHaveCount(1)
  })

  test('the simulation for a client says whose it is until another profile runs; its actions are readable tags and no status is cut; at 800×600 and at 1920×1080 «←», where the provinces come from and the switch are in reach, nothing sideways', async ({
    page,
    shared,
  }) => {
    await page.goto(shared.at('/clients'))
    const client = await openClient(page, 'servicios informaticos garcia', CLIENT)
    expect(client.action_items.length).toBeGreaterThan(2)
    const ran = nextAnswer(page, 'simulator.run')
    await page.getByTestId('client-simulate').click()
    const result = await ran
    await expect(page.getByTestId('sim-heading')).toHaveText(`Resultados para ${CLIENT}`)

    // Every chosen action is a readable tag; none hides behind a «+N» chip.
    const tags = page.getByTestId('sim-actions').locator('.n-tag')
    await expect(tags).toHaveCount(client.action_items.length)
    await expect(page.getByTestId('sim-actions')).not.toContainText(/\+\d/)
    for (const tag of await tags.all()) await expect(tag).not.toHaveText(/^#\d+$/)
    const statusCells = page.getByTestId('opportunity-row').locator('td:nth-child(2)')
    await expect(statusCells.first()).toHaveText(result.rows[0]?.status_text ?? '')
    for (const cell of await statusCells.all()) expect(await uncut(cell)).toBe(true)

    for (const size of [
      { width: 800, height: 600 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size)
      // The page takes the new size on its next frame: the menu says when it has.
      await expect(page.getByTestId('nav-toggle')).toHaveAttribute(
        'aria-expanded',
        String(size.width >= 1100),
      )
      const sideways = await page.evaluate(() => {
        const main = document.querySelector('main')
        return [
          document.documentElement.scrollWidth - document.documentElement.clientWidth,
          main ? main.scrollWidth - main.clientWidth : Number.NaN,
        ]
      })
      expect(sideways, `${size.width}×${size.height}`).toEqual([0, 0])
      for (const testId of [
        'back-to-client',
        'sim-client-provinces',
        'sim-hide-received',
        'sim-received-unknown',
        'export-open',
      ]) {
        const element = page.getByTestId(testId)
        await element.scrollIntoViewIfNeeded()
        const box = await element.boundingBox()
        expect(box, testId).not.toBeNull()
        expect((box?.x ?? 0) + (box?.width ?? 0), testId).toBeLessThanOrEqual(size.width + 1)
        expect(box?.x ?? -1, testId).toBeGreaterThanOrEqual(0)
      }
    }

    // Back from another screen, the results still say whose they are; another profile's are not.
    await page.setViewportSize({ width: 1280, height: 720 })
    await openFromMenu(page, 'Concesiones')
    await openFromMenu(page, 'Simulador')
    await expect(page.getByTestId('sim-heading')).toHaveText(`Resultados para ${CLIENT}`)
    await page.getByTestId('sim-applicants').locator('.n-tag .n-base-close').first().click()
    await page.getByTestId('sim-run').click()
    await expect(page.getByTestId('sim-heading')).toHaveText('Resultados')
  })
})
