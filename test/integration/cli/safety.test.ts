import { mkdtempSync, readdirSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { writerOf } from '../../../src/main/base/atomic-file'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import {
  type InProcessOptions,
  runCli,
  type RunningCli,
  startBuiltCli,
  connectionTo,
} from '../../support/cli'
import { DEMO_PASSWORD, EXPERT } from '../../support/test-app'
import { waitFor } from '../../support/wait-for'

let demoService: DemoService
let connection: string[]
let expert: Record<string, string>

/** One command in this process, as the expert unless `env` says otherwise. */
const cli = (args: string[], options: InProcessOptions = {}) =>
  runCli(args, { env: expert, ...options })

/** The `.part` files of an export in `folder`. */
const parts = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.part'))

interface Gate {
  url: string
  close(): Promise<void>
}

/**
 * The demo service behind a door that passes everything on but the pages of clients/ after the first,
 * which it holds unanswered: an export of every client stays mid-way, however fast the machine.
 */
async function holdAfterFirstPage(target: string): Promise<Gate> {
  const server = createServer((incoming, answer) => {
    const url = new URL(incoming.url ?? '/', target)
    if (url.pathname.endsWith('/clients/') && Number(url.searchParams.get('page') ?? 1) > 1) return
    const onward = request(
      `${target}${url.pathname}${url.search}`,
      { method: incoming.method, headers: incoming.headers },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers)
        reply.pipe(answer)
      },
    )
    onward.on('error', () => answer.destroy())
    incoming.pipe(onward)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

beforeAll(async () => {
  demoService = await createDemoService({ port: 0 })
  connection = connectionTo(demoService.url)
  const response = await fetch(`${demoService.url}/api/v2/users/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: EXPERT, password: DEMO_PASSWORD }),
  })
  const answer = (await response.json()) as { token: string; ExpertToken: string }
  expert = { GRANTS_TOKEN: answer.token, GRANTS_EXPERT_TOKEN: answer.ExpertToken }
})
afterAll(() => demoService.close())
beforeEach(() => demoService.control.clearRequests())

// A signal, and a writer killed with its .part on disk, need the command in a process of its own:
// the built one, as a user runs it.
describe('grants-desk exports interrupted', () => {
  let gate: Gate
  beforeAll(async () => {
    gate = await holdAfterFirstPage(demoService.url)
  })
  afterAll(() => gate.close())

  /**
   * A CSV export of every client, 5 a page, whose later pages the gate holds. Resolves once it is
   * mid-export: its progress is on stderr and its `.part` file exists.
   */
  async function exportMidWay(folder: string): Promise<RunningCli & { part: string }> {
    const out = join(folder, 'clientes.csv')
    const running = startBuiltCli(
      [
        ...['clients', 'list', '--all', '--page-size', '5', '--format', 'csv', '--out', out],
        ...connectionTo(gate.url),
      ],
      { env: expert },
    )
    let part = ''
    await waitFor(
      () => {
        expect(running.stderr()).toContain('Descargando páginas: 1/')
        part = parts(folder)[0] ?? ''
        expect(part).not.toBe('')
      },
      { interval: 20 },
    )
    return { ...running, part }
  }

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s mid-export: exit %i, the .part removed and no file written',
    async (signal, code) => {
      const folder = mkdtempSync(join(tmpdir(), 'gd-cli-int-'))
      const running = await exportMidWay(folder)
      running.child.kill(signal)
      const result = await running.done
      expect(result.code).toBe(code)
      expect(result.stderr).toContain(`Orden interrumpida (${signal}).`)
      expect(result.stderr).toContain('No se ha escrito')
      expect(result.stdout).toBe('')
      expect(readdirSync(folder)).toEqual([])
      // It stopped half-way: the service saw far fewer page requests than the walk needs.
      const pages = demoService.control.requests.filter((r) => r.path.endsWith('/clients/'))
      expect(pages.length).toBeLessThan(40)
    },
  )

  it('a .part left by a killed export is swept by the next export to that folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'gd-cli-kill-'))
    const running = await exportMidWay(folder)
    // SIGKILL cannot be handled: the writer (named in the file) dies with its .part on disk.
    const writer = writerOf(running.part)
    expect(writer).not.toBeNull()
    process.kill(writer ?? 0, 'SIGKILL')
    const killed = await running.done
    expect(killed.code).not.toBe(0)
    expect(parts(folder)).toEqual([running.part])

    const out = join(folder, 'estados.csv')
    const next = await cli(['statuses', '--format', 'csv', '--out', out, ...connection])
    expect(next.code).toBe(0)
    expect(readdirSync(folder)).toEqual(['estados.csv'])
  })
})

describe('grants-desk clients update validates before sending', () => {
  async function firstClientId(): Promise<string> {
    const list = await cli(['clients', 'list', '--page-size', '1', ...connection])
    const page = JSON.parse(list.stdout) as { results: { id: number }[] }
    return String(page.results[0]?.id)
  }
  const patches = () => demoService.control.requests.filter((r) => r.method === 'PATCH')

  it('5,000 characters of notes: exit 2, the field named, no PATCH', async () => {
    const id = await firstClientId()
    const result = await cli([
      ...['clients', 'update', id, '--set', `notes=${'n'.repeat(5000)}`],
      ...connection,
    ])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      `  notes: ${renderMessage('es', 'validation.too_long', { max: 4000 })}`,
    )
    expect(result.stderr).toContain('Uso: grants-desk clients update')
    expect(result.stdout).toBe('')
    expect(patches()).toEqual([])
  })

  it('employees_quantity=-5: exit 2, the field named, no PATCH', async () => {
    const id = await firstClientId()
    const result = await cli([
      ...['clients', 'update', id, '--set=employees_quantity=-5'],
      ...connection,
    ])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      `  employees_quantity: ${renderMessage('es', 'validation.not_negative')}`,
    )
    expect(patches()).toEqual([])
  })

  it('a valid patch does reach the service (the log above can see one)', async () => {
    const id = await firstClientId()
    const result = await cli(['clients', 'update', id, '--set', 'notes=Llamar', ...connection])
    expect(result.code).toBe(0)
    expect(patches()).toHaveLength(1)
  })
})

describe('grants-desk bounds', () => {
  it('--page-size past 200 and a NIF that is no NIF: exit 2, nothing sent', async () => {
    const size = await cli(['clients', 'list', '--page-size', '1000', ...connection])
    expect(size.code).toBe(2)
    expect(size.stderr).toContain('--page-size debe ser un número entero de 1 a 200: «1000».')
    const nif = await cli(['concessions', '--nif', 'B12345674&page_size=1000', ...connection])
    expect(nif.code).toBe(2)
    expect(nif.stderr).toContain('--nif admite solo letras y cifras')
    expect(demoService.control.requests).toEqual([])
  })
})

describe('grants-desk over plain http', () => {
  // On Linux and macOS 0.0.0.0 reaches this computer, yet it is not a loopback address: the
  // demo service seen through it stands for a service on another computer.
  const remote = () => `http://0.0.0.0:${new URL(demoService.url).port}`

  it.skipIf(process.platform === 'win32')(
    'refuses an http:// address that leaves this computer without --allow-insecure: nothing sent',
    async () => {
      const away = ['--base-url', remote()]
      for (const args of [
        ['statuses', ...away],
        ['login', '--email', EXPERT, ...away],
      ]) {
        const result = await cli(args, { env: args[0] === 'login' ? {} : expert })
        expect(result.code).toBe(2)
        expect(result.stderr).toContain(`La dirección ${remote()} no está cifrada`)
        expect(result.stderr).toContain('añada --allow-insecure')
      }
      expect(demoService.control.requests).toEqual([])
    },
  )

  it.skipIf(process.platform === 'win32')('with --allow-insecure it goes ahead', async () => {
    const result = await cli(['statuses', '--allow-insecure', '--base-url', remote()])
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({
      count: demoService.state.statusGroups.length,
    })
    expect(demoService.control.requests.length).toBeGreaterThan(0)
  })

  it.skipIf(process.platform === 'win32')(
    'an address saved by login --allow-insecure still needs the flag on the next command',
    async () => {
      const home = mkdtempSync(join(tmpdir(), 'gd-cli-saved-'))
      const away = ['--base-url', remote(), '--allow-insecure']
      const login = await cli(['login', '--email', EXPERT, ...away], {
        env: {},
        home,
        stdin: `${DEMO_PASSWORD}\n`,
      })
      expect(login.code).toBe(0)
      try {
        demoService.control.clearRequests()
        const next = await cli(['statuses'], { home })
        expect(next.code).toBe(2)
        expect(next.stderr).toContain(`La dirección ${remote()} no está cifrada`)
        expect(demoService.control.requests).toEqual([])
        expect((await cli(['statuses', '--allow-insecure'], { home })).code).toBe(0)
      } finally {
        expect((await cli(['logout'], { env: {}, home })).code).toBe(0)
      }
    },
  )

  it('with --allow-insecure a host that does not exist is tried, and not found', async () => {
    const away = ['--base-url', 'http://grants.invalid:8000']
    const tried = await cli(['clients', 'list', '--allow-insecure', ...away])
    expect(tried.code).toBe(1)
    expect(tried.stderr).toContain(renderMessage('es', 'error.offline.unreachable'))
  })

  it('plain http to this computer needs no flag', async () => {
    expect(demoService.url.startsWith('http://127.0.0.1:')).toBe(true)
    const result = await cli(['statuses', ...connection])
    expect(result.code).toBe(0)
  })

  it('says so in the help', async () => {
    const help = await cli(['help'], { env: {} })
    expect(help.stdout).toContain('--allow-insecure')
  })
})
