import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PassThrough } from 'node:stream'
import { run, type RunOptions } from '../../src/main/cli/run'
import { builtOutput } from './built-output'
import { DEMO_PASSWORD, EXPERT } from './test-app'

export const ROOT = resolve(__dirname, '../..')
/** The command line as `npm run build` leaves it, run by bin/grants-desk.cjs. */
export const BUILT_CLI = join(ROOT, 'out/main/cli.js')

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

export const newHome = (prefix = 'gd-cli-') => mkdtempSync(join(tmpdir(), prefix))

export interface InProcessOptions extends Pick<
  RunOptions,
  'openSecrets' | 'startDemoService' | 'interrupt'
> {
  /** The whole environment the command sees, GRANTS_DESK_HOME aside. */
  env?: Record<string, string>
  /** GRANTS_DESK_HOME; a fresh folder by default. */
  home?: string
  stdin?: string
}

/** One command in this process, through `run`: its exit code and what it printed. */
export async function runCli(argv: string[], options: InProcessOptions = {}): Promise<CliResult> {
  const { env = {}, home = newHome(), stdin: input = '', ...rest } = options
  const out: string[] = []
  const err: string[] = []
  const stdin = new PassThrough()
  stdin.end(input)
  const code = await run(argv, {
    ...rest,
    io: {
      stdin,
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => err.push(text) },
    },
    env: { ...env, GRANTS_DESK_HOME: home },
  })
  return { code, stdout: out.join(''), stderr: err.join('') }
}

/** Fails, saying how to fix it, unless the command line is built from the current sources. */
export function requireBuiltCli(): void {
  builtOutput('out/main/cli.js')
}

/** This process's environment without the developer's GRANTS_* variables. */
function systemEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        !entry[0].startsWith('GRANTS_') && entry[1] !== undefined,
    ),
  )
}

export interface ProcessOptions {
  /** Added to `systemEnv()`. */
  env?: Record<string, string>
  home?: string
  stdin?: string
  /** Options of node itself, before the script (e.g. `--require`). */
  node?: string[]
}

export interface RunningCli {
  child: ChildProcessWithoutNullStreams
  /** Everything written to stderr so far. */
  stderr(): string
  done: Promise<CliResult & { signal: NodeJS.Signals | null }>
}

/** The built command line in a process of its own (`node out/main/cli.js …`), as a user runs it. */
export function startBuiltCli(args: string[], options: ProcessOptions = {}): RunningCli {
  requireBuiltCli()
  const home = options.home ?? newHome()
  const child = spawn(process.execPath, [...(options.node ?? []), BUILT_CLI, ...args], {
    cwd: ROOT,
    env: { ...systemEnv(), ...options.env, GRANTS_DESK_HOME: home },
  })
  const stdout: Buffer[] = []
  const stderr: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk))
  child.stdin.end(options.stdin ?? '')
  const text = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8')
  const done = new Promise<CliResult & { signal: NodeJS.Signals | null }>((resolveDone, fail) => {
    child.once('error', fail)
    child.once('close', (code, signal) =>
      resolveDone({ code, signal, stdout: text(stdout), stderr: text(stderr) }),
    )
  })
  return { child, stderr: () => text(stderr), done }
}

/**
 * GRANTS_TOKEN and GRANTS_EXPERT_TOKEN of `email` on a demo service: a script's credentials, so
 * the commands need no `login`.
 */
export async function scriptCredentials(
  serviceUrl: string,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const login = await fetch(`${serviceUrl}/api/v2/users/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const tokens = (await login.json()) as { token: string; ExpertToken: string }
  return { GRANTS_TOKEN: tokens.token, GRANTS_EXPERT_TOKEN: tokens.ExpertToken }
}

/** The options that point a command at one service, both addresses on it (a demo service's URL). */
export function connectionTo(url: string): string[] {
  return ['--env', 'custom', '--base-url', url, '--test-base-url', url]
}

/** The demo advisor's session as `GRANTS_TOKEN`/`GRANTS_EXPERT_TOKEN` give it to a command. */
export function sessionEnv(url: string): Promise<Record<string, string>> {
  return scriptCredentials(url, EXPERT, DEMO_PASSWORD)
}
