import { type Page, type Request, type TestInfo } from '@playwright/test'
import { CNAE_CLASSES } from '@shared/catalogues/cnae'
import { COMMUNITIES } from '@shared/catalogues/communities'
import { PROVINCES } from '@shared/catalogues/provinces'
import { spanishIn } from '../support/spanish-text'
import { expectAccessible } from './axe-check'
import { INVOKE_PATH } from './bridge-answers'
import { expect } from './fixtures'

/**
 * The English walk's check: any Spanish word or character on a screen that is not data fails it.
 * Data is what the service and the app's catalogues hold (client and grant names, provinces, CNAE
 * titles, the service's own words): every string main answered the page with, except main's own
 * sentences (`message`), plus the shared catalogues the screens read directly.
 */

/** What may stay Spanish in an English screen, and why. */
const ALLOWED = [
  // The language picker names each language in its own tongue.
  'Español',
]

/** Fields of main's answers that hold the app's own words, which must be English too. */
const APP_WORDS = new Set(['message', 'header'])

/** Strings main answered the page with: data, not the app's words. */
export class SeenData {
  private readonly strings = new Set<string>()
  /** Calls sent since the watch began and not yet read back. */
  readonly inFlight = new Set<Request>()

  constructor() {
    for (const province of PROVINCES) this.add(province.name, province.displayName)
    for (const community of COMMUNITIES) this.add(community.name, community.displayName)
    for (const cnae of CNAE_CLASSES) this.add(cnae.title)
  }

  add(...values: string[]): void {
    for (const value of values) if (value.trim().length >= 3) this.strings.add(value.trim())
  }

  /**
   * Every string leaf of an answer but the app's own words (main's sentences, the export
   * columns' headers) and identifiers (`status`, `network`, a column's key), which are not shown
   * as they are.
   */
  collect(value: unknown, key = ''): void {
    if (typeof value === 'string') {
      if (!APP_WORDS.has(key) && !/^[a-z][a-z0-9_.-]*$/.test(value)) this.add(value)
    } else if (Array.isArray(value)) {
      for (const item of value) this.collect(item)
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) this.collect(v, k)
    }
  }

  /**
   * The text without the data it quotes, as whole words, longest first (a name may contain a
   * shorter one).
   */
  strip(text: string): string {
    let rest = text
    for (const value of [...this.strings].sort((a, b) => b.length - a.length)) {
      if (!rest.includes(value)) continue
      const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      rest = rest.replace(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'gu'), ' ')
    }
    for (const allowed of ALLOWED) rest = rest.split(allowed).join(' ')
    return rest
  }
}

const isCall = (url: string) => new URL(url).pathname === INVOKE_PATH

export function watchAnswers(page: Page): SeenData {
  const data = new SeenData()
  // Only calls sent after the watch began: an answer to one sent before it is not waited for.
  page.on('request', (request) => {
    if (isCall(request.url())) data.inFlight.add(request)
  })
  page.on('requestfailed', (request) => {
    data.inFlight.delete(request)
  })
  page.on('response', (response) => {
    const request = response.request()
    if (!data.inFlight.has(request)) return
    void response
      .json()
      .then((answer: unknown) => data.collect(answer))
      .catch(() => undefined)
      .finally(() => data.inFlight.delete(request))
  })
  return data
}

/** Every text a person can see or hear on the page: text, placeholders, labels, tooltips. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element | null): boolean => {
      if (!element || !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
        return false
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0
    }
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const parent = node.parentElement
      if (text && parent && !['SCRIPT', 'STYLE'].includes(parent.tagName) && shown(parent))
        texts.push(text)
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!shown(element)) continue
      for (const attribute of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(attribute)?.trim()
        if (value) texts.push(value)
      }
    }
    return texts
  })
}

/** Fails naming each Spanish text on the screen that is not data; keeps a screenshot of it. */
export async function expectEnglish(
  page: Page,
  data: SeenData,
  screen: string,
  testInfo: TestInfo,
): Promise<void> {
  // Every answer the screen asked for has arrived and been read as data.
  await expect.poll(() => data.inFlight.size, { intervals: [10] }).toBe(0)
  const offending = (await visibleTexts(page))
    .map((text) => ({ text, spanish: spanishIn(data.strip(text)) }))
    .filter(({ spanish }) => spanish.length > 0)
    .map(({ text, spanish }) => `«${text}» (${spanish.join(', ')})`)
  if (offending.length > 0) {
    const path = testInfo.outputPath(`${screen}.png`)
    await page.screenshot({ path, fullPage: true })
    await testInfo.attach(screen, { path, contentType: 'image/png' })
  }
  expect.soft(offending, `Spanish on «${screen}»`).toEqual([])
}

/**
 * An English screen in the dark theme: no Spanish that is not data, and no serious or critical axe
 * violation (the dark theme's colours, the English names); a dialog or a drawer `within` itself.
 */
export async function expectEnglishAndAccessible(
  page: Page,
  data: SeenData,
  screen: string,
  testInfo: TestInfo,
  within?: string,
): Promise<void> {
  await expectEnglish(page, data, screen, testInfo)
  await expectAccessible(page, `${screen} (dark, en)`, testInfo, {
    walk: false,
    ...(within ? { within } : {}),
  })
}
