import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { OpportunitySchema } from '@shared/wire/opportunity'
import { type Page } from '@shared/wire/page'
import { KIT_DIGITAL_ID } from '../seed/grants'
import { type DemoService } from '../server'
import {
  byGrantPath,
  byNifPath,
  EMAIL,
  login,
  type Reply,
  type Session,
  startDemoService,
} from '../../../test/support/demo-service-http'
import { type VendorConcessionRow } from './concessions-routes'
import { VENDOR_SIMULATOR_LIMIT, type VendorOpportunity } from './simulator-routes'

const SIMULATOR = '/api/v2/funds/opportunities-by-profile/'
/** Matches more than 20 grants in the seeded catalogue. */
const BROAD = {
  province: [28],
  applicants_v2: [1, 2, 3],
  actions_v2: [1, 2, 3, 9, 12, 17, 18, 22, 28, 31, 36],
}

const VendorOpportunitySchema = OpportunitySchema.extend({ id: z.number().int() }).strict()

/** An undated row has no `concession_date`: the vendor types it as a date (SC-CONC-4). */
const keysOf = (row: { concession_date?: string | null }) =>
  row.concession_date === undefined ? ROW_KEYS.filter((key) => key !== 'concession_date') : ROW_KEYS

const ROW_KEYS = [
  'fund_id',
  'fund_slug',
  'fund_title',
  'beneficiary_cif',
  'beneficiary_name',
  'concession_date',
  'awarded_amount',
]

describe('vendor dialect: concessions and simulator (SC-DIALECT-1)', () => {
  let demoService: DemoService
  let user: Session
  let heavyNif: string

  async function walk(path: string): Promise<VendorConcessionRow[]> {
    const rows: VendorConcessionRow[] = []
    let next: string | null = path
    while (next) {
      const reply: Reply<Page<VendorConcessionRow>> =
        await user.asUser<Page<VendorConcessionRow>>(next)
      expect(reply.status, reply.text).toBe(200)
      rows.push(...reply.body.results)
      next = reply.body.next
    }
    return rows
  }

  /** A closed grant with the quirk and with concessions. */
  function grantWith(quirk: ReadonlySet<number>) {
    const grant = demoService.state.grants.find(
      (g) => quirk.has(g.id) && demoService.state.concessions.ofGrant(g).length > 0,
    )
    if (!grant) throw new Error('La semilla no tiene la convocatoria que pide la prueba')
    return grant
  }

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 200, concessions: 4000, dialect: 'vendor' })
    user = await login(demoService, EMAIL.user)
    heavyNif = demoService.state.concessions.beneficiaries()[0]?.nif ?? ''
  })
  afterAll(() => demoService.close())

  describe('concessions', () => {
    it('answers by tax id with the one row shape: fund_slug and beneficiary_cif too', async () => {
      const rows = await walk(byNifPath(heavyNif.toLowerCase()))
      expect(rows).toHaveLength(demoService.state.concessions.ofNif(heavyNif).length)
      for (const row of rows) {
        expect(Object.keys(row)).toEqual(keysOf(row))
        expect(row.beneficiary_cif).toBe(heavyNif)
        const grant = demoService.state.grantById(row.fund_id)
        expect(row.fund_slug === null || row.fund_slug === grant?.slug).toBe(true)
        expect(row.fund_title === null || row.fund_title === grant?.title).toBe(true)
      }
    })

    it('pages by tax id in tens, whatever page_size says', async () => {
      const reply = await user.asUser<Page<VendorConcessionRow>>(
        byNifPath(heavyNif, { page_size: 100 }),
      )
      expect(reply.body.count).toBeGreaterThan(10)
      expect(reply.body.results).toHaveLength(10)
      const byGrant = await user.asUser<Page<VendorConcessionRow>>(
        byGrantPath({ fund_id: KIT_DIGITAL_ID }, { page_size: 100 }),
      )
      expect(byGrant.body.results.length).toBeGreaterThan(10)
    })

    it('publishes some closed grants without a title, and others without a slug', async () => {
      const untitled = grantWith(demoService.state.grantQuirks.untitled)
      const rows = await walk(byGrantPath({ fund_id: untitled.id }))
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        expect(Object.keys(row)).toEqual(keysOf(row))
        expect(row).toMatchObject({
          fund_id: untitled.id,
          fund_title: null,
          fund_slug: untitled.slug,
        })
      }
      expect(untitled.endDate < demoService.state.today).toBe(true)

      const unslugged = grantWith(demoService.state.grantQuirks.unslugged)
      const byId = await walk(byGrantPath({ fund_id: unslugged.id }))
      expect(byId.length).toBeGreaterThan(0)
      expect(
        byId.every((row) => row.fund_slug === null && row.fund_title === unslugged.title),
      ).toBe(true)
      // Without a slug, a grant cannot be found by one.
      const bySlug = await user.asUser<Page<VendorConcessionRow>>(
        byGrantPath({ fund_slug: unslugged.slug }),
      )
      expect(bySlug.body).toEqual({ count: 0, next: null, previous: null, results: [] })

      const heavy = await walk(byNifPath(heavyNif))
      expect(heavy.some((row) => row.fund_title === null)).toBe(true)
      expect(heavy.some((row) => row.fund_slug === null)).toBe(true)
    })
  })

  describe('simulator', () => {
    it('answers a bare array of at most 20 opportunities, each with the grant id', async () => {
      const reply = await user.asUser<VendorOpportunity[]>(SIMULATOR, {
        method: 'POST',
        json: BROAD,
      })
      expect(reply.status).toBe(200)
      expect(Array.isArray(reply.body)).toBe(true)
      expect(reply.body).toHaveLength(VENDOR_SIMULATOR_LIMIT)
      for (const item of reply.body) {
        expect(Object.keys(item)[0]).toBe('id')
        VendorOpportunitySchema.parse(item)
        expect(demoService.state.grantById(item.id)?.slug).toBe(item.slug)
      }
      expect(new Set(reply.body.map((item) => item.id)).size).toBe(VENDOR_SIMULATOR_LIMIT)
    })

    it('has no pages: ?page is ignored, and fewer matches give a shorter array', async () => {
      const first = await user.asUser<VendorOpportunity[]>(SIMULATOR, {
        method: 'POST',
        json: BROAD,
      })
      const second = await user.asUser<VendorOpportunity[]>(`${SIMULATOR}?page=2`, {
        method: 'POST',
        json: BROAD,
      })
      expect(second.body).toEqual(first.body)
      const narrow = await user.asUser<VendorOpportunity[]>(SIMULATOR, {
        method: 'POST',
        json: { province: 28, applicants_v2: [2], actions_v2: [12] },
      })
      expect(narrow.body.length).toBeGreaterThan(0)
      expect(narrow.body.length).toBeLessThan(VENDOR_SIMULATOR_LIMIT)
      const none = await user.asUser(SIMULATOR, {
        method: 'POST',
        json: { province: 28, applicants_v2: [999], actions_v2: [1] },
      })
      expect(none.body).toEqual([])
    })

    it('keeps the interface’s 400 for a missing field', async () => {
      const reply = await user.asUser(SIMULATOR, { method: 'POST', json: { province: 28 } })
      expect(reply.status).toBe(400)
      expect(reply.body).toEqual({ detail: 'Faltan campos obligatorios o vienen vacíos' })
    })
  })
})
