import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Client } from '@shared/wire/client'
import { type Page } from '@shared/wire/page'
import { type StatusGroup } from '@shared/wire/status-group'
import { type DemoService } from './server'
import {
  EMAIL,
  login,
  rawRequest,
  type Reply,
  type Session,
  startDemoService,
  withQuery,
} from '../../test/support/demo-service-http'

const CLIENTS = '/api/v2/clients/'
const STATUS_GROUPS = '/api/v2/forms/status-groups-list/'

describe('pagination (SC-PAGE-1)', () => {
  let demoService: DemoService
  let admin: Session

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 700, concessions: 3000 })
    admin = await login(demoService, EMAIL.admin)
  })
  afterAll(() => demoService.close())

  it('starts at page 1 with 10 rows and links to page 2 only', async () => {
    const reply = await admin.asExpert<Page<Client>>(CLIENTS)
    expect(reply.status).toBe(200)
    expect(reply.body.results).toHaveLength(10)
    expect(reply.body.count).toBeGreaterThan(10)
    expect(reply.body.previous).toBeNull()
    expect(reply.body.next).toBe(`${demoService.url}${CLIENTS}?page=2`)
  })

  it('carries every query parameter in next and previous, changing only page', async () => {
    const filters = JSON.stringify({ order: '-updated_at', status__in: '1,2' })
    const path = withQuery(CLIENTS, { isActive: 0, filters, page_size: 7, page: 2, extra: 'sí' })
    const reply = await admin.asExpert<Page<Client>>(path)
    expect(reply.status).toBe(200)
    for (const [link, page] of [
      [reply.body.next, '3'],
      [reply.body.previous, '1'],
    ] as const) {
      expect(link).not.toBeNull()
      const url = new URL(link ?? '')
      expect(url.origin).toBe(demoService.url)
      expect(url.pathname).toBe(CLIENTS)
      expect(Object.fromEntries(url.searchParams)).toEqual({
        isActive: '0',
        filters,
        page_size: '7',
        page,
        extra: 'sí',
      })
    }
  })

  it('with the reading nextKeepsQuery off, links carry page and page_size alone (SC-PAGE-7)', async () => {
    demoService.control.setReadings({ nextKeepsQuery: false })
    try {
      const path = withQuery(CLIENTS, { filters: '{"status__in":"1"}', page_size: 7, page: 2 })
      const reply = await admin.asExpert<Page<Client>>(path)
      expect(reply.body.next).toBe(`${demoService.url}${CLIENTS}?page_size=7&page=3`)
      expect(reply.body.previous).toBe(`${demoService.url}${CLIENTS}?page_size=7&page=1`)
      const bare = await admin.asExpert<Page<Client>>(CLIENTS)
      expect(bare.body.next).toBe(`${demoService.url}${CLIENTS}?page=2`)
    } finally {
      demoService.control.setReadings({ nextKeepsQuery: true })
    }
  })

  it('follows next from the first page to the last without losing or repeating rows', async () => {
    let url: string | null = `${demoService.url}${withQuery(CLIENTS, { page_size: 150 })}`
    const ids: number[] = []
    let count = 0
    while (url) {
      const reply: Reply<Page<Client>> = await admin.asExpert<Page<Client>>(url)
      expect(reply.status).toBe(200)
      count = reply.body.count
      ids.push(...reply.body.results.map((c) => c.id))
      url = reply.body.next
    }
    expect(ids).toHaveLength(count)
    expect(new Set(ids).size).toBe(count)
  })

  it('builds next and previous from the Host header of the request', async () => {
    const reply = await rawRequest(demoService, withQuery(CLIENTS, { page: 2 }), {
      headers: {
        host: 'grants.example:8443',
        authorization: `ExpertToken ${admin.expertToken ?? ''}`,
      },
    })
    const body = JSON.parse(reply.body) as Page<Client>
    expect(body.next).toBe('http://grants.example:8443/api/v2/clients/?page=3')
    expect(body.previous).toBe('http://grants.example:8443/api/v2/clients/?page=1')
  })

  it('answers 404 «Página inválida.» past the end, and to a page that is not a positive integer', async () => {
    const first = await admin.asExpert<Page<Client>>(withQuery(CLIENTS, { page_size: 200 }))
    const last = Math.ceil(first.body.count / 200)
    expect((await admin.asExpert(withQuery(CLIENTS, { page_size: 200, page: last }))).status).toBe(
      200,
    )
    for (const page of [String(last + 1), '0', '-1', 'abc', '1.5', '2e1', ' 1']) {
      const reply = await admin.asExpert(withQuery(CLIENTS, { page_size: 200, page }))
      expect(reply.status, page).toBe(404)
      expect(reply.body).toEqual({ detail: 'Página inválida.' })
    }
  })

  it('answers 200 with no rows to page 1 of an empty list, and 404 to page 2', async () => {
    const empty = withQuery(CLIENTS, { filters: JSON.stringify({ nif__icontains: 'no-existe' }) })
    const reply = await admin.asExpert<Page<Client>>(empty)
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ count: 0, next: null, previous: null, results: [] })
    expect((await admin.asExpert(`${empty}&page=2`)).status).toBe(404)
  })

  it('honours page_size up to 200 on clients/ and clamps above it', async () => {
    const sized = async (size: string) =>
      (await admin.asExpert<Page<Client>>(withQuery(CLIENTS, { page_size: size }))).body.results
        .length
    expect(await sized('1')).toBe(1)
    expect(await sized('200')).toBe(200)
    expect(await sized('5000')).toBe(200)
  })

  it('ignores a page_size that is not a positive integer', async () => {
    for (const size of ['0', '-5', 'abc', '2.5', '']) {
      const reply = await admin.asExpert<Page<Client>>(withQuery(CLIENTS, { page_size: size }))
      expect(reply.status, size).toBe(200)
      expect(reply.body.results, size).toHaveLength(10)
    }
  })

  it('honours page_size up to 100 elsewhere', async () => {
    const advisor = await login(demoService, EMAIL.advisor)
    const [top] = demoService.state.concessions.beneficiaries()
    const path = (size: number) =>
      withQuery('/api/v2/funds/concessions/beneficiaries-by-cif/', {
        requestData: JSON.stringify({ nif: top?.nif }),
        page_size: size,
      })
    expect(top?.count).toBeGreaterThan(100)
    expect((await advisor.asUser<Page<unknown>>(path(100))).body.results).toHaveLength(100)
    expect((await advisor.asUser<Page<unknown>>(path(150))).body.results).toHaveLength(100)
    const groups = await admin.asExpert<Page<StatusGroup>>(
      withQuery(STATUS_GROUPS, { page_size: 2 }),
    )
    expect(groups.body.results).toHaveLength(2)
    expect(groups.body.next).toBe(`${demoService.url}${STATUS_GROUPS}?page_size=2&page=2`)
  })
})

describe('pagination: clients pages rendered once (SC-PAGE-1)', () => {
  let demoService: DemoService
  let admin: Session

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 300 })
    admin = await login(demoService, EMAIL.admin)
  })
  afterAll(() => demoService.close())

  const auth = () => ({ authorization: `ExpertToken ${admin.expertToken ?? ''}` })

  it('answers a page asked again with the same text, as JSON would write the page', async () => {
    const path = withQuery(CLIENTS, { page: 2, page_size: 7, isActive: 0 })
    const first = await rawRequest(demoService, path, { headers: auth() })
    const again = await rawRequest(demoService, path, { headers: auth() })
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(again.body).toBe(first.body)
    const page = JSON.parse(first.body) as Page<Client>
    expect(JSON.stringify(page)).toBe(first.body)
    expect(Object.keys(page)).toEqual(['count', 'next', 'previous', 'results'])
    expect(page.results).toHaveLength(7)
    // Another host, the same rows: only the links follow the request.
    const other = await rawRequest(demoService, path, { headers: { ...auth(), host: 'otro.test' } })
    const otherPage = JSON.parse(other.body) as Page<Client>
    expect(otherPage.next).toMatch(/^http:\/\/otro\.test\//)
    expect(otherPage.results).toEqual(page.results)
  })

  it('shows a change to a client on the pages already rendered', async () => {
    const path = withQuery(CLIENTS, { page: 1, page_size: 5 })
    const before = await admin.asExpert<Page<Client>>(path)
    const client = before.body.results[2]
    if (!client) throw new Error('no client on page 1')
    const patched = await admin.asExpert<Client>(`${CLIENTS}${client.id}/`, {
      method: 'PATCH',
      json: { notes: 'Revisado de nuevo' },
    })
    expect(patched.status).toBe(200)
    const after = await admin.asExpert<Page<Client>>(path)
    expect(after.body.results[2]).toMatchObject({
      id: client.id,
      notes: 'Revisado de nuevo',
    })
  })

  it('renders each filtered listing apart, and a page past the end is still a 404', async () => {
    const all = await admin.asExpert<Page<Client>>(withQuery(CLIENTS, { page_size: 200 }))
    const active = await admin.asExpert<Page<Client>>(
      withQuery(CLIENTS, { page_size: 200, isActive: 1 }),
    )
    expect(active.body.count).toBeLessThan(all.body.count)
    expect(active.body.results.every((c) => c.status === 1)).toBe(true)
    const past = await admin.asExpert(withQuery(CLIENTS, { page: 99, page_size: 200 }))
    expect(past.status).toBe(404)
  })
})
