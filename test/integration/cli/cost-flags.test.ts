import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFIRM_ABOVE_REQUESTS } from '../../../src/shared/concession-costs'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { TODAY } from '../../support/demo-service-http'
import { type CliResult, connectionTo, newHome, runCli, sessionEnv } from '../../support/cli'

/**
 * --yes, --max-requests and --ask-above on every command that costs (issue 33, item 12): --yes
 * does the whole job in one run and says what it spent against what it first estimated;
 * --max-requests N stops at N (exit 3) having sent no more; without --yes the first question exits
 * 2. The requests are counted at the demo service.
 */

/** The grant most concessions go to: listing them all takes more than 20 pages of 100. */
const HEAVY = 'kit-digital-2026'
const CONCESSIONS = /concessions\/beneficiaries/
const PROFILE = /opportunities-by-profile/
const BY_CIF = /opportunities-by-cif/
const GRANTS = /^\/api\/v2\/funds\/concessions\/$/
const ids = (last: number) => Array.from({ length: last }, (_, index) => index + 1).join(',')
/** A profile every demo grant open in Madrid takes: three pages of ten. */
const SIMULATE = ['simulate', '--province', '28', '--applicants', ids(8), '--actions', ids(40)]
const BY_NIF = ['simulate', '--nif', 'B88888888', '--cnae', '6201', '--province', '28']
const SPENT = /consultas hechas: (\d+), de (\d+) estimadas/

let demoService: DemoService
let connection: string[]
let env: Record<string, string>

beforeAll(async () => {
  demoService = await createDemoService({
    today: TODAY,
    concessions: 5_000,
    grantWeights: { [HEAVY]: 1_000 },
  })
  connection = connectionTo(demoService.url)
  env = await sessionEnv(demoService.url)
})
afterAll(() => demoService.close())

const cli = (argv: string[], home: string) => runCli([...argv, ...connection], { home, env })
const sent = (pattern: RegExp) =>
  demoService.control.requests.filter((request) => pattern.test(request.path)).length
/** What the cost line of --yes says: [spent, estimated]. */
function costLine(result: CliResult): [number, number] {
  const [, spent, estimated] = SPENT.exec(result.stderr) ?? []
  if (spent === undefined) throw new Error(`sin línea de coste: ${result.stderr}`)
  return [Number(spent), Number(estimated)]
}

describe('concessions --all', () => {
  it('a list grown since it was counted is read to the end with --yes; --max-requests stops at N (exit 3)', async () => {
    const grant = demoService.state.grantBySlug(HEAVY)
    if (!grant) throw new Error(`sin ${HEAVY}`)
    const total = demoService.state.concessions.ofGrant(grant).length
    const more = Math.ceil(total / 100) - 1
    expect(more).toBeGreaterThan(CONFIRM_ABOVE_REQUESTS)
    const all = ['concessions', '--grant-slug', HEAVY, '--all']
    const [finished, capped] = [newHome(), newHome()]
    // Without --yes the first question still exits 2, page 1 (kept for 24 hours) counting them.
    for (const home of [finished, capped]) {
      demoService.control.clearRequests()
      expect((await cli(all, home)).code).toBe(2)
      expect(sent(CONCESSIONS)).toBe(1)
    }
    // Published meanwhile: a page more than page 1 counted.
    const published = 100 - (total % 100) + 1
    demoService.control.publishConcessions(HEAVY, published)

    demoService.control.clearRequests()
    const stopped = await cli([...all, '--yes', '--max-requests', String(more)], capped)
    expect(stopped.code, stopped.stderr).toBe(3)
    expect(stopped.stdout).toBe('')
    expect(sent(CONCESSIONS)).toBeLessThanOrEqual(more)
    expect(stopped.stderr).toMatch(
      /la lista ha crecido mientras se leía: terminar hace al menos \d+/,
    )

    demoService.control.clearRequests()
    const done = await cli([...all, '--yes'], finished)
    expect(done.code, done.stderr).toBe(0)
    const { results } = JSON.parse(done.stdout) as { results: unknown[] }
    expect(results).toHaveLength(total + published)
    const [spent, estimated] = costLine(done)
    expect(estimated).toBe(more)
    expect(spent).toBeGreaterThan(estimated)
    expect(sent(CONCESSIONS)).toBeGreaterThanOrEqual(spent)

    // A cap below what the count says sends nothing past page 1, and says how to finish.
    const fresh = newHome()
    demoService.control.clearRequests()
    const below = await cli([...all, '--yes', '--max-requests', '5'], fresh)
    expect(below.code, below.stderr).toBe(3)
    expect(sent(CONCESSIONS)).toBe(1)
    expect(below.stderr).toContain(`--max-requests ${more + 2}`)
  })
})

describe('simulate --all', () => {
  it('asks above --ask-above; --max-requests sends what it allows and stops (exit 3); --yes finishes', async () => {
    const home = newHome()
    demoService.control.clearRequests()
    const asked = await cli([...SIMULATE, '--all', '--ask-above', '1'], home)
    expect(asked.code, asked.stderr).toBe(2)
    expect(sent(PROFILE)).toBe(1)
    const [, left] = /hará (\d+) peticiones más/.exec(asked.stderr) ?? []
    const more = Number(left)
    expect(more).toBeGreaterThanOrEqual(2)

    // Page 1 is kept: the cap of 1 more sends one page, kept too, and stops there.
    demoService.control.clearRequests()
    const stopped = await cli([...SIMULATE, '--all', '--yes', '--max-requests', '1'], home)
    expect(stopped.code, stopped.stderr).toBe(3)
    expect(stopped.stdout).toBe('')
    expect(sent(PROFILE)).toBe(1)
    expect(stopped.stderr).toContain(`--max-requests ${more}`)

    // What the capped run fetched is kept: --yes asks only for the rest, in one run.
    demoService.control.clearRequests()
    const done = await cli([...SIMULATE, '--all', '--yes'], home)
    expect(done.code, done.stderr).toBe(0)
    expect(sent(PROFILE)).toBe(more - 1)
    expect(costLine(done)).toEqual([more - 1, more - 1])
    const { results } = JSON.parse(done.stdout) as { results: unknown[] }
    expect(results.length).toBeGreaterThan(10 * more)
  })
})

describe('one paid request: simulate --nif, grants --search, one page', () => {
  it.each([
    ['simulate --nif', BY_NIF, BY_CIF],
    ['grants --search', ['grants', '--search', 'digital'], GRANTS],
    ['a page of concessions', ['concessions', '--grant-slug', HEAVY], CONCESSIONS],
    ['a page of the simulator', SIMULATE, PROFILE],
  ])('%s asks above --ask-above 0, --yes answers and says what it spent', async (_, argv, path) => {
    const home = newHome()
    demoService.control.clearRequests()
    const asked = await cli([...argv, '--ask-above', '0'], home)
    expect(asked.code, asked.stderr).toBe(2)
    expect(sent(path)).toBe(0)
    const done = await cli([...argv, '--ask-above', '0', '--yes', '--max-requests', '1'], home)
    expect(done.code, done.stderr).toBe(0)
    expect(sent(path)).toBe(1)
    expect(costLine(done)).toEqual([1, 1])
  })
})

describe('grant ID: a paid request per section', () => {
  const GRANT = /fund-details|funds\/fund-/

  it('asks above --ask-above, refuses above --max-requests sending nothing (exit 3), and says what it spent', async () => {
    const home = newHome()
    const id = String(demoService.state.grants[0]?.id)
    demoService.control.clearRequests()
    const asked = await cli(['grant', id, '--ask-above', '1'], home)
    expect(asked.code, asked.stderr).toBe(2)
    const capped = await cli(['grant', id, '--yes', '--max-requests', '2'], home)
    expect(capped.code, capped.stderr).toBe(3)
    expect(capped.stderr).toContain('--max-requests 5')
    expect(sent(GRANT)).toBe(0)

    const done = await cli(['grant', id, '--ask-above', '1', '--yes'], home)
    expect(done.code, done.stderr).toBe(0)
    expect(sent(GRANT)).toBe(5)
    expect(costLine(done)).toEqual([5, 5])
  })
})

describe('«No preguntar por menos de N consultas» of the command line', () => {
  it('reads portfolioAskAbove from the command line’s settings file; --ask-above wins', async () => {
    const home = newHome()
    writeFileSync(join(home, 'settings.json'), JSON.stringify({ portfolioAskAbove: 0 }))
    demoService.control.clearRequests()
    const asked = await cli(BY_NIF, home)
    expect(asked.code, asked.stderr).toBe(2)
    expect(sent(BY_CIF)).toBe(0)
    const answered = await cli([...BY_NIF, '--ask-above', '1'], home)
    expect(answered.code, answered.stderr).toBe(0)
    expect(sent(BY_CIF)).toBe(1)
  })
})
