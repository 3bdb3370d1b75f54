import { type Page } from '@playwright/test'
import { expect } from './fixtures'

/** Back to the start of the page, as after a click on nothing: the next Tab is the first stop. */
const blur = (page: Page) =>
  page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  })

/**
 * The first 40 Tab stops of the page (past the clients' toolbar to the first row), each with a
 * ring at least 2 px wide and of 3:1.
 */
export async function expectFocusRings(page: Page): Promise<void> {
  await blur(page)
  const seen = new Set<string>()
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    const ring = await page.evaluate(focusRing)
    if (!ring) continue
    seen.add(ring.control)
    expect(ring.width, `${ring.control}: ring width`).toBeGreaterThanOrEqual(2)
    expect(ring.contrast, `${ring.control}: ring contrast`).toBeGreaterThanOrEqual(3)
  }
  // Links, buttons, the search box, the filters and a row all passed the check.
  expect([...seen].sort()).toEqual(expect.arrayContaining(['A', 'BUTTON', 'DIV', 'INPUT', 'TR']))
}

/**
 * In the page: the focused control's ring (its own outline, or its naive-ui wrapper's) and the
 * contrast of its colour against the background behind it. Null when the body has the focus.
 */
function focusRing(): { control: string; width: number; contrast: number } | null {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === document.body) return null
  let host: HTMLElement | null = focused
  for (let depth = 0; host && depth < 4; depth++, host = host.parentElement) {
    if (getComputedStyle(host).outlineStyle !== 'none') break
  }
  if (!host) return { control: focused.tagName, width: 0, contrast: 0 }
  const style = getComputedStyle(host)
  const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number)
  let behind: HTMLElement | null = host.parentElement
  while (behind && rgb(getComputedStyle(behind).backgroundColor)[3] === 0) {
    behind = behind.parentElement
  }
  const background = rgb(getComputedStyle(behind ?? document.body).backgroundColor)
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const [R = 0, G = 0, B = 0] = [r, g, b].map((v) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * R + 0.7152 * G + 0.0722 * B
  }
  const [a, b] = [luminance(rgb(style.outlineColor)), luminance(background)]
  return {
    control: focused.tagName,
    width: parseFloat(style.outlineWidth),
    contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
  }
}
