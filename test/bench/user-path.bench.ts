import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium'
import { startDemoServiceProcess } from './demo-service-process'
import { startHarnessProcess } from './harness-process'
import { busyCore } from './busy-core'
import { ADMIN, PASSWORD, warmAdminPages } from './demo-admin'
import { atMost, type Figure, quantile, round } from './figures'

export const name =
  'El camino del usuario: del inicio de sesión a la lista de 70.000 clientes, y cada tecla después'

const LATENCY_MS = 25
/** The administrator of platform 1 sees some 72 % of them: about 72,000. */
const SEEDED = 100_000
/** When keys are pressed, in seconds after the list first shows its full count. */
const MOMENTS = [0.5, 2, 5, 10]
/** A word typed then erased: each key press a search of its own. */
const KEYS = ['g', 'a', 'r', 'Backspace', 'Backspace', 'Backspace']

/**
 * Notes in the page each change of the list's count, each key press and the click on «Entrar»,
 * with its time (run in the page, where `document` is; this file is typed for Node).
 */
const WATCH = `
  globalThis.counts = []
  globalThis.keys = []
  globalThis.signIn = null
  document.addEventListener('keydown', () => globalThis.keys.push(performance.now()), true)
  document.addEventListener('click', (event) => {
    if (event.target.closest?.('[data-testid="login-submit"]')) globalThis.signIn = performance.now()
  }, true)
  const note = () => {
    const text = document.querySelector('[data-testid="clients-count"]')?.textContent ?? ''
    if (globalThis.counts.at(-1)?.[1] !== text) globalThis.counts.push([performance.now(), text])
  }
  new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true })
`

interface Watched {
  counts: [at: number, text: string][]
  keys: number[]
  signIn: number | null
}
const countOf = (text: string) => Number(text.replace(/\D/g, '') || '0')

/**
 * Waits in the page for the next painted rows, from the next key press: armed before the key, so
 * that between the key and the paint the page runs nothing of the driver's. Told by an observer,
 * not by polling: a timer every few milliseconds would run in the thread that paints, and be
 * measured with it. (A string: a function would be sent with helpers the compiler adds around
 * named functions, which the page lacks.)
 */
const NEXT_PAINT = `new Promise((resolve) => {
  const before = performance.getEntriesByName('clients:filter:painted', 'mark').length
  const keys = globalThis.keys.length
  const observer = new PerformanceObserver(() => {
    const marks = performance.getEntriesByName('clients:filter:painted', 'mark')
    const pressed = globalThis.keys[keys]
    if (marks.length <= before || pressed === undefined) return
    observer.disconnect()
    globalThis.paintArmed = false
    resolve((marks.at(-1)?.startTime ?? pressed) - pressed)
  })
  observer.observe({ type: 'mark' })
  globalThis.paintArmed = true
})`

/** Presses a key in the search, and waits for the rows it asked for to be painted. */
async function keyToPaint(page: Page, key: string): Promise<number> {
  const painted = page.evaluate<number>(NEXT_PAINT)
  // Awaited below; a failure before then (the key's) is the one reported.
  painted.catch(() => undefined)
  await page.waitForFunction('globalThis.paintArmed === true')
  await page.getByTestId('clients-search').locator('input').press(key)
  return painted
}

async function measure(label: string): Promise<Figure[]> {
  const demo = await startDemoServiceProcess({ clients: SEEDED, latencyMs: 0 })
  const harness = await startHarnessProcess()
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    await warmAdminPages(demo)
    await demo.setLatency(LATENCY_MS)
    const page = await browser.newPage({
      viewport: { width: 1366, height: 768 },
      locale: 'es-ES',
      reducedMotion: 'reduce',
    })
    await page.addInitScript({ content: WATCH })
    await page.goto(harness.url)
    await page.getByText('Entorno: Demostración local').click()
    await page.getByTestId('preset-custom').click()
    await page.getByLabel('Dirección de producción').fill(demo.url)
    await page.getByLabel('Dirección de pruebas (inicio de sesión y simulador)').fill(demo.url)
    await page.getByTestId('login-email').locator('input').fill(ADMIN)
    await page.getByTestId('login-password').locator('input').fill(PASSWORD)
    const cpuBefore = await harness.cpuSeconds()
    await page.getByTestId('login-submit').click()
    await page.getByTestId('clients-search').waitFor()
    // From the click as the page received it: not the driver's checks before it clicks (some 50 ms).
    const clicked = await page.evaluate(() => (globalThis as unknown as Watched).signIn)
    if (clicked === null) throw new Error('La página no recibió el clic en «Entrar»')

    // The keys at each moment after the list first showed a count that no sync adds to.
    const samples = new Map<number, number[]>()
    let shownAt: number | null = null
    const total = async () => {
      return page.evaluate(() => (globalThis as unknown as Watched).counts)
    }
    for (;;) {
      const syncing = await page.getByTestId('sync-progress').count()
      const counts = await total()
      const last = counts.at(-1)
      if (syncing === 0 && last && countOf(last[1]) > 0) {
        shownAt = counts.find(([, text]) => countOf(text) === countOf(last[1]))?.[0] ?? last[0]
        break
      }
      // The time is the page's own record (WATCH): a slower look only notices it later.
      await page.waitForTimeout(100)
    }
    const cpuSignIn = (await harness.cpuSeconds()) - cpuBefore
    for (const moment of MOMENTS) {
      const now = await page.evaluate(() => performance.now())
      const wait = shownAt + moment * 1000 - now
      if (wait > 0) await page.waitForTimeout(wait)
      const times: number[] = []
      for (const key of KEYS) times.push(await keyToPaint(page, key))
      samples.set(moment, times)
    }
    await harness.idle()
    const after: number[] = []
    for (const key of [...KEYS, ...KEYS]) after.push(await keyToPaint(page, key))
    const timeline = await total()
    // BENCH_TRACE=1: how the count moved, from the click on «Entrar», and every key's time.
    if (process.env['BENCH_TRACE']) {
      for (const [at, text] of timeline)
        process.stderr.write(`${((at - clicked) / 1000).toFixed(2)} s  ${text}\n`)
      for (const [moment, times] of samples)
        process.stderr.write(
          `teclas a ${moment} s: ${times.map((ms) => ms.toFixed(1)).join(' ')}\n`,
        )
      process.stderr.write(`teclas al final: ${after.map((ms) => ms.toFixed(1)).join(' ')}\n`)
    }
    const shownCount = countOf(timeline.at(-1)?.[1] ?? '')
    return [
      { metric: `${label}: clientes del administrador`, value: shownCount, unit: 'clientes' },
      {
        metric: `${label}: inicio de sesión hasta la lista con todos`,
        value: round((shownAt - clicked) / 1000, 2),
        unit: 's',
        ...atMost(4, 's'),
      },
      {
        metric: `${label}: CPU del proceso de main hasta la lista con todos`,
        value: round(cpuSignIn, 2),
        unit: 's',
      },
      ...MOMENTS.map((moment) => ({
        metric: `${label}: tecla hasta filas pintadas a ${moment} s, p95 (${KEYS.length} teclas)`,
        value: round(quantile(samples.get(moment) ?? [], 0.95), 1),
        unit: 'ms',
        ...atMost(50, 'ms'),
      })),
      {
        metric: `${label}: tecla hasta filas pintadas, acabado el trabajo de fondo, p95`,
        value: round(quantile(after, 0.95), 1),
        unit: 'ms',
        ...atMost(50, 'ms'),
      },
    ]
  } finally {
    await browser.close()
    await harness.stop()
    await demo.stop()
  }
}

export async function run(): Promise<Figure[]> {
  const figures = await measure('Equipo libre')
  const burner = busyCore()
  try {
    figures.push(...(await measure('Un núcleo ocupado')))
  } finally {
    await burner.stop()
  }
  return figures
}
