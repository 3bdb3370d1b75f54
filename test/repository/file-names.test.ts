import { readdirSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(__dirname, '../../src')

/** The layers a file name must be unique across: a name says what the file holds in one place. */
const LAYERS = ['shared', 'main', 'preload', 'renderer', 'demo-service'] as const

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|vue)$/.test(entry.name))
    .filter((entry) => !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

describe('source file names', () => {
  it('no name is used by two different files anywhere under src, except the process entry points', () => {
    const byName = new Map<string, string[]>()
    for (const layer of LAYERS) {
      for (const file of sourceFiles(join(SRC, layer))) {
        const name = basename(file)
        byName.set(name, [...(byName.get(name) ?? []), relative(SRC, file)])
      }
    }
    // index.ts is how electron-vite names each process's entry (main, preload, the CLI bundle).
    const shared = [...byName].filter(([name, files]) => name !== 'index.ts' && files.length > 1)
    expect(shared).toEqual([])
    expect(byName.get('index.ts')?.sort()).toEqual([
      'main/cli/index.ts',
      'main/index.ts',
      'preload/index.ts',
    ])
  })

  it('sees the files it checks (the walk reads every layer)', () => {
    for (const layer of LAYERS) expect(sourceFiles(join(SRC, layer)).length).toBeGreaterThan(0)
  })
})
