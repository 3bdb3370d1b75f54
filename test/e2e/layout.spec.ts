import { type Locator, type Page } from '@playwright/test'
import { expect, type ReadOnlyApp, test } from './fixtures'

/** The window sizes the app must work at, from the smallest window allowed to a large screen. */
const SIZES = [
  { width: 800, height: 600 },
  { width: 1024, height: 640 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const
/** A client whose record offers to look its concessions up: nothing looks them up (fixtures.ts). */
const CLIENT_NIF = 'B28055374'
/** A NIF with concessions over several years. */
const NIF_WITH_CONCESSIONS = 'B19520063'

interface Screen {
  name: string
  route: (clientId: number) => string
  /** Shown once the screen has loaded what it shows. */
  ready: string
  /** Its primary actions; `[a, b]` means whichever of the two the layout shows. */
  actions: (string | [string, string])[]
}

const HEADER = ['logout', 'environment-tag', 'open-palette', 'nav-toggle', 'nav-clients']
const SCREENS: Screen[] = [
  {
    name: 'clients',
    route: () => '/clients',
    ready: 'client-row',
    actions: ['clients-search', 'clients-sync', 'export-open', 'open-outbox', 'filter-public'],
  },
  {
    name: 'client detail',
    route: (id) => `/clients/${id}`,
    ready: 'client-name',
    actions: [
      'back-to-clients',
      'client-concessions',
      'client-simulate',
      'client-edit',
      ['export-dossier', 'client-more'],
      ['client-refresh', 'client-more'],
      // Nothing kept for it: its summary offers to look the concessions up.
      'summary-look-up',
    ],
  },
  {
    name: 'edit form',
    route: (id) => `/clients/${id}/edit`,
    ready: 'form-business_name',
    actions: ['edit-cancel', 'edit-save', 'form-business_name', 'form-nif'],
  },
  {
    name: 'concessions',
    route: () => `/concessions?nif=${NIF_WITH_CONCESSIONS}`,
    ready: 'concession-results',
    actions: ['nif-input', 'nif-search', 'export-open', 'fetched-refresh'],
  },
  {
    name: 'simulator',
    route: () => '/simulator',
    ready: 'simulator-form',
    actions: ['sim-provinces', 'sim-applicants', 'sim-actions', 'sim-run'],
  },
  {
    name: 'statuses',
    route: () => '/statuses',
    ready: 'status-groups',
    actions: ['fetched-refresh', 'export-open'],
  },
  {
    name: 'portfolio',
    route: () => '/portfolio',
    ready: 'portfolio-scope',
    actions: ['scope-all', 'portfolio-start-opportunities', 'portfolio-refresh-opportunities'],
  },
  {
    name: 'profile',
    route: () => '/profile',
    ready: 'profile-card',
    actions: ['profile-refresh'],
  },
  {
    name: 'settings',
    route: () => '/settings',
    ready: 'environment-section',
    actions: ['save-environment', 'language-en', 'theme-dark'],
  },
]

/** The element is on screen whole, once scrolled to, and nothing covers its middle. */
async function expectReachable(page: Page, element: Locator, name: string): Promise<void> {
  await expect(element, name).toBeVisible()
  await element.scrollIntoViewIfNeeded()
  const viewport = page.viewportSize()
  const box = await element.boundingBox()
  expect(box, name).not.toBeNull()
  if (!box || !viewport) return
  // Layout positions are fractional: half a pixel is rounding, not a clipped button.
  const slack = 1
  expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(-slack)
  expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(viewport.width + slack)
  expect(box.y, `${name}: top edge`).toBeGreaterThanOrEqual(-slack)
  expect(box.y + box.height, `${name}: bottom edge`).toBeLessThanOrEqual(viewport.height + slack)
  // Polled: a tooltip or a menu that is fading out may sit over it for a moment.
  const uncovered = () =>
    element.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      return hit !== null && (el.contains(hit) || hit.contains(el))
    })
  await expect.poll(uncovered, { message: `${name}: covered by something else` }).toBe(true)
}

/**
 * The actions that are not reachable at a glance, in one look at the page: each scrolled to, then
 * whole on screen and its middle not covered. Those named go through `expectReachable`, which
 * waits for them and says what is wrong.
 */
function notAtAGlance(page: Page, testIds: (string | [string, string])[]): Promise<number[]> {
  return page.evaluate((ids) => {
    const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)
    const shown = (el: HTMLElement | null): el is HTMLElement => {
      if (!el) return false
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'
    }
    const slack = 1
    return ids.flatMap((id, index) => {
      const el = typeof id === 'string' ? find(id) : [find(id[0]), find(id[1])].find(shown)
      if (!shown(el ?? null) || !el) return [index]
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' })
      const r = el.getBoundingClientRect()
      const inside =
        r.x >= -slack &&
        r.y >= -slack &&
        r.x + r.width <= window.innerWidth + slack &&
        r.y + r.height <= window.innerHeight + slack
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      const uncovered = hit !== null && (el.contains(hit) || hit.contains(el))
      return inside && uncovered ? [] : [index]
    })
  }, testIds)
}

async function visible(page: Page, testId: string | [string, string]): Promise<Locator> {
  if (typeof testId === 'string') return page.getByTestId(testId).first()
  const [first, second] = testId.map((id) => page.getByTestId(id).first())
  if (!first || !second) throw new Error('two test ids expected')
  return (await first.isVisible()) ? first : second
}

async function overflow(page: Page): Promise<{ document: number; content: number }> {
  return page.evaluate(() => {
    const doc = document.documentElement
    const main = document.querySelector('main')
    return {
      document: doc.scrollWidth - doc.clientWidth,
      content: main ? main.scrollWidth - main.clientWidth : Number.NaN,
    }
  })
}

async function findClient(page: Page, app: ReadOnlyApp): Promise<number> {
  await page.goto(app.at('/clients'))
  await expect(page.getByTestId('client-row').first()).toBeVisible()
  const found = await page.evaluate(
    (nif) => window.grants?.invoke('clients.lookup', { text: nif, limit: 1 }),
    CLIENT_NIF,
  )
  const clientId = (found as { value: { rows: { id: number }[] } }).value.rows[0]?.id ?? 0
  expect(clientId).toBeGreaterThan(0)
  return clientId
}

/** Every screen: no sideways overflow, a one-line header, every primary action in reach. */
async function checkScreens(
  page: Page,
  app: ReadOnlyApp,
  clientId: number,
  navWidth: (width: number) => void,
  size = '',
): Promise<void> {
  for (const { name, ...rest } of SCREENS) {
    const screen = { ...rest, name: `${size}${name}` }
    await page.goto(app.at(screen.route(clientId)))
    await expect(page.getByTestId(screen.ready).first(), screen.name).toBeVisible()

    expect(await overflow(page), `${screen.name}: sideways overflow`).toEqual({
      document: 0,
      content: 0,
    })
    // The header keeps one line: 56 px, its title on one line, its buttons inside it.
    const header = await page.locator('header').boundingBox()
    expect(header?.height, `${screen.name}: header height`).toBe(56)
    const title = page.getByTestId('page-title')
    const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
    expect((await title.boundingBox())?.height).toBeLessThan(lineHeight * 1.5)
    navWidth((await page.getByTestId('side-nav').boundingBox())?.width ?? 0)

    const actions = [...HEADER, ...screen.actions]
    for (const index of await notAtAGlance(page, actions)) {
      const testId = actions[index] ?? ''
      const label = typeof testId === 'string' ? testId : testId.join(' or ')
      await expectReachable(page, await visible(page, testId), `${screen.name}: ${label}`)
    }
  }
}

/** The side menu shows icons only below 1100 px, and the names beside them above. */
const WIDE_MENU = 1100

test.describe('every window size from 800×600 to 1920×1080', () => {
  for (const wide of [false, true]) {
    const sizes = SIZES.filter((size) => size.width >= WIDE_MENU === wide)
    const named = sizes.map((size) => `${size.width}×${size.height}`).join(' and ')
    test(`${named}: the main screens fit, with their actions in reach`, async ({
      page,
      shared,
    }) => {
      const clientId = await findClient(page, shared)
      for (const size of sizes) {
        await page.setViewportSize(size)
        // The page takes the new size on its next frame: the menu says when it has.
        await expect(page.getByTestId('nav-toggle')).toHaveAttribute('aria-expanded', String(wide))
        const label = `${size.width}×${size.height}, `
        await checkScreens(
          page,
          shared,
          clientId,
          (width) => {
            if (wide) expect(width, `${label}menu`).toBeGreaterThanOrEqual(200)
            else expect(width, `${label}menu`).toBeLessThanOrEqual(64)
          },
          label,
        )
      }
    })
  }

  // Opened by the user, the menu stays open (a setting): an app of its own.
  test('800×600 with the side menu opened by the user: still nothing out of reach', async ({
    page,
    signedIn,
  }) => {
    const clientId = await findClient(page, signedIn)
    await page.setViewportSize({ width: 800, height: 600 })
    await page.getByTestId('nav-toggle').click()
    await expect(page.getByTestId('nav-toggle')).toHaveAttribute('aria-expanded', 'true')
    await checkScreens(page, signedIn, clientId, (width) =>
      expect(width).toBeGreaterThanOrEqual(200),
    )
  })

  test('detail cards stack in one column in a narrow window, two in a wide one', async ({
    page,
    shared,
  }) => {
    await page.goto(shared.at('/clients'))
    await expect(page.getByTestId('client-row').first()).toBeVisible()
    await page.getByTestId('clients-search').locator('input').fill(CLIENT_NIF)
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await page.getByTestId('client-row').click()
    const left = (testId: string) =>
      page
        .getByTestId(testId)
        .boundingBox()
        .then((box) => box?.x)
    await expect(page.getByTestId('group-contact')).toBeVisible()
    expect(await left('group-contact')).toBeGreaterThan((await left('group-identification')) ?? 0)
    await page.setViewportSize({ width: 800, height: 600 })
    // Both read each time: the side menu folds up as the window narrows, moving every card.
    await expect
      .poll(async () => (await left('group-contact')) === (await left('group-identification')))
      .toBe(true)
    // The less used actions moved into «Más», and still work from there.
    await page.getByTestId('client-more').click()
    await page.getByTestId('more-export').click()
    await expect(page.getByTestId('export-dialog')).toBeVisible()
  })
})

/** Where the table shows a column: clear of the columns fixed at its left, inside its box. */
function columnInView(page: Page, key: string): Promise<{ inView: boolean; cut: boolean }> {
  return page.evaluate((column) => {
    const box = document.querySelector('[data-testid="cases-table"]')
    const cell = box?.querySelector(`th[data-column="${column}"]`)
    if (!box || !cell) return { inView: false, cut: true }
    const area = box.getBoundingClientRect()
    const fixed = Math.max(
      area.left,
      ...[...box.querySelectorAll('th.fixed')].map((th) => th.getBoundingClientRect().right),
    )
    const at = cell.getBoundingClientRect()
    // The first row's identifier: whole inside its cell, its cell where the fixed columns are.
    const ident = box.querySelector('[data-testid="case-identifier"]')
    const identCell = ident?.closest('td')
    const cut =
      !ident ||
      !identCell ||
      ident.getBoundingClientRect().right > identCell.getBoundingClientRect().right ||
      identCell.getBoundingClientRect().left < area.left - 1
    return { inView: at.left >= fixed - 1 && at.right <= area.right + 1, cut }
  }, key)
}

test('the case files list at 800×600 and 1366×768: the identifier whole and fixed, the sorted column in view', async ({
  page,
  shared,
}) => {
  const table = page.getByTestId('cases-table')
  /** Sorts by a column as a click on its title does, without scrolling to it first. */
  const sortBy = async (key: string) => {
    await page.getByTestId(`cases-sort-${key}`).evaluate((button: HTMLElement) => button.click())
    await expect(table.locator(`th[data-column="${key}"]`)).not.toHaveAttribute('aria-sort', 'none')
  }
  for (const size of [SIZES[0], SIZES[2]]) {
    await page.setViewportSize(size)
    await page.goto(shared.at('/cases'))
    await expect(page.getByTestId('case-row').first()).toBeVisible()
    const label = `${size.width}×${size.height}`
    // The table is wider than the window: scrolled to the column it is sorted by as it opens.
    const sorted =
      (await table
        .locator('th[data-column]:not([aria-sort="none"])')
        .first()
        .getAttribute('data-column')) ?? ''
    await expect
      .poll(() => columnInView(page, sorted), { message: `${label}: ${sorted}` })
      .toEqual({ inView: true, cut: false })
    expect(await overflow(page), `${label}: sideways overflow`).toEqual({ document: 0, content: 0 })
    // From the far left, sorted by the last column: the table scrolls to it, the identifier stays.
    await table.evaluate((box) => box.scrollTo({ left: 0 }))
    await sortBy('expert')
    await expect
      .poll(() => columnInView(page, 'expert'), { message: `${label}: expert` })
      .toEqual({ inView: true, cut: false })
    // From the far right, sorted by the title: the table comes back to it.
    await table.evaluate((box) => box.scrollTo({ left: box.scrollWidth }))
    await sortBy('title')
    await expect
      .poll(() => columnInView(page, 'title'), { message: `${label}: title` })
      .toEqual({ inView: true, cut: false })
  }
})
