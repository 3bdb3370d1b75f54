import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { isAbsolute, join, resolve } from 'node:path'
import { createInterface } from 'node:readline'

const ROOT = resolve(__dirname, '../..')

/** A benchmark's helper process that speaks in lines: its first line, then answers to commands. */
export interface LineChild {
  /** The first line it printed (its address). */
  first: string
  child: ChildProcess
  /** Writes `command` on its stdin and resolves with the line it answers. */
  ask(command: string): Promise<string>
  /** Ends its stdin, which closes it; if it has not exited 5 s later, it is killed. */
  stop(): Promise<void>
}

/**
 * Runs `script` with `args` until its first line (`what` names it): a TypeScript file of test/bench
 * through tsx, or a bundle (an absolute path to a .js, see bundle-child.ts) by plain Node.
 */
export async function startLineChild(
  script: string,
  args: string[],
  what: string,
): Promise<LineChild> {
  const child = spawn(
    process.execPath,
    isAbsolute(script) && script.endsWith('.js')
      ? [script, ...args]
      : ['--import', 'tsx', join(ROOT, 'test/bench', script), ...args],
    {
      cwd: ROOT,
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  if (!child.stdout) throw new Error(`${what} no tiene salida estándar`)
  const lines = createInterface({ input: child.stdout })
  const exited = once(child, 'exit').then(() => {
    throw new Error(`${what} terminó antes de tiempo`)
  })
  // Never left unhandled once it has started and a later step no longer races it.
  exited.catch(() => undefined)
  const [first] = (await Promise.race([once(lines, 'line'), exited])) as [string]
  return {
    first,
    child,
    async ask(command) {
      const answered = once(lines, 'line')
      child.stdin?.write(`${command}\n`)
      const [line] = (await Promise.race([answered, exited])) as [string]
      return line
    },
    async stop() {
      if (child.exitCode !== null) return
      const ended = once(child, 'exit')
      child.stdin?.end()
      const timer = setTimeout(() => child.kill(), 5_000)
      await ended
      clearTimeout(timer)
      lines.close()
    },
  }
}
