import { afterAll, describe, expect, it } from 'vitest'
import { type Call, type CallPage, type SavedRun, type SavedSearch } from '@shared/calls'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import { bodyElement, typeInto } from '../../../../test/support/page-queries'
import CallsView from './CallsView.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

/** Page 1 is kept after its first search; the others cost one request. */
const kept = new Set<string>()
const costs: unknown[] = []
bridge.always('calls.cost', (args) => {
  costs.push(args)
  const key = JSON.stringify(args)
  return ok({ requests: kept.has(key) ? 0 : 1, kept: kept.has(key) })
})
let saved: SavedSearch[] = []
bridge.always('calls.saved', () => ok(saved))
/** The advisor works in Madrid (province 28, community 13). */
bridge.always('profile.get', () =>
  ok({
    lists: [
      { key: 'provinces', items: [{ id: 28, name: 'Madrid' }] },
      { key: 'communities', items: [{ id: 13, name: 'Comunidad de Madrid' }] },
    ],
  }),
)

const call = (id: number): Call => ({
  id,
  slug: `c-${id}`,
  title: `Convocatoria ${id}`,
  state: 'open',
  closesOn: '2026-12-31',
  amount: 1000,
  statusText: null,
  recent: false,
})
const page = (n: number, rows: Call[], over: Partial<CallPage> = {}): CallPage => ({
  count: 23,
  page: n,
  pages: 3,
  hasMore: n < 3,
  results: rows,
  fetchedAt: Date.UTC(2026, 10, 28, 9, 0),
  fromCache: false,
  stale: false,
  ...over,
})
const text = (testId: string) => bodyElement(testId).textContent?.trim()

async function opened(language?: 'en') {
  mountComponent(CallsView, language ? { language } : {})
  await settle()
}

describe('«Convocatorias»', () => {
  it('starts from the advisor’s territory and sends only the filters chosen, the words by meaning when asked', async () => {
    await opened()
    expect(text('calls-search')).toBe('Buscar (1 consulta)')
    expect(text('calls-not-searched')).toContain('pulse «Buscar»')
    await typeInto('calls-words', 'digitalización hostelería')
    bodyElement('calls-mode-meaning').querySelector('input')?.click()
    await settle()
    bodyElement('calls-search').click()
    await settle()
    expect(bridge.only('calls.search').args).toEqual({
      filters: {
        order: 'closing',
        state: 'open',
        provinces: [28],
        communities: [13],
        meaning: 'digitalización hostelería',
      },
      page: 1,
    })
    await bridge.only('calls.search').answer(ok(page(1, [call(1), call(2)])))
    expect(text('calls-count')).toBe('23 convocatorias coinciden.')
    expect(text('calls-shown')).toBe('Se muestran 2 de 23.')
    expect(bodyElement('calls-fetched').textContent).toContain('Consultado el 28/11/2026')
  })

  it('«Cargar más (1 consulta)» adds the next page; a kept search costs nothing and says so', async () => {
    kept.add(JSON.stringify({ filters: { order: 'closing' }, page: 1 }))
    await opened('en')
    bodyElement('calls-clear-filters').click()
    await settle()
    expect(text('calls-search')).toBe('Search')
    bodyElement('calls-search').click()
    await settle()
    expect(bridge.only('calls.search').args).toEqual({ filters: { order: 'closing' }, page: 1 })
    await bridge.only('calls.search').answer(ok(page(1, [call(1), call(2)], { fromCache: true })))
    expect(text('calls-more')).toBe('Load more (1 request)')
    bodyElement('calls-more').click()
    await settle()
    expect(bridge.only('calls.search').args).toEqual({ filters: { order: 'closing' }, page: 2 })
    await bridge.only('calls.search').answer(ok(page(2, [call(2), call(3)])))
    expect(text('calls-shown')).toBe('3 of 23 shown.')
  })

  it('a service without the search says so in one sentence and shows nothing else', async () => {
    await opened()
    bodyElement('calls-search').click()
    await settle()
    await bridge.only('calls.search').answer({
      ok: false,
      error: { code: 'not_found', reason: 'no_calls', params: {} } as never,
    })
    expect(text('calls-unavailable')).toContain(
      'Este servicio no ofrece la búsqueda de convocatorias',
    )
    expect(document.body.querySelector('[data-testid="calls-search-form"]')).toBeNull()
  })

  it('saves the search under a name, and a saved search’s run says what is new and what is gone', async () => {
    saved = []
    await opened()
    await typeInto('calls-words', 'kit digital')
    bodyElement('calls-save').click()
    await settle()
    await typeInto('save-search-name', 'Kit Digital en Madrid')
    bodyElement('save-search-save').click()
    await settle()
    const save = bridge.only('calls.save')
    expect(save.args).toEqual({
      name: 'Kit Digital en Madrid',
      filters: {
        order: 'closing',
        state: 'open',
        provinces: [28],
        communities: [13],
        text: 'kit digital',
      },
    })
    saved = [
      {
        name: 'Kit Digital en Madrid',
        filters: { order: 'closing', text: 'kit digital' },
        createdAt: 0,
        lastRunAt: Date.UTC(2026, 10, 20, 8, 0),
        lastCount: 2,
      },
    ]
    await save.answer(ok(saved[0]))
    expect(text('saved-search')).toContain('Kit Digital en Madrid')

    bodyElement('saved-search-run').click()
    await settle()
    expect(bridge.only('calls.runSaved').args).toEqual({
      name: 'Kit Digital en Madrid',
      maxPages: 1,
    })
    const run: SavedRun = {
      name: 'Kit Digital en Madrid',
      count: 2,
      results: [
        { ...call(1), isNew: false },
        { ...call(5), isNew: true },
      ],
      gone: [call(2)],
      firstRun: false,
      complete: true,
      requests: 1,
      ranAt: Date.UTC(2026, 10, 28, 9, 0),
      previousRunAt: Date.UTC(2026, 10, 20, 8, 0),
    }
    await bridge.only('calls.runSaved').answer(ok(run))
    expect(text('saved-run-summary')).toContain('Una nueva desde el 20/11/2026')
    expect(bodyElement('saved-run-gone').textContent).toContain('Ya no aparecen (1)')
  })
})
