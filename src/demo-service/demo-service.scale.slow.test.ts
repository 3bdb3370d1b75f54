import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Client } from '@shared/wire/client'
import { type Page } from '@shared/wire/page'
import { type LoginResponse } from '@shared/wire/user'
import { FIRST_CLIENT_ID } from './seed/clients-seed'
import { KIT_DIGITAL_ID } from './seed/grants'
import { type DemoService, type DemoServiceOptions } from './server'
import {
  byGrantPath,
  byNifPath,
  call,
  EMAIL,
  login,
  PASSWORD,
  rawRequest,
  startDemoService,
} from '../../test/support/demo-service-http'

// The demo service at its largest: `npm run test:slow` runs these, `npm test` does not (the benchmarks
// measure scale on every run of `npm run bench`).

/** The same Host on both instances, so that `next` URLs can be compared byte for byte. */
const HOST = 'demo-service.test'

/** Sampled answers of a full-size demo service: clients, details, concessions and the simulator. */
async function sampledPages(options: DemoServiceOptions): Promise<string[]> {
  const demoService = await startDemoService(options)
  try {
    const signIn = async (email: string) => {
      const reply = await call<LoginResponse>(demoService, '/api/v2/users/login/', {
        json: { email, password: PASSWORD },
      })
      return reply.body
    }
    const admin = await signIn(EMAIL.admin)
    const user = await signIn(EMAIL.user)
    const lines: string[] = []
    const get = async (path: string, authorization: string, body?: unknown) => {
      const reply = await rawRequest(demoService, path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          host: HOST,
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      lines.push(`${reply.status} ${reply.body}`)
    }
    const expert = `ExpertToken ${admin.ExpertToken ?? ''}`
    const token = `Token ${user.token}`
    const filters = (value: unknown) => encodeURIComponent(JSON.stringify(value))
    await get('/api/v2/clients/?page_size=200', expert)
    await get('/api/v2/clients/?page=350&page_size=200', expert)
    await get(`/api/v2/clients/?page=7&filters=${filters({ order: '-updated_at' })}`, expert)
    await get(
      `/api/v2/clients/?page=2&filters=${filters({ general_text: 'garcia', province_id__in: [28, 8] })}`,
      expert,
    )
    await get(`/api/v2/clients/${FIRST_CLIENT_ID + 99_998}`, expert)
    const [heavy] = demoService.state.concessions.beneficiaries()
    await get(byNifPath(heavy?.nif ?? '', { page: 40 }), token)
    const made = demoService.state.clients.get(FIRST_CLIENT_ID + 77_777)?.client.nif ?? ''
    await get(byNifPath(made), token)
    await get(byGrantPath({ fund_id: KIT_DIGITAL_ID }, { page: 100, page_size: 100 }), token)
    await get('/api/v2/funds/opportunities-by-profile/?page=2', token, {
      province: 46,
      applicants_v2: [2, 3],
      actions_v2: [3, 8, 17, 22],
    })
    return lines
  } finally {
    await demoService.close()
  }
}

describe('at full size: 100,000 clients and 1,000,000 concessions', () => {
  const FULL: DemoServiceOptions = { clients: 100_000, concessions: 1_000_000, seed: 9 }
  let first: string[]

  beforeAll(async () => {
    first = await sampledPages(FULL)
  }, 120_000)

  it('answers sampled pages byte for byte the same after a new start', async () => {
    expect(first.every((line) => line.startsWith('200 '))).toBe(true)
    expect(await sampledPages(FULL)).toEqual(first)
  }, 120_000)

  describe('with one demo service', () => {
    let demoService: DemoService
    beforeAll(async () => {
      demoService = await startDemoService({ clients: 100_000, concessions: 0 })
    }, 60_000)
    afterAll(() => demoService.close())

    it('shows the administrator of platform 1 about 70 % of the clients', async () => {
      const count = async (email: string) => {
        const session = await login(demoService, email)
        const reply = await session.asExpert<Page<Client>>('/api/v2/clients/?page_size=1')
        return reply.body.count
      }
      const admin = await count(EMAIL.admin)
      expect(admin / 100_000).toBeGreaterThan(0.66)
      expect(admin / 100_000).toBeLessThan(0.78)
      expect(await count(EMAIL.advisor)).toBeLessThan(admin)
      expect(await count(EMAIL.north)).toBeLessThan(100_000 - admin)
    })

    it('keeps a change to a client made by index, across a restart', async () => {
      const admin = await login(demoService, EMAIL.admin)
      const newest = await admin.asExpert<Page<Client>>(
        `/api/v2/clients/?filters=${encodeURIComponent('{"order":"-id"}')}`,
      )
      const mine = newest.body.results[0]
      if (!mine) throw new Error('no client')
      expect(mine.id).toBeGreaterThan(FIRST_CLIENT_ID + 99_000)
      const path = `/api/v2/clients/${mine.id}`
      const patched = await admin.asExpert<Client>(path, {
        method: 'PATCH',
        json: { notes: 'Cambiada a escala' },
      })
      expect(patched.status).toBe(200)
      const port = Number(new URL(demoService.url).port)
      await demoService.close()
      // The first call after a close finds the kept-alive socket gone, as any client would.
      await expect(call(demoService, '/api/v2/schema/')).rejects.toThrow()
      demoService = await startDemoService({ port, state: demoService.state })
      const again = await admin.asExpert<Client>(path)
      expect(again.body.notes).toBe('Cambiada a escala')
      const latest = await admin.asExpert<Page<Client>>(
        `/api/v2/clients/?filters=${encodeURIComponent('{"order":"-updated_at"}')}`,
      )
      expect(latest.body.results[0]?.id).toBe(mine.id)
    })
  })
})
