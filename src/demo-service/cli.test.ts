import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { once } from 'node:events'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PASSWORD } from '../../test/support/demo-service-http'

const ROOT = resolve(__dirname, '../..')

/*
 * Node itself runs the CLI, with tsx as a loader: tsx's own CLI would stand between the test and
 * the demo service, relaying signals with a 30 ms wait and answering 143 itself when a loaded machine
 * misses it. `TSX_TSCONFIG_PATH` gives the loader the `@shared/*` paths.
 */

const children: ChildProcessWithoutNullStreams[] = []

function runCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/demo-service/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
  })
  children.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  return { child, exited, stdout: () => stdout, stderr: () => stderr }
}

async function waitForOutput(read: () => string, pattern: RegExp): Promise<RegExpExecArray> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const match = pattern.exec(read())
    if (match) return match
    if (Date.now() > deadline) throw new Error(`Sin «${pattern.source}» en: ${read()}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

describe('demo service CLI', () => {
  it('prints the address and the demo accounts, serves, and stops cleanly on SIGTERM', async () => {
    const cli = runCli([
      '--port',
      '0',
      '--clients',
      '30',
      '--concessions',
      '100',
      '--today',
      '2026-05-14',
    ])
    const [line, port] = await waitForOutput(
      cli.stdout,
      /^Demo service listening on http:\/\/127\.0\.0\.1:(\d+)$/m,
    )
    expect(line).toBe(`Demo service listening on http://127.0.0.1:${port}`)
    await waitForOutput(cli.stdout, /sincreditos@demo\.grantsdesk\.es/)
    expect(cli.stdout()).toContain('Dialecto: interface (nuestra descripción del servicio)')
    expect(cli.stdout()).toMatch(
      /^Registro oficial de demostración \(BDNS\): http:\/\/.+\/bdnstrans\/api$/m,
    )
    expect(cli.stdout()).toContain(`asesora@demo.grantsdesk.es / ${PASSWORD} / Asesora`)

    const reply = await fetch(`http://127.0.0.1:${port}/api/v2/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'usuario@demo.grantsdesk.es', password: PASSWORD }),
    })
    expect(reply.status).toBe(200)

    cli.child.kill('SIGTERM')
    const [code, signal] = await cli.exited
    expect({ code, signal }).toEqual({ code: 0, signal: null })
    // Closed by the demo service itself: nobody listens on its port any more.
    await expect(fetch(`http://127.0.0.1:${port}/api/v2/users/login/`)).rejects.toThrow()
  })

  it('serves the vendor dialect with --dialect vendor, and says so', async () => {
    const cli = runCli([
      '--port',
      '0',
      '--clients',
      '20',
      '--concessions',
      '0',
      '--dialect',
      'vendor',
    ])
    const [, port] = await waitForOutput(
      cli.stdout,
      /^Demo service listening on http:\/\/127\.0\.0\.1:(\d+)$/m,
    )
    await waitForOutput(
      cli.stdout,
      /^Dialecto: vendor \(el servicio como lo documenta el proveedor\)$/m,
    )
    const base = `http://127.0.0.1:${port}/api/v2`
    const login = await fetch(`${base}/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'usuario@demo.grantsdesk.es', password: PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }
    const usage = await fetch(`${base}/users/usage-statistics/`, {
      headers: { authorization: `Token ${token}` },
    })
    expect(usage.status).toBe(200)
    // The vendor's 403 has no body (SC-DIALECT-9).
    const refused = await fetch(`${base}/clients/`, {
      headers: { authorization: `Token ${token}` },
    })
    expect(refused.status).toBe(403)
    expect(await refused.text()).toBe('')

    cli.child.kill('SIGTERM')
    const [code, signal] = await cli.exited
    expect({ code, signal }).toEqual({ code: 0, signal: null })
  })

  it('exits with code 2 and a Spanish message on a bad flag', async () => {
    const cli = runCli(['--fault-rate', '2'])
    const [code] = await cli.exited
    expect(code).toBe(2)
    expect(cli.stderr()).toContain('--fault-rate debe ser un número entre 0 y 1')
    expect(cli.stdout()).toBe('')
  })

  it('prints the help in Spanish', async () => {
    const cli = runCli(['--help'])
    const [code] = await cli.exited
    expect(code).toBe(0)
    expect(cli.stdout()).toMatch(/^Uso: npm run demo-service/)
    expect(cli.stdout()).toContain('--fault-login')
    expect(cli.stdout()).toContain('--dialect')
  })
})
