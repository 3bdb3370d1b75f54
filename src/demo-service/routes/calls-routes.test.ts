import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Page } from '@shared/wire/page'
import { facetsOf } from '../seed/call-facets'
import { type Grant } from '../seed/grants'
import { type DemoService } from '../server'
import {
  EMAIL,
  login,
  type Session,
  startDemoService,
  TODAY,
  withQuery,
} from '../../../test/support/demo-service-http'
import { type CallRow } from './calls-routes'

const FUNDS = '/api/v2/funds/'

describe('GET funds/: the search of calls', () => {
  let demoService: DemoService
  let user: Session

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 20, concessions: 100 })
    user = await login(demoService, EMAIL.user)
  })
  afterAll(() => demoService.close())

  async function search(data: Record<string, unknown>, extra: Record<string, number> = {}) {
    const reply = await user.asUser<Page<CallRow>>(
      withQuery(FUNDS, { requestData: JSON.stringify(data), page_size: 100, ...extra }),
    )
    expect(reply.status, reply.text).toBe(200)
    return reply.body
  }
  /** Every call of the search, as the demo service's state holds it. */
  async function grants(data: Record<string, unknown>): Promise<Grant[]> {
    const page = await search(data)
    expect(page.next).toBeNull()
    return page.results.map((row) => {
      const grant = demoService.state.grantById(row.id)
      if (!grant) throw new Error(`Sin convocatoria ${row.id}`)
      return grant
    })
  }
  const all = () => demoService.state.calls

  it('lists every call without filters, rows typed as the vendor types them', async () => {
    const page = await search({})
    expect(page.count).toBe(all().length)
    const row = page.results[0]
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ['formatted_title', 'id', 'new_entity', 'slug', 'status_text', 'total_amount'].sort(),
    )
  })

  it('always has a call closing this month and within 30 days of its clock', async () => {
    const endOfMonth = '2026-05-31'
    const found = await grants({
      final_period_start_date: TODAY,
      final_period_end_date: endOfMonth,
    })
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((g) => g.endDate >= TODAY && g.endDate <= endOfMonth)).toBe(true)
    const late = await startDemoService({ clients: 5, concessions: 0, today: '2026-11-30' })
    try {
      const closing = late.state.calls.filter(
        (g) => g.endDate === '2026-11-30' && g.startDate <= '2026-11-30',
      )
      expect(closing.length).toBeGreaterThan(0)
    } finally {
      await late.close()
    }
  })

  it('honours the state: status_code and is_open', async () => {
    const open = await grants({ status_code: 1 })
    const pending = await grants({ status_code: 0 })
    const closed = await grants({ status_code: 2 })
    expect(open.length * pending.length * closed.length).toBeGreaterThan(0)
    expect(open.length + pending.length + closed.length).toBe(all().length)
    expect(open.every((g) => g.startDate <= TODAY && g.endDate >= TODAY)).toBe(true)
    expect(pending.every((g) => g.startDate > TODAY)).toBe(true)
    expect(closed.every((g) => g.endDate < TODAY)).toBe(true)
    expect((await grants({ is_open: true })).map((g) => g.id)).toEqual(open.map((g) => g.id))
    expect((await grants({ is_open: false })).length).toBe(pending.length + closed.length)
  })

  it('honours the geography: a province, a community (national calls apply everywhere)', async () => {
    const valladolid = await grants({ provinces: [47] })
    expect(valladolid.some((g) => g.provinces?.includes(47))).toBe(true)
    expect(valladolid.every((g) => g.provinces === null || g.provinces.includes(47))).toBe(true)
    expect(valladolid.length).toBeLessThan(all().length)
    const castilla = await grants({ communities: [7] })
    expect(castilla.some((g) => g.scope === 'Castilla y León')).toBe(true)
    expect(castilla.every((g) => g.provinces === null || g.provinces.includes(47))).toBe(true)
  })

  it.each([
    ['applicants_v2', [8], (g: Grant) => g.applicants],
    ['actions_v2', [29], (g: Grant) => g.actions],
    ['activities_v2', [6], (g: Grant) => facetsOf(g).activities],
    ['types', [2], (g: Grant) => facetsOf(g).types],
    ['region_types', [3], (g: Grant) => facetsOf(g).regionTypes],
    ['origins', [7], (g: Grant) => facetsOf(g).origins],
    ['credit_types', [1], (g: Grant) => facetsOf(g).creditTypes],
    ['sizes', [4], (g: Grant) => facetsOf(g).sizes],
  ] as const)('honours %s', async (key, ids, own) => {
    const found = await grants({ [key]: ids })
    const expected = all().filter((g) =>
      own(g).some((id) => (ids as readonly number[]).includes(id)),
    )
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThan(all().length)
    expect(found.map((g) => g.id).sort()).toEqual(expected.map((g) => g.id).sort())
  })

  it('honours the opening and closing ranges, the amounts and the aid', async () => {
    const opened = await grants({ start_date: '2026-01-01', end_date: '2026-03-31' })
    expect(opened.length).toBeGreaterThan(0)
    expect(opened.every((g) => g.startDate >= '2026-01-01' && g.startDate <= '2026-03-31')).toBe(
      true,
    )
    const closing = await grants({ final_period_end_date: '2026-06-30' })
    expect(closing.every((g) => g.endDate <= '2026-06-30')).toBe(true)
    expect(closing.length).toBeLessThan(all().length)
    const big = await grants({ min_total_amount: 100_000_000 })
    expect(big.length).toBeGreaterThan(0)
    expect(big.every((g) => g.totalAmount >= 100_000_000)).toBe(true)
    const small = await grants({ max_total_amount: 5_000_000 })
    expect(small.every((g) => g.totalAmount <= 5_000_000)).toBe(true)
    const aid = await grants({ min_budget: 50_000, max_budget: 1_000_000 })
    expect(aid.length).toBeGreaterThan(0)
    expect(aid.every((g) => g.award[1] >= 50_000 && g.award[1] <= 1_000_000)).toBe(true)
  })

  it('honours minimis and bdns (an integer)', async () => {
    const minimis = await grants({ minimis: true })
    expect(minimis.length).toBeGreaterThan(0)
    expect(minimis.every((g) => facetsOf(g).minimis)).toBe(true)
    expect((await grants({ minimis: false })).length).toBe(all().length - minimis.length)
    const target = all()[3] as Grant
    const code = facetsOf(target).bdns
    expect((await grants({ bdns: code })).map((g) => g.id)).toContain(target.id)
    const text = await user.asUser<{ errors: string }>(
      withQuery(FUNDS, { requestData: JSON.stringify({ bdns: String(code) }) }),
    )
    expect(text.status).toBe(400)
  })

  it('searches words of the title, and by meaning over title and description', async () => {
    const kit = await grants({ search_by_text: 'kit digit' })
    expect(kit.length).toBeGreaterThan(0)
    expect(kit.every((g) => /\bkit\b.*\bdigit/i.test(g.title))).toBe(true)
    expect(kit.some((g) => g.slug.startsWith('kit-digital'))).toBe(true)
    const meaning = await grants({ search_by_vectorized_text: 'digitalizar hoteles y bares' })
    expect(meaning.some((g) => g.slug.startsWith('digitalizacion-hosteleria'))).toBe(true)
    // «hoteles» is nowhere in a title: the description's actions carry the meaning too.
    const hiring = await grants({ search_by_vectorized_text: 'contratar jóvenes' })
    expect(hiring.some((g) => g.slug.startsWith('contratacion-jovenes-cyl'))).toBe(true)
    expect(hiring.length).toBeLessThan(all().length)
  })

  it('orders by the key asked, «-» for descending, relevance by default', async () => {
    const ascending = await grants({ status_code: 1, order: 'final_period_end_date' })
    const ends = ascending.map((g) => g.endDate)
    expect(ends).toEqual([...ends].sort())
    const descending = await grants({ status_code: 1, order: '-total_amount' })
    const amounts = descending.map((g) => g.totalAmount)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    const relevant = await grants({ search_by_vectorized_text: 'digitalización hostelería' })
    expect(relevant[0]?.slug).toMatch(/^digitalizacion-hosteleria/)
  })

  it('takes page as its own parameter, ten rows a page in the vendor dialect', async () => {
    const first = await search({}, { page_size: 5 })
    const second = await search({}, { page_size: 5, page: 2 })
    expect(second.results[0]?.id).not.toBe(first.results[0]?.id)
    expect(first.next).toContain('page=2')
  })

  it('answers 400 {"errors"} to an inverted range of dates or amounts, or a bad date', async () => {
    for (const data of [
      { start_date: '2026-05-01', end_date: '2026-04-01' },
      { final_period_start_date: '2026-07-01', final_period_end_date: '2026-06-01' },
      { min_total_amount: 10, max_total_amount: 5 },
      { min_budget: 10, max_budget: 5 },
      { final_period_end_date: '31/05/2026' },
    ]) {
      const reply = await user.asUser<{ errors: string }>(
        withQuery(FUNDS, { requestData: JSON.stringify(data) }),
      )
      expect(reply.status, JSON.stringify(data)).toBe(400)
      expect(typeof reply.body.errors).toBe('string')
    }
  })

  it('costs a credit a page, and answers 404 on a service without it', async () => {
    const before = demoService.state.creditsOf(user.login.user.id)
    await search({})
    expect(demoService.state.creditsOf(user.login.user.id)).toBe(before - 1)
    demoService.control.setCalls(false)
    try {
      expect((await user.asUser(FUNDS)).status).toBe(404)
    } finally {
      demoService.control.setCalls(true)
    }
  })

  it('leaves fields out or null only behind the reading callRowGaps', async () => {
    demoService.control.setReadings({ callRowGaps: true })
    try {
      const rows = (await search({})).results
      const gapped = rows.filter((row) => row.status_text === undefined)
      expect(gapped.length).toBeGreaterThan(0)
      expect(gapped.every((row) => row.total_amount === null)).toBe(true)
    } finally {
      demoService.control.setReadings({ callRowGaps: false })
    }
    expect((await search({})).results.every((row) => row.status_text !== undefined)).toBe(true)
  })
})
