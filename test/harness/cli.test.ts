import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseHarnessArgs, userDataFolder } from './cli-options'

const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

function folder(given?: string): string {
  const { dir } = userDataFolder(given)
  made.push(dir)
  return dir
}

describe('the browser harness (npm run dev:web)', () => {
  it('by default keeps its data in a new folder of its own, 0700, on each start', () => {
    const start = parseHarnessArgs(['--port', '0'])
    expect(start).toMatchObject({ kind: 'start', port: 0, userData: undefined })
    const first = folder()
    const second = folder()
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

  it('refuses a dialect it does not know, naming the ones it does (SC-DIALECT-1)', () => {
    expect(parseHarnessArgs(['--dialect', 'otro'])).toEqual({
      kind: 'usage',
      message: 'El dialecto debe ser uno de: interface, vendor.',
    })
    expect(parseHarnessArgs(['--dialect', 'vendor'])).toMatchObject({ dialect: 'vendor' })
  })

  it('refuses a port out of range and an option it does not know', () => {
    expect(parseHarnessArgs(['--port', '70000'])).toMatchObject({ kind: 'usage' })
    expect(parseHarnessArgs(['--otra'])).toMatchObject({ kind: 'usage' })
  })

  it('uses the folder given with --user-data, made if missing', () => {
    const parent = mkdtempSync(join(tmpdir(), 'gd-harness-chosen-'))
    made.push(parent)
    const chosen = join(parent, 'datos')
    const start = parseHarnessArgs(['--user-data', chosen])
    expect(start).toMatchObject({ userData: chosen })
    expect(folder(chosen)).toBe(chosen)
    expect(statSync(chosen).isDirectory()).toBe(true)
  })
})
