import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type Dialect } from '../../src/sandbox/dialect'

const ROOT = resolve(__dirname, '../..')
const READY = /Grants Desk \(web\) at (http:\/\/127\.0\.0\.1:\d+\/\S*)/

export interface HarnessProcess {
  url: string
  origin: string
  userDataDir: string
  /** Where the harness writes exports (it has no save dialog). */
  downloadsDir: string
  /** The page URL at a route, e.g. `at('/settings')`. */
  at(route: string): string
  /**
   * Test control of the embedded demo sandbox (the harness runs with `--test-control`).
   * `start-on` restarts it on another date (`today`, YYYY-MM-DD): the same seed, accounts and
   * tokens, its grants dealt again for that day. `latency` makes every answer wait `ms`.
   */
  sandbox(
    action: 'expire-tokens' | 'stop' | 'start' | 'start-on' | 'latency',
    options?: { today?: string; ms?: number },
  ): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts `npm run dev:web` as the user would (the same CLI, a free port, a fresh user-data folder)
 * and resolves once it prints its address. Its demo sandbox speaks `dialect` (ours by default).
 */
export async function startHarnessProcess(
  options: { userDataDir?: string; env?: Record<string, string>; dialect?: Dialect } = {},
): Promise<HarnessProcess> {
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'gd-e2e-'))
  const tsx = require.resolve('tsx/cli')
  const child: ChildProcess = spawn(
    process.execPath,
    [
      tsx,
      '--tsconfig',
      'tsconfig.node.json',
      'test/harness/cli.ts',
      '--port',
      '0',
      '--quiet',
      '--test-control',
      '--user-data',
      userDataDir,
      '--downloads',
      join(userDataDir, 'Descargas'),
      '--dialect',
      options.dialect ?? 'interface',
    ],
    { cwd: ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const url = await new Promise<string>((resolveUrl, reject) => {
    const deadline = setTimeout(
      () => reject(new Error(`harness did not start:\n${output}`)),
      60_000,
    )
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = READY.exec(output)
      if (match?.[1]) {
        clearTimeout(deadline)
        resolveUrl(match[1])
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => {
      clearTimeout(deadline)
      reject(new Error(`harness exited with ${code}:\n${output}`))
    })
  })
  const origin = new URL(url).origin
  const key = new URL(url).searchParams.get('key') ?? ''
  return {
    url,
    origin,
    userDataDir,
    downloadsDir: join(userDataDir, 'Descargas'),
    at: (route) => `${url}#${route}`,
    async sandbox(action, options = {}) {
      const response = await fetch(`${origin}/__grants/test/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-grants-key': key },
        body: JSON.stringify({ action, ...options }),
      })
      if (!response.ok)
        throw new Error(`sandbox ${action}: HTTP ${response.status} ${await response.text()}`)
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      if (!options.userDataDir) rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

export interface SandboxProcess {
  url: string
  stop(): Promise<void>
}

const SANDBOX_READY = /Sandbox listening on (http:\/\/127\.0\.0\.1:\d+)/

/**
 * A grants service of our own (`npm run sandbox`), e.g. with more concessions than the demo has,
 * for a test to sign in to as a custom environment.
 */
export async function startSandboxProcess(args: readonly string[]): Promise<SandboxProcess> {
  const tsx = require.resolve('tsx/cli')
  const child: ChildProcess = spawn(
    process.execPath,
    [tsx, '--tsconfig', 'tsconfig.node.json', 'src/sandbox/cli.ts', '--port', '0', ...args],
    { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  // A test that times out may never reach its `stop()`: the sandbox goes with the worker.
  const orphaned = () => child.kill('SIGTERM')
  process.once('exit', orphaned)
  child.once('exit', () => process.off('exit', orphaned))
  let output = ''
  const url = await new Promise<string>((resolveUrl, reject) => {
    const deadline = setTimeout(
      () => reject(new Error(`sandbox did not start:\n${output}`)),
      60_000,
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = SANDBOX_READY.exec(output)
      if (match?.[1]) {
        clearTimeout(deadline)
        resolveUrl(match[1])
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => {
      clearTimeout(deadline)
      reject(new Error(`sandbox exited with ${code}:\n${output}`))
    })
  })
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    },
  }
}
