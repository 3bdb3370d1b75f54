import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const TSX = createRequire(import.meta.url).resolve('tsx/cli')
const FOLDER = /Datos (?:de esta sesión )?en (\S+)/

const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

/** Starts `npm run dev:web` as a user would, and returns the data folder it says it uses. */
async function harnessFolder(args: string[] = []): Promise<string> {
  const child = spawn(
    process.execPath,
    [TSX, '--tsconfig', 'tsconfig.node.json', 'test/harness/cli.ts', '--port', '0', ...args],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = once(child, 'exit')
  let output = ''
  try {
    return await new Promise<string>((found, reject) => {
      const deadline = setTimeout(() => reject(new Error(`no folder:\n${output}`)), 60_000)
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        const match = FOLDER.exec(output)
        if (match?.[1]) {
          clearTimeout(deadline)
          made.push(match[1])
          found(match[1])
        }
      }
      child.stdout.on('data', read)
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      void exited.then(() => reject(new Error(`harness exited:\n${output}`)))
    })
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
}

describe('the browser harness (npm run dev:web)', () => {
  it('by default keeps its data in a new folder of its own, 0700, on each start', async () => {
    const first = await harnessFolder()
    const second = await harnessFolder()
    expect(first).not.toBe(second)
    for (const dir of [first, second]) {
      expect(dir.startsWith(tmpdir())).toBe(true)
      const stat = statSync(dir)
      expect(stat.isDirectory()).toBe(true)
      if (process.platform !== 'win32') {
        expect(stat.mode & 0o777).toBe(0o700)
        expect(stat.uid).toBe(process.getuid?.())
      }
    }
  })

  it('refuses a dialect it does not know, naming the ones it does (SC-DIALECT-1)', async () => {
    const child = spawn(
      process.execPath,
      [TSX, '--tsconfig', 'tsconfig.node.json', 'test/harness/cli.ts', '--dialect', 'otro'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const [code] = (await once(child, 'exit')) as [number | null]
    expect(code).toBe(2)
    expect(stderr).toContain('El dialecto debe ser uno de: interface, vendor.')
  })

  it('uses the folder given with --user-data', async () => {
    const chosen = mkdtempSync(join(tmpdir(), 'gd-harness-chosen-'))
    made.push(chosen)
    expect(await harnessFolder(['--user-data', chosen])).toBe(chosen)
  })
})
