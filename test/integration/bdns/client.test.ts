import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deMinimisSummary } from '@shared/bdns/de-minimis'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { bdnsOf } from '../../../src/demo-service/seed/grant-details'
import { FIRST_CLIENT_ID } from '../../../src/demo-service/seed/clients-seed'
import { createLogger, Redactor } from '../../../src/main/log/logger'
import { createBdnsClient } from '../../../src/main/services/bdns/bdns-client'
import { BdnsPacer } from '../../../src/main/services/bdns/bdns-pacer'

const TODAY = '2026-05-14'
let demo: DemoService

beforeAll(async () => {
  demo = await createDemoService({ today: TODAY, clients: 30, concessions: 30 })
})
afterAll(() => demo.close())

const clientOf = (gapMs = 0) =>
  createBdnsClient({
    baseUrl: () => demo.bdnsUrl,
    log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
    // No real waiting between retries: the faults are queued, not timed.
    wait: () => Promise.resolve(),
    pacer: new BdnsPacer(gapMs),
  })

const nifOf = (id: number) => demo.state.clients.get(id)?.client.nif ?? ''

describe('the BDNS client against the demo registry', () => {
  it('reads a client’s de minimis rows and sums them by regulation', async () => {
    const rows = await clientOf().minimis(nifOf(FIRST_CLIENT_ID))
    expect(rows.length).toBeGreaterThan(0)
    const summary = deMinimisSummary(rows, TODAY)
    expect(summary.ceilings[0]).toMatchObject({ regulation: '2023/2831', over: true })
  })

  it('gets through an error inside a 200, a 429 with Retry-After and one without', async () => {
    demo.bdns.faults.queue('maintenance')
    demo.bdns.faults.queue('429-retry-after')
    demo.bdns.faults.queue('429')
    const rows = await clientOf().minimis(nifOf(FIRST_CLIENT_ID + 4))
    expect(rows.length).toBeGreaterThanOrEqual(3)
  })

  it('sends no burst: paced requests never meet the registry’s burst 429', async () => {
    // The demo answers 429 to a request sooner than 100 ms after the one before; the client
    // spaces its requests by 200 ms, however fast the answers come.
    demo.bdns.faults.setBurstGap(100)
    const client = createBdnsClient({
      baseUrl: () => demo.bdnsUrl,
      log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
    })
    const before = demo.control.requests.length
    for (let id = FIRST_CLIENT_ID; id < FIRST_CLIENT_ID + 4; id++) await client.minimis(nifOf(id))
    const statuses = demo.control.requests.slice(before).map((r) => r.status)
    demo.bdns.faults.clear()
    expect(statuses).toEqual([200, 200, 200, 200])
  })

  it('reads a call in both date formats and keeps its documents', async () => {
    const grant = demo.state.grants[2]
    if (!grant) throw new Error('no grant seeded')
    const code = bdnsOf(grant)
    const day = await clientOf().call(code)
    demo.bdns.calls.dates = 'instant'
    const instant = await clientOf().call(code)
    demo.bdns.calls.dates = 'day'
    expect(instant.opensOn).toBe(day.opensOn)
    expect(instant.documents.map((d) => d.publishedOn)).toEqual(
      day.documents.map((d) => d.publishedOn),
    )
    expect(day.documents.length).toBeGreaterThan(0)
  })
})
