import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { defineComponent } from 'vue'
import { type SavedRun, type SavedSearch } from '@shared/calls'
import { mountComponent } from '../../../../test/support/mount-component'
import {
  answerSettings,
  installFakeBridge,
  ok,
  settle,
  signedIn,
} from '../../../../test/support/fake-bridge'
import { useSessionStore } from '../stores/session-store'
import { useSettingsStore } from '../stores/settings-store'
import { useDailySearches } from './useDailySearches'

const bridge = installFakeBridge()
const settings = answerSettings(bridge)
bridge.always('session.state', () => ok(signedIn(7)))
afterAll(() => bridge.uninstall())

/** Desktop notifications as the test reads them back. */
const shown: { title: string; body: string }[] = []
class FakeNotification {
  onclick: (() => void) | null = null
  constructor(title: string, options: { body: string }) {
    shown.push({ title, body: options.body })
  }
}
beforeEach(() => {
  shown.length = 0
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true })
})

const NOW = Date.now()
const search = (name: string, lastRunAt: number | null): SavedSearch => ({
  name,
  filters: { order: 'closing', text: name },
  createdAt: 0,
  lastRunAt,
  lastCount: lastRunAt === null ? null : 3,
})
const run = (name: string, news: number, firstRun = false): SavedRun => ({
  name,
  count: 3,
  results: [0, 1, 2].map((i) => ({
    id: i,
    slug: `c-${i}`,
    title: `C ${i}`,
    state: 'open',
    closesOn: null,
    amount: null,
    statusText: null,
    recent: false,
    isNew: i < news,
  })),
  gone: [],
  firstRun,
  complete: true,
  requests: 1,
  ranAt: NOW,
  previousRunAt: firstRun ? null : NOW - 86_400_000,
})

const Host = defineComponent({
  setup() {
    useDailySearches()
    return () => null
  },
})

async function started(saved: SavedSearch[], daily: string[]) {
  settings.reset()
  bridge.always('calls.saved', () => ok(saved))
  bridge.always('calls.cost', () => ok({ requests: 1, kept: false }))
  mountComponent(Host)
  await useSettingsStore().load()
  await useSettingsStore().update({ dailySearches: daily })
  await useSessionStore().load()
  await settle()
}

describe('«Cada día al iniciar»', () => {
  it('asks the cost first, runs the chosen searches not run today, and notifies each with new calls', async () => {
    await started(
      [
        search('Hostelería', NOW - 2 * 86_400_000),
        search('Kit Digital', null),
        search('Ya hoy', NOW),
        search('No elegida', null),
      ],
      ['Hostelería', 'Kit Digital', 'Ya hoy'],
    )
    const confirm = document.body.querySelector<HTMLElement>('[data-testid="confirm-requests"]')
    expect(document.body.textContent).toContain('2 consultas')
    confirm?.click()
    await settle()
    const first = bridge.only('calls.runSaved')
    expect(first.args).toEqual({ name: 'Hostelería', maxPages: 1 })
    await first.answer(ok(run('Hostelería', 2)))
    const second = bridge.only('calls.runSaved')
    expect(second.args).toEqual({ name: 'Kit Digital', maxPages: 1 })
    // Its first run: nothing is new yet, so nothing is said.
    await second.answer(ok(run('Kit Digital', 0, true)))
    expect(shown).toEqual([
      {
        title: 'Convocatorias nuevas: «Hostelería»',
        body: '2 convocatorias nuevas desde la última vez.',
      },
    ])
  })

  it('runs nothing when the advisor declines the cost, or chose none', async () => {
    await started([search('Hostelería', null)], ['Hostelería'])
    document.body.querySelector<HTMLElement>('[data-testid="cancel-requests"]')?.click()
    await settle()
    expect(bridge.pending('calls.runSaved')).toHaveLength(0)
    document.body.replaceChildren()

    await started([search('Hostelería', null)], [])
    expect(document.body.querySelector('[data-testid="confirm-requests"]')).toBeNull()
    expect(bridge.pending('calls.runSaved')).toHaveLength(0)
    expect(shown).toEqual([])
  })
})
