import { describe, expect, it } from 'vitest'
import { createLogger, Redactor } from '../log/logger'
import { createApiClient } from './operations'

/** The API client over a fetch that answers an empty page and keeps the URLs asked. */
function recording() {
  const urls: URL[] = []
  const api = createApiClient({
    endpoints: () => Promise.resolve({ baseUrl: 'https://svc.example', testBaseUrl: 'https://t' }),
    credentials: () => ({ token: 'user-token-0001', expertToken: 'expert-token-0002' }),
    prefixes: () => ({ user: 'Token', expert: 'ExpertToken' }),
    log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
    fetch: (input: string | URL | Request) => {
      urls.push(new URL(input instanceof Request ? input.url : input.toString()))
      const body = { count: 0, next: null, previous: null, results: [] }
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))
    },
    wait: () => Promise.resolve(),
    random: () => 0.5,
  })
  return { api, urls }
}

describe('the query of forms/ (SC-CASE-3)', () => {
  it('sends each filter as its own parameter and in requestData, my_workflows a boolean', async () => {
    const { api, urls } = recording()
    await api.listCases({ isActive: 0, mine: true, statusGroup: 2, status: 22 }, 200).fetch(1)
    const query = Object.fromEntries(urls[0]?.searchParams ?? [])
    expect(query).toEqual({
      page: '1',
      page_size: '200',
      isActive: '0',
      my_workflows: 'true',
      status: '2',
      sub_status: '22',
      requestData: JSON.stringify({ isActive: 0, my_workflows: true, status: 2, sub_status: 22 }),
    })
    expect(JSON.parse(query.requestData ?? '')).toMatchObject({ my_workflows: true })
  })

  it('sends no isActive and no requestData when nothing is filtered', async () => {
    const { api, urls } = recording()
    await api.listCases({}, 50).fetch(1)
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({ page: '1', page_size: '50' })
  })
})
