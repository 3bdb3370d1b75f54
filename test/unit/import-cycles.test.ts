import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { aliasesOf, collapse, cycles, importGraph } from '../support/import-graph'

const ROOT = resolve(__dirname, '../..')

/** Every TypeScript and Vue file under src, by its path from the root. */
function sources(): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(join(ROOT, 'src'), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|mts|cts|vue)$/.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    files.set(relative(ROOT, path).replaceAll('\\', '/'), readFileSync(path, 'utf8'))
  }
  return files
}

const { compilerOptions } = JSON.parse(readFileSync(join(ROOT, 'tsconfig.base.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> }
}
const aliases = aliasesOf(compilerOptions.paths)
/** A file outside the graph: a test helper, a style sheet. */
const isFile = (path: string) =>
  statSync(join(ROOT, path), { throwIfNoEntry: false })?.isFile() ?? false
const { edges, unresolved } = importGraph(sources(), aliases, isFile)

/** A file's folder in the layers: each folder of src/main, and each other folder of src whole. */
const folderOf = (path: string): string | null => {
  const [, layer, folder, file] = path.split('/')
  if (layer === 'main') return file === undefined ? null : `src/main/${folder}`
  return layer === undefined ? null : `src/${layer}`
}

describe('imports under src', () => {
  it('form no cycle of files, type-only imports and .vue files included', () => {
    expect(cycles(edges)).toEqual([])
  })

  it('form no cycle of folders: those of src/main and the other layers of src', () => {
    expect(cycles(collapse(edges, folderOf))).toEqual([])
  })

  it('all resolve, so no import is left out of the graph', () => {
    expect(unresolved).toEqual([])
    expect(edges.size).toBeGreaterThan(500)
  })
})

describe('the import graph', () => {
  const alias = aliasesOf({ '@shared/*': ['./src/shared/*'] })

  it('follows import type, export from, import(), require(), aliases and .vue scripts', () => {
    const files = new Map([
      ['src/a.ts', "import type { B } from './b'\nexport { c } from './c'"],
      ['src/b.ts', "export const load = () => import('./d')"],
      ['src/c.ts', "const e = require('../src/e')"],
      ['src/d.vue', '<script setup lang="ts">\nimport { f } from \'@shared/f\'\n</script>'],
      ['src/e.ts', "import { z } from 'zod'"],
      ['src/shared/f.ts', ''],
    ])
    const { edges: found, unresolved: missing } = importGraph(files, alias)
    expect(Object.fromEntries([...found].map(([file, to]) => [file, [...to]]))).toEqual({
      'src/a.ts': ['src/b.ts', 'src/c.ts'],
      'src/b.ts': ['src/d.vue'],
      'src/c.ts': ['src/e.ts'],
      'src/d.vue': ['src/shared/f.ts'],
      'src/e.ts': [],
      'src/shared/f.ts': [],
    })
    expect(missing).toEqual([])
  })

  it('names each cycle by a shortest loop and its members', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c', 'a'])],
      ['c', new Set(['a'])],
      ['d', new Set(['d'])],
      ['e', new Set(['a'])],
    ])
    expect(cycles(graph)).toEqual(['a → b → a (with a, b, c)', 'd → d'])
  })

  it('reports an import that matches no file', () => {
    const files = new Map([['src/a.ts', "import { b } from './b'"]])
    expect(importGraph(files, alias).unresolved).toEqual(['src/a.ts: ./b'])
  })
})
