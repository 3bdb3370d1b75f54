import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../../../src/main/storage/database'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { TODAY } from '../../support/demo-service-http'
import { type CliResult, newHome, runCli } from '../../support/cli'
import { DEMO_PASSWORD, EXPERT } from '../../support/test-app'

/** The grant most concessions go to: a search of several pages. */
const HEAVY = 'kit-digital-2026'
const CURRENT_USER = '/api/v2/users/current/'

let demoService: DemoService
let connection: string[]
/** Two sign-ins of the same expert: two tokens, as a script would hold after signing in again. */
let first: Record<string, string>
let second: Record<string, string>
let expertId: number

async function signIn(): Promise<{ env: Record<string, string>; id: number }> {
  const answer = await fetch(`${demoService.url}/api/v2/users/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: EXPERT, password: DEMO_PASSWORD }),
  })
  const body = (await answer.json()) as { token: string; ExpertToken: string; user: { id: number } }
  return {
    env: { GRANTS_TOKEN: body.token, GRANTS_EXPERT_TOKEN: body.ExpertToken },
    id: body.user.id,
  }
}

beforeAll(async () => {
  demoService = await createDemoService({
    today: TODAY,
    clients: 12,
    concessions: 1_000,
    grantWeights: { [HEAVY]: 1_000 },
  })
  connection = ['--env', 'custom', '--base-url', demoService.url]
  const one = await signIn()
  const two = await signIn()
  first = one.env
  second = two.env
  expertId = one.id
  expect(first['GRANTS_TOKEN']).not.toBe(second['GRANTS_TOKEN'])
})
afterAll(() => demoService.close())

const cli = (argv: string[], home: string, env: Record<string, string>) =>
  runCli([...argv, ...connection], { home, env })

const sent = (pattern: RegExp) =>
  demoService.control.requests.filter((request) => pattern.test(request.path)).length
const pageOf = (url: string) => new URL(url, 'http://x.invalid').searchParams.get('page') ?? '1'

let exports = 0

interface Costly {
  name: string
  args: (home: string) => string[]
  /** The requests that cost credits (or are cached as if they did). */
  paid: RegExp
  /** The path of the command's own first request. */
  opens: RegExp
  /** What two runs print alike when the second is served from the cache. */
  answer: (result: CliResult, home: string) => unknown
}

const COSTLY: Costly[] = [
  {
    name: 'concessions --all, exported',
    args: (home) => [
      ...['concessions', '--grant-slug', HEAVY, '--all', '--yes'],
      ...['--format', 'csv', '--out', join(home, `concesiones-${++exports}.csv`)],
    ],
    paid: /concessions/,
    opens: /funds\/concessions\/beneficiaries\/$/,
    answer: (_result, home) => readFileSync(join(home, `concesiones-${exports}.csv`), 'utf8'),
  },
  {
    name: 'statuses',
    args: () => ['statuses'],
    paid: /status-groups-list/,
    opens: /status-groups-list/,
    answer: (result) => JSON.parse(result.stdout) as unknown,
  },
  {
    name: 'simulate',
    args: () => ['simulate', '--province', '28', '--applicants', '2', '--actions', '1,2,3'],
    paid: /opportunities-by-profile/,
    opens: /opportunities-by-profile/,
    answer: (result) => JSON.parse(result.stdout) as unknown,
  },
  {
    name: 'portfolio opportunities',
    args: () => ['portfolio', 'opportunities', '--yes'],
    paid: /opportunities-by-profile/,
    // The free clients list that makes the scope comes first.
    opens: /\/clients\/$/,
    answer: (result) => (JSON.parse(result.stdout) as { opportunities: unknown }).opportunities,
  },
]

describe('grants-desk with GRANTS_TOKEN on a service without users/current/', () => {
  beforeEach(() => demoService.control.disableRoute({ path: /users\/current\// }))
  afterEach(() => demoService.control.enableRoutes())

  it.each(COSTLY)(
    '$name: its first request is its own first page; the same token reuses the answer, another token does not',
    async (command) => {
      const home = newHome('gd-cli-token-')
      demoService.control.clearRequests()
      const run = await cli(command.args(home), home, first)
      expect(run.code, run.stderr).toBe(0)
      const [opening] = demoService.control.requests
      expect(opening?.path).toMatch(command.opens)
      expect(pageOf(opening?.url ?? '')).toBe('1')
      expect(demoService.control.requests.map((r) => r.path)).not.toContain(CURRENT_USER)
      const paid = sent(command.paid)
      expect(paid).toBeGreaterThan(0)
      const answer = command.answer(run, home)

      demoService.control.clearRequests()
      const again = await cli(command.args(home), home, first)
      expect(again.code).toBe(0)
      expect(sent(command.paid)).toBe(0)
      expect(command.answer(again, home)).toEqual(answer)

      demoService.control.clearRequests()
      const other = await cli(command.args(home), home, second)
      expect(other.code).toBe(0)
      expect(sent(command.paid)).toBe(paid)
      expect(command.answer(other, home)).toEqual(answer)
    },
  )

  it('keeps neither token in the cache, the runs, the log or any output', async () => {
    const home = newHome('gd-cli-token-')
    const printed: string[] = []
    for (const env of [first, second]) {
      for (const command of COSTLY) {
        const run = await cli([...command.args(home), '--verbose'], home, env)
        expect(run.code).toBe(0)
        printed.push(run.stdout, run.stderr)
      }
    }
    const secrets = [first, second].flatMap((env) => [
      env['GRANTS_TOKEN'] ?? '',
      env['GRANTS_EXPERT_TOKEN'] ?? '',
    ])
    expect(secrets.every((secret) => secret.length >= 20)).toBe(true)

    const db = new Database(join(home, DATABASE_FILE), { readonly: true })
    const accounts = (table: string) =>
      db
        .prepare<[], { account: string }>(`SELECT DISTINCT account FROM ${table}`)
        .all()
        .map((row) => row.account)
    const cached = accounts('cache')
    const runs = accounts('portfolio_runs')
    const keys = db
      .prepare<[], { key: string }>('SELECT key FROM cache')
      .all()
      .map((row) => row.key)
    db.close()
    // One account per token, in the cache and in the stored runs alike.
    expect(cached).toHaveLength(2)
    expect(new Set(runs)).toEqual(new Set(cached))

    const files = readdirSync(home, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(join(entry.parentPath, entry.name)).toString('latin1'))
    expect(files.length).toBeGreaterThan(1)
    for (const secret of secrets) {
      for (const text of [...cached, ...runs, ...keys, ...printed, ...files]) {
        expect(text).not.toContain(secret)
      }
    }
  })
})

describe('profile with GRANTS_TOKEN', () => {
  afterEach(() => demoService.control.enableRoutes())

  it('falls back to users/current/ when users/<id>/ does not know the own id (404)', async () => {
    demoService.control.disableRoute({ path: /^\/api\/v2\/users\/\d+\/$/ })
    demoService.control.clearRequests()
    const home = newHome('gd-cli-token-')
    const result = await cli(['profile', '--user-id', String(expertId)], home, first)
    expect(result.code, result.stderr).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({ id: expertId, email: EXPERT })
    const asked = demoService.control.requests.map((r) => [r.path, r.status])
    expect(asked).toContainEqual([`/api/v2/users/${expertId}/`, 404])
    expect(asked.at(-1)).toEqual([CURRENT_USER, 200])
  })
})
