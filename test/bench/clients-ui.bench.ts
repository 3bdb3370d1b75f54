// `performance` is the global one here: the functions passed to page.evaluate run in the page.
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium'
import { startHarness } from '../harness/server'
import { below, type Figure, quantile, round } from './figures'
import { indexesBuilt } from './indexes-built'

export const name =
  'Clientes en pantalla: de la búsqueda a las filas pintadas (unas 10.000 y 70.000 filas)'

// The admin sees about 72 % of the seeded clients: these put some 10,000 and 72,000 in her table.
const CASES = [
  { label: '10.000', clients: 14_000 },
  { label: '70.000', clients: 100_000 },
]
const ADMIN = 'admin@demo.grantsdesk.es'
/** Narrow and broad searches; '' brings back the whole list, the heaviest repaint. */
const QUERIES = [
  'garcia',
  'a',
  'madrid',
  '',
  'talleres',
  'sl',
  'construcciones del',
  'e',
  'b28',
  'fundacion',
  '',
  'martinez lopez',
  'bodegas',
  'graficas',
  'x',
  'asesoria',
  'sevilla',
  '',
  'cooperativa',
  'hermanos',
  'o',
  'transportes',
  'agro',
  'gestion',
  '',
  'maria',
  'inmobiliaria',
  '4',
  'zzzz',
  '',
]
const WARM_UP = ['prueba', 'pr', '']

const measures = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByName('clients:filter', 'measure').map((entry) => entry.duration),
  )

const shownCount = async (page: Page) =>
  Number((await page.getByTestId('clients-count').innerText()).replace(/\D/g, '') || '0')

/** Types one search and waits for the view's own «filter to paint» measure. */
async function searchAndMeasure(page: Page, text: string): Promise<{ ms: number; rows: number }> {
  const before = (await measures(page)).length
  await page.getByTestId('clients-search').locator('input').fill(text)
  await page.waitForFunction(
    (n) => performance.getEntriesByName('clients:filter', 'measure').length > n,
    before,
  )
  const all = await measures(page)
  return { ms: all[all.length - 1] ?? Number.NaN, rows: await shownCount(page) }
}

/** The renderer's JS heap after a full collection (Chrome DevTools Protocol). */
async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize / 2 ** 20
  } finally {
    await cdp.detach()
  }
}

async function measureCase(c: (typeof CASES)[number]): Promise<Figure[]> {
  const harness = await startHarness({
    demoService: { clients: c.clients },
    quiet: true,
  })
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 820 }, locale: 'es-ES' })
    await page.goto(harness.url)
    await page.getByTestId(`use-${ADMIN}`).click()
    const signedIn = performance.now()
    await page.getByTestId('login-submit').click()
    await page.getByTestId('header-user').waitFor()
    // The background replay and full sync main starts after sign-in.
    await harness.services.idle()
    const syncMs = performance.now() - signedIn
    // What is measured is the list as it stays: its text indexes are built after the sync.
    await indexesBuilt(harness.userDataDir)

    const opened = performance.now()
    await page.getByRole('navigation').getByText('Clientes').click()
    await page.getByTestId('client-row').first().waitFor()
    const firstPaintMs = performance.now() - opened
    const total = await shownCount(page)

    for (const text of WARM_UP) await searchAndMeasure(page, text)
    const samples: number[] = []
    const full: number[] = []
    for (const text of QUERIES) {
      const { ms, rows } = await searchAndMeasure(page, text)
      samples.push(ms)
      if (rows === total) full.push(ms)
    }
    // The whole list on screen, scrolled through: what the renderer holds with it.
    if ((await page.getByTestId('clients-search').locator('input').inputValue()) !== '') {
      await searchAndMeasure(page, '')
    }
    const table = page.getByTestId('clients-table')
    for (const fraction of [0.25, 0.5, 0.75, 1]) {
      await table.evaluate((el: { scrollTop: number; scrollHeight: number }, f) => {
        el.scrollTop = el.scrollHeight * f
      }, fraction)
      await page.getByTestId('client-row').last().waitFor()
    }
    const heap = await heapMb(page)
    const at = `${c.label} filas`
    return [
      { metric: `${at}: clientes del administrador en la réplica`, value: total, unit: 'filas' },
      {
        metric: `${at}: inicio de sesión hasta la sincronización completa`,
        value: round(syncMs / 1000, 2),
        unit: 's',
      },
      {
        metric: `${at}: abrir «Clientes» hasta ver filas (sin marca del navegador)`,
        value: round(firstPaintMs, 1),
        unit: 'ms',
      },
      {
        metric: `${at}: búsqueda hasta filas pintadas, p50 (${samples.length} búsquedas)`,
        value: round(quantile(samples, 0.5), 1),
        unit: 'ms',
      },
      {
        metric: `${at}: búsqueda hasta filas pintadas, p95`,
        value: round(quantile(samples, 0.95), 1),
        unit: 'ms',
        ...below(50, 'ms'),
      },
      {
        metric: `${at}: búsqueda hasta filas pintadas, máximo`,
        value: round(Math.max(...samples), 1),
        unit: 'ms',
      },
      {
        metric: `${at}: búsquedas que devuelven todas las filas, p50 (${full.length})`,
        value: round(quantile(full, 0.5), 1),
        unit: 'ms',
      },
      {
        metric: `${at}: heap JS del renderer con la lista entera (tras GC)`,
        value: round(heap, 1),
        unit: 'MiB',
        ...below(100, 'MiB'),
      },
    ]
  } finally {
    await browser.close()
    await harness.close()
  }
}

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = []
  for (const c of CASES) figures.push(...(await measureCase(c)))
  return figures
}
