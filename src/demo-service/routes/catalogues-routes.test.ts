import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { DataFiltersSchema, type DataFilters } from '@shared/wire/data-filters'
import { type Page } from '@shared/wire/page'
import { StatusGroupSchema, type StatusGroup } from '@shared/wire/status-group'
import { vendorCnaeId } from '../seed/vendor-cnaes'
import { type DemoService } from '../server'
import {
  call,
  EMAIL,
  login,
  type Session,
  startDemoService,
} from '../../../test/support/demo-service-http'

const STATUS_GROUPS = '/api/v2/forms/status-groups-list/'

describe('catalogues', () => {
  let demoService: DemoService
  let advisor: Session

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 20, concessions: 0 })
    advisor = await login(demoService, EMAIL.noCredits)
  })
  afterAll(() => demoService.close())

  describe('GET forms/status-groups-list/ (SC-STAT-1)', () => {
    it('lists 5–6 groups of 2–5 statuses with at most one initial status each', async () => {
      const reply = await advisor.asExpert<Page<StatusGroup>>(STATUS_GROUPS)
      expect(reply.status).toBe(200)
      expect(reply.body.next).toBeNull()
      const groups = reply.body.results.map((g) => StatusGroupSchema.strict().parse(g))
      expect(groups.length).toBe(reply.body.count)
      expect(groups.length).toBeGreaterThanOrEqual(5)
      expect(groups.length).toBeLessThanOrEqual(6)
      for (const group of groups) {
        expect(group.status.length).toBeGreaterThanOrEqual(2)
        expect(group.status.length).toBeLessThanOrEqual(5)
        expect(group.status.filter((s) => s.initial_state).length).toBeLessThanOrEqual(1)
      }
      expect(groups[0]?.status[0]).toMatchObject({ name: 'Borrador', initial_state: true })
    })

    it('pages with page_size, needs the expert token and costs no credits', async () => {
      const page = await advisor.asExpert<Page<StatusGroup>>(`${STATUS_GROUPS}?page_size=4&page=2`)
      expect(page.status).toBe(200)
      expect(page.body.results.length).toBe(page.body.count - 4)
      expect(page.body.previous).toBe(`${demoService.url}${STATUS_GROUPS}?page_size=4&page=1`)
      expect((await advisor.asUser(STATUS_GROUPS)).status).toBe(403)
    })
  })

  describe('GET data-filters/ (SC-CAT-3)', () => {
    it('returns the whole catalogue with the user token, even without credits', async () => {
      const reply = await advisor.asUser<DataFilters>('/api/v2/data-filters/')
      expect(reply.status).toBe(200)
      const filters = DataFiltersSchema.strict().parse(reply.body)
      expect(Object.keys(reply.body).sort()).toEqual([
        'action_items',
        'activities',
        'applicants',
        'communities',
        'groups',
        'origins',
        'provinces',
        'regions_types',
        'types_fund',
      ])
      expect(filters.applicants).toContainEqual({ id: 2, name: 'Pyme' })
      const actions = filters.action_items?.flatMap((top) =>
        top.action_groups.flatMap((group) => group.action_items),
      )
      expect(actions?.length).toBeGreaterThanOrEqual(30)
      expect(filters.provinces).toContainEqual({ id: 28, name: 'Madrid' })
      expect((await advisor.asExpert('/api/v2/data-filters/')).status).toBe(403)
    })
  })

  describe('GET schema/', () => {
    it('serves the OpenAPI document as YAML without authentication', async () => {
      const reply = await call(demoService, '/api/v2/schema/')
      expect(reply.status).toBe(200)
      expect(reply.headers.get('content-type')).toMatch(/^application\/yaml/)
      const document = parse(reply.text) as { openapi: string; paths: Record<string, unknown> }
      expect(document.openapi).toBe('3.1.0')
      expect(Object.keys(document.paths)).toContain('/api/v2/funds/opportunities-by-profile/')
    })
  })

  describe('in the vendor dialect (SC-DIALECT-1)', () => {
    it('serves the vendor document and the vendor catalogue keys', async () => {
      const vendor = await startDemoService({ clients: 20, concessions: 0, dialect: 'vendor' })
      try {
        const schema = await call(vendor, '/api/v2/schema/')
        const document = parse(schema.text) as { info: { title: string }; paths: object }
        expect(document.info.title).toMatch(/dialecto vendor/)
        expect(Object.keys(document.paths)).toContain('/api/v2/users/usage-statistics/')
        const session = await login(vendor, EMAIL.user)
        const filters = await session.asUser<Record<string, unknown[]>>('/api/v2/data-filters/')
        expect(DataFiltersSchema.parse(filters.body)).toBeTruthy()
        expect(Object.keys(filters.body)).toEqual(
          expect.arrayContaining(['cnaes', 'credits', 'user_profile', 'applicants']),
        )
        // Its own ids, not the codes (SC-CAT-5): 6201 is the 481st class.
        expect(filters.body.cnaes).toContainEqual({
          id: vendorCnaeId(6201),
          code: '6201',
          code2009: '6201',
          title: expect.stringMatching(/programación/i) as string,
        })
        expect(vendorCnaeId(6201)).not.toBe(6201)
      } finally {
        await vendor.close()
      }
    })
  })
})
