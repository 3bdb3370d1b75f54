import { afterEach, describe, expect, it } from 'vitest'
import { type CasePage } from '@shared/cases/cases'
import { walkAll } from '../../../src/main/api/page-walker'
import { expertApi } from '../../support/dialect-app'
import { DIALECTS, EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

/**
 * A service whose `next` drops page 1's query but `page` and `page_size`, as the vendor's examples
 * show them (SC-PAGE-7): a filtered list walked to its end still returns only matching rows, in
 * both dialects.
 */

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const readings = { nextKeepsQuery: false }

describe.each(DIALECTS)('next links without page 1’s query (%s)', (dialect) => {
  it('a filtered clients list stays filtered on every page, asked of our own query', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, readings, clients: 200 }))
    const api = await expertApi(a)
    a.demoService.control.clearRequests()
    const paged = api.listClients({ pageSize: 5, filters: { status__in: '2' } })
    const first = await paged.fetch(1)
    expect(first.next).not.toContain('status__in')
    const { rows, pages } = await walkAll(paged, { first })
    expect(pages).toBeGreaterThan(1)
    expect(rows.every((client) => client.status === 2)).toBe(true)
    expect(rows.length).toBe(first.count)
    const asked = a.demoService.control.requests.filter((r) => r.path === '/api/v2/clients/')
    expect(asked.length).toBe(pages)
    for (const request of asked) expect(request.url).toContain('status__in')
  })

  it('the case files’ sync keeps the active list active to its last page', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, readings, cases: 1000 }))
    const active = await value<CasePage>(a, 'cases.query', { limit: 1000 })
    const archived = await value<CasePage>(a, 'cases.query', { limit: 1000, archived: true })
    expect(active.total).toBeGreaterThan(200)
    const server = a.demoService.state.cases
    for (const row of active.rows) expect(server.get(row.id)?.archived).toBe(false)
    for (const row of archived.rows) expect(server.get(row.id)?.archived).toBe(true)
    expect(archived.total).toBeGreaterThan(0)
  })
})
