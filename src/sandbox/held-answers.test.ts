import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Sandbox } from './server'
import { call, startSandbox } from '../../test/support/demo-service-http'

const SCHEMA = '/api/v2/schema/'
const LISTS = { path: /^\/api\/v2\/forms\// }

let sandbox: Sandbox
beforeEach(async () => {
  sandbox = await startSandbox()
})
afterEach(() => sandbox.close())

describe('answers held on a test’s word', () => {
  it('lets the first matching requests through, keeps the rest until released', async () => {
    sandbox.control.hold(LISTS, 1)
    const first = await call(sandbox, '/api/v2/forms/status-groups-list/')
    expect(first.status).toBe(401)
    const second = call(sandbox, '/api/v2/forms/status-groups-list/')
    const third = call(sandbox, '/api/v2/forms/status-groups-list/')
    await vi.waitFor(() => expect(sandbox.control.held).toBe(2))
    // What the rule does not name goes on.
    expect((await call(sandbox, SCHEMA)).status).toBe(200)
    expect(sandbox.control.held).toBe(2)
    sandbox.control.release()
    expect((await second).status).toBe(401)
    expect((await third).status).toBe(401)
    expect(sandbox.control.held).toBe(0)
    // Released, nothing is held any more.
    expect((await call(sandbox, '/api/v2/forms/status-groups-list/')).status).toBe(401)
  })

  it('forgets a held request whose caller gave up', async () => {
    sandbox.control.hold(LISTS)
    const controller = new AbortController()
    const gone = fetch(`${sandbox.url}/api/v2/forms/status-groups-list/`, {
      signal: controller.signal,
    })
    await vi.waitFor(() => expect(sandbox.control.held).toBe(1))
    controller.abort()
    await expect(gone).rejects.toThrow()
    await vi.waitFor(() => expect(sandbox.control.held).toBe(0))
  })

  it('counts the most requests open at once, from the last clearing of the log', async () => {
    sandbox.control.clearRequests()
    sandbox.control.hold(LISTS)
    const open = [1, 2, 3].map(() => call(sandbox, '/api/v2/forms/status-groups-list/'))
    await vi.waitFor(() => expect(sandbox.control.held).toBe(3))
    sandbox.control.release()
    await Promise.all(open)
    expect(sandbox.control.peakPending).toBe(3)
    sandbox.control.clearRequests()
    expect(sandbox.control.peakPending).toBe(0)
  })

  it('closes with requests held, answering none of them', async () => {
    sandbox.control.hold(LISTS)
    const held = call(sandbox, '/api/v2/forms/status-groups-list/')
    await vi.waitFor(() => expect(sandbox.control.held).toBe(1))
    await sandbox.close()
    await expect(held).rejects.toThrow()
    sandbox = await startSandbox()
  })
})
