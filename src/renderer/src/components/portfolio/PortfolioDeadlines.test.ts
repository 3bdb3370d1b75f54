// @vitest-environment happy-dom
// Before naive-ui loads: its tables' virtual lists draw every row.
import '../../../../../test/support/tall-list'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type Deadline } from '@shared/portfolio/portfolio'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, settle } from '../../../../../test/support/fake-bridge'
import { usePortfolioStore } from '../../stores/portfolio-store'
import PortfolioDeadlines from './PortfolioDeadlines.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
afterAll(() => bridge.uninstall())

const DAY = 86_400_000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)
const deadline = (slug: string, days: number): Deadline => ({
  slug,
  formatted_title: `Ayuda ${slug}`,
  kind: 'close',
  date: daysFromNow(days),
  client_ids: [1],
  client_names: ['Embutidos Molina S.L.'],
})

const rows = (testId: string) =>
  [...document.body.querySelectorAll(`[data-testid="${testId}"]`)].map((row) => row.textContent)

describe('«Plazos»', () => {
  it('says there are none before the first opportunities run', async () => {
    mountComponent(PortfolioDeadlines)
    usePortfolioStore().deadlines = { runAt: null, deadlines: [], unparsed: [] }
    await settle()
    expect(document.body.querySelector('[data-testid="portfolio-deadlines-empty"]')).not.toBeNull()
  })

  it('keeps the past closings apart, counted, and opens them from their button', async () => {
    mountComponent(PortfolioDeadlines)
    usePortfolioStore().deadlines = {
      runAt: Date.now(),
      deadlines: [deadline('pasada-1', -30), deadline('pasada-2', -10), deadline('proxima', 20)],
      unparsed: [],
    }
    await settle()
    expect(rows('portfolio-deadline-row')).toEqual([expect.stringContaining('Ayuda proxima')])
    const toggle = document.body.querySelector<HTMLButtonElement>(
      '[data-testid="portfolio-past-toggle"]',
    )
    expect(toggle?.textContent?.trim()).toBe('Pasados (2)')
    expect(toggle?.getAttribute('aria-expanded')).toBe('false')

    toggle?.click()
    await settle()
    expect(toggle?.getAttribute('aria-expanded')).toBe('true')
    // The latest first.
    expect(rows('portfolio-past-row')).toEqual([
      expect.stringContaining('Ayuda pasada-2'),
      expect.stringContaining('Ayuda pasada-1'),
    ])
  })
})
