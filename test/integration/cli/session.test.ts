import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { compareConcessions } from '../../../src/demo-service/store/concessions-table'
import { CLI_KEYCHAIN_SERVICE } from '../../../src/main/cli/cli-context'
import { environmentKey } from '../../../src/main/services/connection/environment'
import { openSecretStore, type OpenedSecretStore } from '../../../src/main/session/secret-store'
import { TEXT } from '../../../src/demo-service/error-answers'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { renderMessage } from '../../../src/shared/messages/catalogue-lookup'
import {
  type CliResult,
  type InProcessOptions,
  newHome,
  runCli,
  connectionTo,
} from '../../support/cli'
import {
  DEMO_PASSWORD,
  type Dialect,
  DIALECTS,
  EXPERT,
  NO_CREDITS,
  NOT_EXPERT,
} from '../../support/test-app'
import { waitFor } from '../../support/wait-for'

/**
 * The command line, each command in this process through `run`. It is a front end over the app's
 * services, which dialects.test.ts tries against both readings of the service (SC-DIALECT-1): the
 * commands run against ours (`interface`), and against the vendor's too only where the CLI's own
 * answer depends on the dialect (an edit the service ignored, the credits it tells) or where no
 * other test asks the vendor the same (concessions in order through its pages of ten, a
 * spreadsheet of clients with missing figures).
 */

/** A message's first sentence, up to its first full stop. */
const firstSentence = (text: string) => text.slice(0, text.indexOf('. ') + 1)
/** The demo service's token shape (payload.signature): whatever run printed one, the scan finds it. */
const TOKEN_SHAPE = /[A-Za-z0-9_-]{10,}\.[0-9a-f]{32}/

/** One demo service per dialect. */
interface Target {
  demoService: DemoService
  connection: string[]
  /** GRANTS_TOKEN and GRANTS_EXPERT_TOKEN of the expert. */
  expert: Record<string, string>
}
const targets = new Map<Dialect, Target>()
let keychain: OpenedSecretStore
/** Every token the file knows of, and what the commands of the test running printed. */
const tokens = new Set<string>()
const transcripts: CliResult[] = []

/** One command; without `openSecrets`, on the OS keychain as the CLI uses it. */
async function cli(args: string[], options: InProcessOptions = {}): Promise<CliResult> {
  const result = await runCli(args, options)
  transcripts.push(result)
  return result
}

const json = <T>(result: CliResult): T => JSON.parse(result.stdout) as T

async function post(
  demoService: DemoService,
  path: string,
  body: unknown,
  auth?: string,
): Promise<unknown> {
  const response = await fetch(`${demoService.url}/api/v2/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth } : {}) },
    body: JSON.stringify(body),
  })
  return response.json()
}

async function get(demoService: DemoService, path: string, auth: string): Promise<unknown> {
  const response = await fetch(`${demoService.url}/api/v2/${path}`, {
    headers: { Authorization: auth },
  })
  return response.json()
}

/** Signs in over HTTP, as a script would before setting GRANTS_TOKEN. */
async function tokensOf(demoService: DemoService, email: string): Promise<Record<string, string>> {
  const answer = (await post(demoService, 'users/login/', { email, password: DEMO_PASSWORD })) as {
    token: string
    ExpertToken: string | null
  }
  tokens.add(answer.token)
  if (answer.ExpertToken) tokens.add(answer.ExpertToken)
  return { GRANTS_TOKEN: answer.token, GRANTS_EXPERT_TOKEN: answer.ExpertToken ?? '' }
}

interface Envelope<T> {
  count: number
  next?: string | null
  previous?: string | null
  results: T[]
}

beforeAll(async () => {
  keychain = await openSecretStore({ service: CLI_KEYCHAIN_SERVICE })
  for (const dialect of DIALECTS) {
    const demoService = await createDemoService({ port: 0, dialect })
    const connection = connectionTo(demoService.url)
    targets.set(dialect, { demoService, connection, expert: await tokensOf(demoService, EXPERT) })
  }
})
afterAll(async () => {
  for (const { demoService } of targets.values()) await demoService.close()
})
// What every command a test ran printed, on stdout or stderr: never a token, never a stack trace.
afterEach(() => {
  for (const { stdout, stderr } of transcripts.splice(0)) {
    for (const text of [stdout, stderr]) {
      for (const token of tokens) expect(text).not.toContain(token)
      expect(text).not.toMatch(TOKEN_SHAPE)
      expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/)
    }
  }
})

function targetOf(dialect: Dialect): Target {
  const target = targets.get(dialect)
  if (!target) throw new Error(`sin servicio de demostración ${dialect}`)
  return target
}

describe('grants-desk session', () => {
  let demoService: DemoService
  let connection: string[]
  beforeAll(() => {
    ;({ demoService, connection } = targetOf('interface'))
  })

  it('login reads the password from stdin; whoami restores it; logout removes it', async () => {
    if (process.env['REQUIRE_KEYCHAIN'] === '1') expect(keychain.keychainAvailable).toBe(true)
    const home = newHome('gd-cli-session-')
    const login = await cli(['login', '--email', EXPERT, ...connection], {
      stdin: `${DEMO_PASSWORD}\n`,
      home,
    })
    expect(login.code).toBe(0)
    expect(json(login)).toMatchObject({
      status: 'signed-in',
      user: { email: EXPERT, name: 'Laura Martín Gómez', expert: true },
      environment: { preset: 'custom', baseUrl: demoService.url, testBaseUrl: demoService.url },
    })
    const account = `${environmentKey({ preset: 'custom', baseUrl: demoService.url, testBaseUrl: demoService.url })}:${EXPERT}`

    if (keychain.keychainAvailable) {
      expect(login.stderr).toBe('')
      // The tokens the CLI got, for the scan after this test.
      const stored = await keychain.store.get(account)
      expect(stored).toBeTruthy()
      const saved = JSON.parse(stored ?? '{}') as { token: string; expertToken: string }
      tokens.add(saved.token)
      tokens.add(saved.expertToken)

      // A second command, without connection flags: the saved environment and the keychain.
      const whoami = await cli(['whoami'], { home })
      expect(whoami.code).toBe(0)
      expect(json(whoami)).toMatchObject({
        status: 'signed-in',
        source: 'session',
        remembered: true,
        expert: true,
        user: { email: EXPERT },
      })
      const profile = await cli(['profile'], { home })
      expect(profile.code).toBe(0)
      expect(json(profile)).toMatchObject({ id: 1201, platform: 'Grants Desk Demo' })
    } else {
      expect(login.stderr).toContain(renderMessage('es', 'cli.warning.keychain_unavailable'))
      const whoami = await cli(['whoami'], { home })
      expect(whoami.code).toBe(1)
      expect(whoami.stderr).toContain(
        renderMessage('es', 'error.no_session.keychain_unavailable', { email: EXPERT }),
      )
    }

    const logout = await cli(['logout', ...connection], { home })
    expect(logout.code).toBe(0)
    expect(json(logout)).toMatchObject({ status: 'signed-out' })
    if (keychain.keychainAvailable) expect(await keychain.store.get(account)).toBeNull()
    const after = await cli(['whoami'], { home })
    expect(after.code).toBe(1)
    expect(after.stderr).toContain('No hay una sesión iniciada')
    expect(after.stdout).toBe('')

    // Every command logged to the rotating file under its home, never the password or a token.
    const logs = join(home, 'logs')
    const logText = readdirSync(logs)
      .map((name) => readFileSync(join(logs, name), 'utf8'))
      .join('')
    expect(logText).toMatch(/^\S+ (DEBUG|INFO|WARN|ERROR) /m)
    expect(logText).not.toContain(DEMO_PASSWORD)
    for (const token of tokens) expect(logText).not.toContain(token)
  })

  it('wrong password: exit 1 with the Spanish message', async () => {
    const login = await cli(['login', '--email', EXPERT, ...connection], { stdin: 'otra\n' })
    expect(login.code).toBe(1)
    expect(login.stderr).toContain(renderMessage('es', 'error.validation.wrong_credentials'))
  })
})

describe('grants-desk commands with GRANTS_TOKEN', () => {
  let demoService: DemoService
  let connection: string[]
  let expert: Record<string, string>
  beforeAll(() => {
    ;({ demoService, connection, expert } = targetOf('interface'))
  })

  it('clients list --all: every client once, as many as the server counts', async () => {
    const server = (await get(
      demoService,
      'clients/?isActive=0&page_size=10',
      `ExpertToken ${expert['GRANTS_EXPERT_TOKEN']}`,
    )) as Envelope<unknown>
    const result = await cli(['clients', 'list', '--all', ...connection], { env: expert })
    expect(result.code).toBe(0)
    const { count, results, ...rest } = json<Envelope<{ id: number }>>(result)
    expect(rest).toEqual({})
    expect(count).toBe(server.count)
    expect(results).toHaveLength(server.count)
    expect(new Set(results.map((client) => client.id)).size).toBe(server.count)
    expect(result.stderr).toBe('')
  })

  it('clients list --all --format csv: its first page is asked for while the catalogue comes', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'gd-cli-out-')), 'clientes.csv')
    // Both held: they are open at once only if the walk did not wait for the catalogue.
    demoService.control.hold({ path: /^\/api\/v2\/(data-filters|clients)\// })
    const running = cli(
      ['clients', 'list', '--all', '--format', 'csv', '--out', out, ...connection],
      { env: expert },
    )
    try {
      await waitFor(() => expect(demoService.control.held).toBe(2))
    } finally {
      demoService.control.release()
    }
    const result = await running
    expect(result.code).toBe(0)
    expect(json(result)).toMatchObject({ file: out, format: 'csv' })
  })

  it('clients list: one page as the service sent it', async () => {
    const result = await cli(
      ['clients', 'list', '--page', '2', '--page-size', '5', ...connection],
      { env: expert },
    )
    expect(result.code).toBe(0)
    const page = json<Envelope<unknown>>(result)
    expect(Object.keys(page)).toEqual(['count', 'next', 'previous', 'results'])
    expect(page.results).toHaveLength(5)
    expect(page.previous).toContain('page=1')
  })

  it('clients get ID', async () => {
    const first = await cli(['clients', 'list', '--page-size', '1', ...connection], {
      env: expert,
    })
    const id = json<Envelope<{ id: number }>>(first).results[0]?.id ?? 0
    const result = await cli(['clients', 'get', String(id), ...connection], { env: expert })
    expect(result.code).toBe(0)
    expect(json(result)).toMatchObject({ id })
  })

  it('concessions --grant-id / --grant-slug --all: every concession of the grant, either way', async () => {
    const state = demoService.state
    const grant = state.grants.find(
      (g) => !state.grantQuirks.unslugged.has(g.id) && state.concessions.ofGrant(g).length > 0,
    )
    if (!grant) throw new Error('sin convocatoria con concesiones')
    const expected = state.concessions.ofGrant(grant).length
    const byId = await cli(
      ['concessions', '--grant-id', String(grant.id), '--all', ...connection],
      { env: expert },
    )
    const bySlug = await cli(['concessions', '--grant-slug', grant.slug, '--all', ...connection], {
      env: expert,
    })
    for (const result of [byId, bySlug]) {
      expect(result.code).toBe(0)
      expect(result.stderr).toBe('')
    }
    const rows = json<Envelope<{ beneficiary_cif: string }>>(byId)
    expect(rows.count).toBe(expected)
    expect(rows.results).toHaveLength(expected)
    expect(rows.results.every((row) => row.beneficiary_cif !== '')).toBe(true)
    expect(json(bySlug)).toEqual(rows)
  })

  it('concessions: a bad NIF checksum warns on stderr and still searches', async () => {
    const result = await cli(['concessions', '--nif', '12345678A', ...connection], {
      env: expert,
    })
    expect(result.code).toBe(0)
    expect(result.stderr).toContain(renderMessage('es', 'validation.tax_id.nif_control'))
    expect(json(result)).toMatchObject({ count: 0, results: [] })
  })

  it('concessions with two selectors is a usage error', async () => {
    const result = await cli(
      ['concessions', '--nif', 'B12345678', '--grant-slug', 'kit-digital', ...connection],
      { env: expert },
    )
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Indique exactamente uno de --nif, --grant-id o --grant-slug.')
    expect(result.stdout).toBe('')
  })

  it('concessions --all --format csv --out: an Excel (España) file with every row', async () => {
    const [heavy] = demoService.state.concessions.beneficiaries()
    const nif = heavy?.nif ?? ''
    const out = join(mkdtempSync(join(tmpdir(), 'gd-cli-out-')), 'concesiones.csv')
    const result = await cli(
      ['concessions', '--nif', nif, '--all', '--format', 'csv', '--out', out, ...connection],
      { env: expert },
    )
    expect(result.code).toBe(0)
    expect(json(result)).toEqual({
      file: out,
      format: 'csv',
      rows: demoService.state.concessions.ofNif(nif).length,
    })
    const bytes = readFileSync(out)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toContain('NIF;Beneficiario')
    expect(lines).toHaveLength(demoService.state.concessions.ofNif(nif).length + 1)
    expect(lines.slice(1).every((line) => line.startsWith(`${nif};`))).toBe(true)
  })

  it('statuses --format xlsx --out: one row per status, read back with exceljs', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'gd-cli-out-')), 'estados.xlsx')
    const result = await cli(['statuses', '--format', 'xlsx', '--out', out, ...connection], {
      env: expert,
    })
    expect(result.code).toBe(0)
    const book = await new ExcelJS.Workbook().xlsx.readFile(out)
    const statuses = demoService.state.statusGroups.reduce((n, g) => n + g.status.length, 0)
    expect(book.worksheets[0]?.actualRowCount).toBe(statuses + 1)
  })

  it('statuses --format xlsx --lang en: English sheet name and headers; Spanish without it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-cli-out-'))
    const english = join(dir, 'statuses.xlsx')
    const spanish = join(dir, 'estados.xlsx')
    const args = (out: string) => ['statuses', '--format', 'xlsx', '--out', out, ...connection]
    expect((await cli([...args(english), '--lang', 'en'], { env: expert })).code).toBe(0)
    expect((await cli(args(spanish), { env: expert })).code).toBe(0)
    const first = async (path: string) => {
      const sheet = (await new ExcelJS.Workbook().xlsx.readFile(path)).worksheets[0]
      return { name: sheet?.name, group: sheet?.getRow(1).getCell(2).value }
    }
    expect(await first(english)).toEqual({ name: 'Case-file statuses', group: 'Group' })
    expect(await first(spanish)).toEqual({ name: 'Estados de expediente', group: 'Grupo' })
    const wrong = await cli([...args(english), '--lang', 'fr'], { env: expert })
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain('--lang')
  })

  it('simulate --format json --out writes the document and prints a summary', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'gd-cli-out-')), 'oportunidades.json')
    const result = await cli(
      [
        'simulate',
        '--province',
        '28',
        '--applicants',
        '2',
        '--actions',
        '1,2,3',
        '--out',
        out,
        ...connection,
      ],
      { env: expert },
    )
    expect(result.code).toBe(0)
    const written = JSON.parse(readFileSync(out, 'utf8')) as Envelope<unknown>
    expect(json(result)).toEqual({ file: out, format: 'json', rows: written.results.length })
  })

  it('a spreadsheet format without --out is a usage error', async () => {
    const result = await cli(['statuses', '--format', 'csv', ...connection], { env: expert })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Falta --out')
  })

  it('statuses: every group, all pages', async () => {
    const result = await cli(['statuses', ...connection], { env: expert })
    expect(result.code).toBe(0)
    const { count, results } = json<Envelope<{ status: unknown[] }>>(result)
    expect(count).toBe(demoService.state.statusGroups.length)
    expect(results).toHaveLength(count)
    expect(results.every((group) => Array.isArray(group.status))).toBe(true)
  })

  it('simulate --province 28 --applicants 2 --actions 1,2,3 --all', async () => {
    const profile = { province: 28, applicants_v2: [2], actions_v2: [1, 2, 3] }
    const server = (await post(
      demoService,
      'funds/opportunities-by-profile/',
      profile,
      `Token ${expert['GRANTS_TOKEN']}`,
    )) as Envelope<unknown>
    const result = await cli(
      [
        'simulate',
        '--province',
        '28',
        '--applicants',
        '2',
        '--actions',
        '1,2,3',
        '--all',
        ...connection,
      ],
      { env: expert },
    )
    expect(result.code).toBe(0)
    const { count, results } = json<Envelope<{ slug: string }>>(result)
    expect(count).toBe(server.count)
    expect(count).toBeGreaterThan(0)
    expect(new Set(results.map((row) => row.slug)).size).toBe(count)
  })

  it('clients list --active --filters: the same clients whichever form the service reads', async () => {
    const all = json<Envelope<{ id: number; status: number; province: number[] }>>(
      await cli(['clients', 'list', '--all', ...connection], { env: expert }),
    ).results
    const result = await cli(
      [
        'clients',
        'list',
        '--all',
        '--active',
        '--filters',
        '{"province_id__in":[28,8],"order":"-id"}',
        ...connection,
      ],
      { env: expert },
    )
    expect(result.code).toBe(0)
    const expected = all
      .filter((c) => c.status === 1 && c.province.some((p) => p === 28 || p === 8))
      .map((c) => c.id)
      .sort((a, b) => b - a)
    expect(expected.length).toBeGreaterThan(0)
    expect(json<Envelope<{ id: number }>>(result).results.map((c) => c.id)).toEqual(expected)
  })

  it('profile of a user without an expert token: the detail', async () => {
    const answer = (await post(demoService, 'users/login/', {
      email: NOT_EXPERT,
      password: DEMO_PASSWORD,
    })) as { token: string; user: { id: number } }
    tokens.add(answer.token)
    const result = await cli(['profile', '--user-id', String(answer.user.id), ...connection], {
      env: { GRANTS_TOKEN: answer.token, GRANTS_EXPERT_TOKEN: '' },
    })
    expect(result.code).toBe(0)
    const profile = json<{ email: string; platform: string }>(result)
    expect(profile.email).toBe(NOT_EXPERT)
    expect(profile.platform).toBe('Grants Desk Demo')
  })

  it('profile with GRANTS_TOKEN needs --user-id', async () => {
    const missing = await cli(['profile', ...connection], { env: expert })
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('--user-id')
    const result = await cli(['profile', '--user-id', '1201', ...connection], { env: expert })
    expect(result.code).toBe(0)
    expect(json(result)).toMatchObject({ id: 1201, email: EXPERT })
  })

  it('a user without an expert token cannot list clients: refused before any request', async () => {
    const env = await tokensOf(demoService, NOT_EXPERT)
    demoService.control.clearRequests()
    const result = await cli(['clients', 'list', ...connection], { env })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(renderMessage('es', 'error.no_expert.no_expert_token'))
    expect(demoService.control.requests.filter((r) => r.path.endsWith('/clients/'))).toEqual([])
  })

  it('an unreachable service: exit 1 with the offline message', async () => {
    const closed = await new Promise<string>((done) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address()
        const port = typeof address === 'object' && address ? address.port : 0
        server.close(() => done(`http://127.0.0.1:${port}`))
      })
    })
    const result = await cli(['clients', 'list', '--base-url', closed], { env: expert })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(renderMessage('es', 'error.offline.unreachable'))
    expect(result.stdout).toBe('')
  })
})

describe.each(DIALECTS)('grants-desk where the dialect shows (%s dialect)', (dialect) => {
  const vendor = dialect === 'vendor'
  let demoService: DemoService
  let connection: string[]
  let expert: Record<string, string>
  beforeAll(() => {
    ;({ demoService, connection, expert } = targetOf(dialect))
  })

  it('clients update: typed values, only the given fields; field errors; unknown fields', async () => {
    const list = await cli(['clients', 'list', '--page-size', '1', ...connection], {
      env: expert,
    })
    const before = json<Envelope<Record<string, unknown> & { id: number }>>(list).results[0]
    const id = String(before?.id)
    const notes = 'Revisar la memoria técnica antes del viernes'
    const result = await cli(
      [
        'clients',
        'update',
        id,
        '--set',
        `notes=${notes}`,
        '--set',
        'employees_quantity=12',
        ...connection,
      ],
      { env: expert },
    )
    const after = json<Record<string, unknown>>(result)
    if (vendor) {
      // The vendor's PATCH ignores notes (SC-DIALECT-5): the answer is printed, the failure named, exit 1.
      expect(result.code).toBe(1)
      expect(after).toEqual({ ...before, employees_quantity: 12 })
      expect(result.stderr).toContain(
        renderMessage('es', 'error.not_saved.fields_ignored', {
          fields: 'notes',
          via: 'cli_partial',
        }),
      )
    } else {
      expect(result.code).toBe(0)
      expect(after).toEqual({ ...before, notes, employees_quantity: 12 })
      expect(result.stderr).toBe('')
    }

    // A value the form's rules allow and the service refuses: its field errors, one per line.
    const invalid = await cli(
      ['clients', 'update', id, '--set', 'applicant_types=99999', ...connection],
      { env: expert },
    )
    expect(invalid.code).toBe(1)
    expect(invalid.stderr).toContain('  applicant_types: Clave primaria «99999» inválida')
    expect(invalid.stdout).toBe('')

    const unknown = await cli(['clients', 'update', id, '--set', 'colour=red', ...connection], {
      env: expert,
    })
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('«colour» no es un campo editable.')
    expect(unknown.stderr).toContain('Uso: grants-desk clients update ID --set campo=valor')
  })

  it('clients update of a client created with only its NIF: the phone given is saved', async () => {
    const client = demoService.state.clients
      .sorted({ field: 'id', descending: false })
      .map((record) => record.client)
      .find((c) => c.business_name === '' && c.postal_code === '' && c.experts.includes(301))
    if (!client) throw new Error('sin cliente creado solo con su NIF')
    const result = await cli(
      ['clients', 'update', String(client.id), '--set', 'phone=951 000 003', ...connection],
      { env: expert },
    )
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(json<Record<string, unknown>>(result)).toMatchObject({
      id: client.id,
      phone: '951 000 003',
      business_name: '',
      postal_code: '',
    })
    expect(demoService.state.clients.get(client.id)?.client.phone).toBe('951 000 003')
  })

  it('concessions --nif --all: NIF normalised, rows in SC-CONC-3 order', async () => {
    const [heavy] = demoService.state.concessions.beneficiaries()
    const nif = heavy?.nif ?? ''
    const expected = demoService.state.concessions.ofNif(nif)
    const result = await cli(
      ['concessions', '--nif', ` ${nif.toLowerCase()} `, '--all', ...connection],
      { env: expert },
    )
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('')
    const { count, results } = json<Envelope<{ concession_date?: string | null }>>(result)
    expect(count).toBe(expected.length)
    expect(results.map((row) => row.concession_date ?? null)).toEqual(
      [...expected].sort(compareConcessions).map((row) => row.date),
    )
    const firstDated = results.findIndex((row) => row.concession_date)
    expect(firstDated).toBeGreaterThan(0) // undated rows come first
    expect(results.slice(firstDated).every((row) => row.concession_date)).toBe(true)
  })

  it('clients list --all --format xlsx --out: one row per client, missing figures empty', async () => {
    const server = (await get(
      demoService,
      'clients/?isActive=0&page_size=200',
      `ExpertToken ${expert['GRANTS_EXPERT_TOKEN']}`,
    )) as Envelope<unknown>
    const out = join(mkdtempSync(join(tmpdir(), 'gd-cli-out-')), 'clientes.xlsx')
    const result = await cli(
      ['clients', 'list', '--all', '--format', 'xlsx', '--out', out, ...connection],
      { env: expert },
    )
    expect(result.code).toBe(0)
    expect(json(result)).toEqual({ file: out, format: 'xlsx', rows: server.count })
    const sheet = (await new ExcelJS.Workbook().xlsx.readFile(out)).worksheets[0]
    expect(sheet?.actualRowCount).toBe(server.count + 1)
    const header = (sheet?.getRow(1).values ?? []) as unknown[]
    const column = header.indexOf('Empleados')
    expect(column).toBeGreaterThan(0)
    let empty = 0
    for (let row = 2; row <= server.count + 1; row += 1)
      if (sheet?.getRow(row).getCell(column).value == null) empty += 1
    // The vendor's clients created without a full profile (SC-DIALECT-4), none in our description; the
    // update test above fills one of them at most, never all.
    if (vendor) expect(empty).toBeGreaterThan(0)
    else expect(empty).toBe(0)
  })

  it('an account without credits: exit 1, saying so, or that it may be so', async () => {
    const env = await tokensOf(demoService, NO_CREDITS)
    const result = await cli(['concessions', '--grant-id', '1', ...connection], { env })
    expect(result.code).toBe(1)
    // The vendor tells the balance (SC-COST-6): its bodiless 403 at 0 credits is for lack of
    // credits, said with the renewal date (its first sentence here). Ours tells no balance: the
    // refusal may be for lack of credits, with the service's words.
    const saying = vendor
      ? firstSentence(renderMessage('es', 'error.no_credits.no_credits_left', { monthly: 500 }))
      : renderMessage('es', 'error.forbidden.credits_unknown', { detail: TEXT.noCredits })
    expect(result.stderr).toContain(saying)
    expect(result.stdout).toBe('')
  })
})

describe('grants-desk and a paid 403 against the vendor dialect (SC-COST-6)', () => {
  let demoService: DemoService
  let connection: string[]
  beforeAll(() => {
    ;({ demoService, connection } = targetOf('vendor'))
  })

  it('without credits, when the balance cannot be read: exit 1, saying it may be credits', async () => {
    const env = await tokensOf(demoService, NO_CREDITS)
    // Every attempt of the read fails: a first one and its two retries (SC-ERR-5).
    demoService.control.failNext('500', 3, { path: /usage-statistics/ })
    const result = await cli(['concessions', '--grant-id', '1', ...connection], { env })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      renderMessage('es', 'error.forbidden.credits_unknown', { detail: '' }),
    )
    expect(result.stdout).toBe('')
  })
})
