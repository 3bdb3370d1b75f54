import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFIRM_ABOVE_REQUESTS } from '../../../src/shared/concession-costs'
import { renderMessage } from '../../../src/shared/messages/catalogue-lookup'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { TODAY } from '../../support/demo-service-http'
import { newHome, runCli } from '../../support/cli'
import { DEMO_PASSWORD, EXPERT } from '../../support/test-app'

/** A second expert account of the demo: another user id, so another cache. */
const OTHER_EXPERT = 'admin@demo.grantsdesk.es'
/** The grant most concessions go to, so that all of them take more than 20 pages of 100. */
const HEAVY = 'kit-digital-2026'

let demoService: DemoService
let connection: string[]
const tokens: Record<string, Record<string, string>> = {}

async function signIn(email: string): Promise<Record<string, string>> {
  const answer = await fetch(`${demoService.url}/api/v2/users/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  const body = (await answer.json()) as { token: string; ExpertToken: string }
  return { GRANTS_TOKEN: body.token, GRANTS_EXPERT_TOKEN: body.ExpertToken }
}

beforeAll(async () => {
  demoService = await createDemoService({
    today: TODAY,
    concessions: 5_000,
    grantWeights: { [HEAVY]: 1_000 },
  })
  connection = ['--env', 'custom', '--base-url', demoService.url]
  tokens[EXPERT] = await signIn(EXPERT)
  tokens[OTHER_EXPERT] = await signIn(OTHER_EXPERT)
})
afterAll(() => demoService.close())

/** One command in this process, as `email`, with `home` as GRANTS_DESK_HOME. */
const cli = (argv: string[], home: string, email = EXPERT) =>
  runCli([...argv, ...connection], { home, env: tokens[email] ?? {} })

const sent = (pattern: RegExp) =>
  demoService.control.requests.filter((request) => pattern.test(request.path)).length
const STATUSES = /status-groups-list/
const CONCESSIONS = /concessions/
const SIMULATOR = /opportunities-by-profile/
const SIMULATE = ['simulate', '--province', '28', '--applicants', '2', '--actions', '1,2,3']

describe('grants-desk on the app’s cost cache', () => {
  it('a second run within 24 hours sends no request for what it already paid for', async () => {
    const home = newHome()
    const grant = ['concessions', '--grant-slug', HEAVY]
    demoService.control.clearRequests()
    const first = {
      statuses: await cli(['statuses'], home),
      concessions: await cli(grant, home),
      simulate: await cli(SIMULATE, home),
    }
    expect(Object.values(first).map((result) => result.code)).toEqual([0, 0, 0])
    expect(sent(STATUSES)).toBeGreaterThan(0)
    expect(sent(CONCESSIONS)).toBe(1)
    expect(sent(SIMULATOR)).toBe(1)

    demoService.control.clearRequests()
    const again = {
      statuses: await cli(['statuses'], home),
      concessions: await cli(grant, home),
      simulate: await cli(SIMULATE, home),
    }
    expect(sent(STATUSES) + sent(CONCESSIONS) + sent(SIMULATOR)).toBe(0)
    for (const kind of ['statuses', 'concessions', 'simulate'] as const) {
      expect(again[kind].code).toBe(0)
      expect(JSON.parse(again[kind].stdout)).toEqual(JSON.parse(first[kind].stdout))
    }
  })

  it('another account on the same computer does not see the first one’s answers', async () => {
    const home = newHome()
    expect((await cli(['statuses'], home, EXPERT)).code).toBe(0)
    expect((await cli(SIMULATE, home, EXPERT)).code).toBe(0)
    demoService.control.clearRequests()
    expect((await cli(['statuses'], home, OTHER_EXPERT)).code).toBe(0)
    expect((await cli(SIMULATE, home, OTHER_EXPERT)).code).toBe(0)
    expect(sent(STATUSES)).toBeGreaterThan(0)
    expect(sent(SIMULATOR)).toBe(1)
  })

  it('above 20 requests: exit 2 without --yes, only the page that counts them sent; --yes runs', async () => {
    const grant = demoService.state.grantBySlug(HEAVY)
    if (!grant) throw new Error(`sin ${HEAVY}`)
    const total = demoService.state.concessions.ofGrant(grant).length
    const more = Math.ceil(total / 100) - 1
    expect(more).toBeGreaterThan(CONFIRM_ABOVE_REQUESTS)
    const home = newHome()
    const all = ['concessions', '--grant-slug', HEAVY, '--all']

    demoService.control.clearRequests()
    const refused = await cli(all, home)
    expect(refused.code).toBe(2)
    expect(refused.stdout).toBe('')
    expect(refused.stderr).toContain(
      renderMessage('es', 'error.validation.cli_needs_yes_more', { requests: more }),
    )
    expect(sent(CONCESSIONS)).toBe(1)

    demoService.control.clearRequests()
    const confirmed = await cli([...all, '--yes'], home)
    // Only the cost line: what it spent against what it first estimated.
    expect(confirmed.stderr.trim()).toBe(
      `Aviso: ${renderMessage('es', 'cli.warning.requests_spent', { spent: more, estimated: more })}`,
    )
    expect(confirmed.code).toBe(0)
    const { count, results } = JSON.parse(confirmed.stdout) as { count: number; results: unknown[] }
    expect(count).toBe(total)
    expect(results).toHaveLength(total)
    // The first page was kept from the refused run: only the rest is asked for.
    expect(sent(CONCESSIONS)).toBe(more)

    demoService.control.clearRequests()
    expect((await cli(all, home)).code).toBe(0)
    expect(sent(CONCESSIONS)).toBe(0)
  })
})
