import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type DemoService } from './server'
import { call, startDemoService } from '../../test/support/demo-service-http'
import { waitFor } from '../../test/support/wait-for'

const SCHEMA = '/api/v2/schema/'
const LISTS = { path: /^\/api\/v2\/forms\// }

let demoService: DemoService
beforeEach(async () => {
  demoService = await startDemoService()
})
afterEach(() => demoService.close())

describe('answers held on a test’s word', () => {
  it('lets the first matching requests through, keeps the rest until released', async () => {
    demoService.control.hold(LISTS, 1)
    const first = await call(demoService, '/api/v2/forms/status-groups-list/')
    expect(first.status).toBe(401)
    const second = call(demoService, '/api/v2/forms/status-groups-list/')
    const third = call(demoService, '/api/v2/forms/status-groups-list/')
    await waitFor(() => expect(demoService.control.held).toBe(2))
    // What the rule does not name goes on.
    expect((await call(demoService, SCHEMA)).status).toBe(200)
    expect(demoService.control.held).toBe(2)
    demoService.control.release()
    expect((await second).status).toBe(401)
    expect((await third).status).toBe(401)
    expect(demoService.control.held).toBe(0)
    // Released, nothing is held any more.
    expect((await call(demoService, '/api/v2/forms/status-groups-list/')).status).toBe(401)
  })

  it('forgets a held request whose caller gave up', async () => {
    demoService.control.hold(LISTS)
    const controller = new AbortController()
    const gone = fetch(`${demoService.url}/api/v2/forms/status-groups-list/`, {
      signal: controller.signal,
    })
    await waitFor(() => expect(demoService.control.held).toBe(1))
    controller.abort()
    await expect(gone).rejects.toThrow()
    await waitFor(() => expect(demoService.control.held).toBe(0))
  })

  it('counts the most requests open at once, from the last clearing of the log', async () => {
    demoService.control.clearRequests()
    demoService.control.hold(LISTS)
    const open = [1, 2, 3].map(() => call(demoService, '/api/v2/forms/status-groups-list/'))
    await waitFor(() => expect(demoService.control.held).toBe(3))
    demoService.control.release()
    await Promise.all(open)
    expect(demoService.control.peakPending).toBe(3)
    demoService.control.clearRequests()
    expect(demoService.control.peakPending).toBe(0)
  })

  it('closes with requests held, answering none of them', async () => {
    demoService.control.hold(LISTS)
    const held = call(demoService, '/api/v2/forms/status-groups-list/')
    await waitFor(() => expect(demoService.control.held).toBe(1))
    await demoService.close()
    await expect(held).rejects.toThrow()
    demoService = await startDemoService()
  })
})
