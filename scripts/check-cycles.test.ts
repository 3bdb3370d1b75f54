import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { aliasesOf, cycles, importGraph } from './import-graph'
import { importProblems } from './import-problems'

/** `npm run lint` runs scripts/check-cycles.ts over src; these prove what it catches. */
describe('the lint step over a tree', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-problems-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  write(
    'tsconfig.base.json',
    JSON.stringify({ compilerOptions: { paths: { '@shared/*': ['./src/shared/*'] } } }),
  )
  write('src/main/api/http.ts', "import type { Row } from '../storage/rows'\nexport const get = 1")
  write('src/main/storage/rows.ts', "import { get } from '../api/client'\nexport type Row = number")
  write('src/main/api/client.ts', "export { get } from './http'")
  write('src/shared/a.ts', "import { b } from '@shared/b'\nexport const a = b")
  write('src/shared/b.ts', "import type { a } from './a'\nexport const b = 1")
  write('src/shared/c.ts', "import { gone } from './gone'")

  it('names a cycle of files (type-only included), of folders, and an unresolved import', () => {
    const problems = importProblems(root)
    expect(problems.fileCycles).toEqual([
      'src/main/api/client.ts → src/main/api/http.ts → src/main/storage/rows.ts → src/main/api/client.ts',
      'src/shared/a.ts → src/shared/b.ts → src/shared/a.ts',
    ])
    expect(problems.folderCycles).toEqual(['src/main/api → src/main/storage → src/main/api'])
    expect(problems.unresolved).toEqual(['src/shared/c.ts: ./gone'])
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
