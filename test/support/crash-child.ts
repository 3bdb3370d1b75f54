import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

const ROOT = resolve(__dirname, '../..')

/**
 * Runs a fixture that writes to `file` forever, printing the number of each write once it has
 * committed, until it has reported `after`; then kills it hard (SIGKILL). Returns the last number
 * reported. One process, loading TypeScript through tsx's hooks: tsx's CLI would fork a second
 * process that SIGKILL would not reach.
 */
export async function writeThenKill(fixture: string, file: string, after: number): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, file], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let reported = 0
  let buffer = ''
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) reported = Math.max(reported, Number(line))
      if (reported >= after && child.exitCode === null) child.kill('SIGKILL')
    })
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? done() : fail(new Error(`exit ${signal}`)),
    )
    // Never leave the child behind, whatever happens to the test.
    setTimeout(() => child.kill('SIGKILL'), 45_000).unref()
  })
  return reported
}
