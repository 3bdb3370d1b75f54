import { afterEach, describe, expect, it } from 'vitest'
import { type CallPage, type Fits, type SavedRun } from '@shared/calls'
import { DIALECTS } from '../../../src/demo-service/server'
import { EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const FUNDS = /^\/api\/v2\/funds\/$/
const sent = (a: TestApp) =>
  a.demoService.control.requests
    .filter((r) => FUNDS.test(r.path))
    .map((r) => {
      const query = new URL(r.url, 'http://x').searchParams
      return {
        page: query.get('page'),
        data: JSON.parse(query.get('requestData') ?? 'null') as unknown,
      }
    })

describe.each(DIALECTS)('«Convocatorias» in the %s dialect', (dialect) => {
  it('sends the search as the vendor documents it, once a day, and offline shows it kept', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, concessions: 200 }))
    a.demoService.control.clearRequests()
    const input = { filters: { communities: [7], state: 'open', closingTo: '2026-12-31' } }
    const first = await value<CallPage>(a, 'calls.search', input)
    expect(sent(a)).toEqual([
      {
        page: '1',
        data: {
          communities: [7],
          status_code: 1,
          final_period_end_date: '2026-12-31',
          order: 'final_period_end_date',
        },
      },
    ])
    expect(first.count).toBeGreaterThan(0)
    expect(first.fromCache).toBe(false)
    expect(first.results.every((call) => call.state === 'open')).toBe(true)
    const closing = first.results.map((call) => call.closesOn).filter((d) => d !== null)
    expect(closing).toEqual([...closing].sort())
    expect(await value(a, 'calls.cost', input)).toEqual({ requests: 0, kept: true })
    const again = await value<CallPage>(a, 'calls.search', input)
    expect(again).toMatchObject({ fromCache: true, fetchedAt: first.fetchedAt })
    expect(sent(a)).toHaveLength(1)

    await a.stopDemoService()
    expect(await value<CallPage>(a, 'calls.search', input)).toMatchObject({
      fromCache: true,
      results: first.results,
    })
  })

  it('keeps a search under a name and runs it from what the day already asked', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, concessions: 200 }))
    const filters = { meaning: 'digitalización hostelería', state: 'open' }
    await value(a, 'calls.save', { name: 'Hostelería', filters })
    a.demoService.control.clearRequests()
    const first = await value<SavedRun>(a, 'calls.runSaved', { name: 'Hostelería', maxPages: 5 })
    expect(first).toMatchObject({ firstRun: true, complete: true, gone: [] })
    expect(first.results.some((call) => call.slug.startsWith('digitalizacion-hosteleria'))).toBe(
      true,
    )
    expect(sent(a)[0]?.data).toEqual({
      search_by_vectorized_text: 'digitalización hostelería',
      status_code: 1,
      order: 'final_period_end_date',
    })
    const asked = sent(a).length
    const again = await value<SavedRun>(a, 'calls.runSaved', { name: 'Hostelería', maxPages: 5 })
    expect(again).toMatchObject({ firstRun: false, requests: 0 })
    expect(sent(a)).toHaveLength(asked)
    expect(await value(a, 'calls.saved')).toMatchObject([{ name: 'Hostelería', filters }])
    expect(await value(a, 'calls.deleteSaved', { name: 'Hostelería' })).toEqual({ deleted: true })
  })

  it('finds the clients that fit a call from its kept detail, without a request', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, concessions: 200 }))
    const page = await value<CallPage>(a, 'calls.search', { filters: { text: 'hostelería' } })
    const call = page.results.find((row) => row.slug.startsWith('digitalizacion-hosteleria'))
    if (!call) throw new Error('the demo service lists no call on hostelería')
    expect(await value(a, 'calls.fits', { grantId: call.id })).toEqual({
      status: 'notKept',
      grantId: call.id,
    })
    await value(a, 'grants.section', { grant: { id: call.id }, section: 'details' })
    await a.services.idle()
    a.demoService.control.clearRequests()
    const fits = await value<Fits>(a, 'calls.fits', { grantId: call.id })
    if (fits.status !== 'ok') throw new Error('not kept')
    // The free catalogue at most, read once a session, to read the detail's names.
    const asked = a.demoService.control.requests.map((r) => r.path)
    expect(asked.filter((path) => !path.endsWith('/data-filters/'))).toEqual([])
    // A national call for pymes, micro-enterprises and the self-employed.
    expect(fits.compared).toContain('territory')
    expect(fits.compared).toContain('applicants')
    expect(fits.unknown).toContain('activities')
    expect(fits.total).toBeGreaterThan(0)
    expect(fits.clients.some((client) => client.matched.includes('applicants'))).toBe(true)
    const scores = fits.clients.map((client) => client.score)
    expect(scores).toEqual([...scores].sort((x, y) => y - x))
  })

  it('refuses an inverted range before sending anything', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, concessions: 200 }))
    a.demoService.control.clearRequests()
    const result = await a.services.dispatch('calls.search', {
      filters: { closingFrom: '2026-06-01', closingTo: '2026-05-01' },
    })
    expect(result).toMatchObject({ ok: false, error: { code: 'validation' } })
    expect(sent(a)).toEqual([])
  })

  it('says in one sentence that a service without funds/ does not offer it', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, concessions: 200 }))
    a.demoService.control.setCalls(false)
    const result = await a.services.dispatch('calls.search', { filters: {} })
    expect(result).toMatchObject({ ok: false, error: { code: 'not_found', reason: 'no_calls' } })
  })
})
