import AxeBuilder from '@axe-core/playwright'
import { type Page, type TestInfo } from '@playwright/test'
import { expect, settled } from './fixtures'
import { unreachedControls } from './keyboard-reach'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])
/** axe's best practices for the page's outline: none of them may fail, whatever its impact. */
const STRUCTURE_RULES = new Set([
  'region',
  'landmark-one-main',
  'page-has-heading-one',
  'heading-order',
])
/** How many of a violation's elements the failure names. */
const SHOWN_NODES = 3
/**
 * What AxeBuilder evaluates in a page that already has axe-core: nothing. It evaluates axe-core's
 * source (half a megabyte) twice per check otherwise, some 100–250 ms each time; a page keeps the
 * axe its first check put there until it navigates.
 */
const AXE_ALREADY_THERE = 'void 0'

/**
 * WCAG 2.1 A and AA with axe-core: the serious and critical violations on the page, or within
 * `include`. The app has no frames, so axe runs in the page itself (legacy mode): the default mode
 * opens another page to gather the frames' results, which costs more than the check.
 */
export async function axeViolations(
  page: Page,
  options: { include?: string; structure?: boolean } = {},
): Promise<string[]> {
  await settled(page, options.include)
  const loaded = await page.evaluate('typeof window.axe === "object"')
  let builder = new AxeBuilder(loaded ? { page, axeSource: AXE_ALREADY_THERE } : { page })
    .setLegacyMode(true)
    .withTags(WCAG_TAGS)
  if (options.include) builder = builder.include(options.include)
  // A toast fades out on its own: checked halfway, its text would be too faint; its colours are
  // the theme's, which palette.test.ts checks.
  else builder = builder.exclude('.n-message-container')
  if (options.structure)
    builder = builder.options({
      rules: Object.fromEntries([...STRUCTURE_RULES].map((id) => [id, { enabled: true }])),
    })
  const results = await builder.analyze()
  return results.violations
    .filter(
      (violation) => STRUCTURE_RULES.has(violation.id) || BLOCKING.has(violation.impact ?? ''),
    )
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, SHOWN_NODES)
        .map((node) => node.target.join(' '))
        .join(' | ')
      return `${violation.id} (${violation.impact}), ${violation.nodes.length} elements: ${targets}`
    })
}

/**
 * A screen as a whole: no serious or critical axe violation, its outline whole (one main landmark
 * holding the content, one level-1 heading, headings in order) and, with `walk`, every control
 * reached by Tab or Shift+Tab (once per screen: it does not change with the theme). A dialog or a
 * drawer is checked `within` its element, over a screen checked just before. Soft: the test goes
 * on to its next screen, and the failure names this one, with a screenshot.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  testInfo: TestInfo,
  { walk, within }: { walk: boolean; within?: string },
): Promise<void> {
  const violations = await axeViolations(page, within ? { include: within } : { structure: true })
  // A dialog's title is a level-2 heading: the screen's own title stays the only level-1 one.
  const titles = await page.getByRole('heading', { level: 1 }).count()
  if (titles !== 1) violations.push(`${titles} level-1 headings instead of one`)
  if (walk)
    for (const control of await unreachedControls(page))
      violations.push(`${control}: no Tab or Shift+Tab reaches it`)
  if (violations.length > 0) {
    const path = testInfo.outputPath(`${screen}.png`)
    await page.screenshot({ path, fullPage: true })
    await testInfo.attach(screen, { path, contentType: 'image/png' })
  }
  expect
    .soft(violations, `serious or critical axe violations, or a broken outline, on «${screen}»`)
    .toEqual([])
}
