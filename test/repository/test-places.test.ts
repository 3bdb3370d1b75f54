import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const SOURCE_ENDINGS = ['.ts', '.vue', '.mjs', '.mts']

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => path !== '' && existsSync(resolve(ROOT, path)))

/** The names of every folder under src, which an integration folder must take. */
const srcFolders = new Set(
  tracked
    .filter((path) => path.startsWith('src/'))
    .flatMap((path) => {
      const parts = dirname(path).split('/')
      return parts.slice(1)
    }),
)

/**
 * Where a test may be, or why not: beside its source (`x.test.ts`, `x.<topic>.test.ts` or
 * `x.slow.test.ts` next to `x.ts` or `x.vue`), named after its own folder (`seed/seed.test.ts`), in
 * `test/integration/<a folder of src>/`, or a check of the whole repository in `test/repository`.
 * Browser tests (`.spec.ts`) live in `test/e2e` and `test/electron`.
 */
function misplaced(path: string, exists: (path: string) => boolean): string | null {
  const folder = dirname(path)
  if (path.endsWith('.spec.ts')) {
    return ['test/e2e', 'test/electron'].includes(folder)
      ? null
      : 'a browser test belongs in test/e2e or test/electron'
  }
  if (folder === 'test/repository') return null
  if (path.startsWith('test/integration/')) {
    const area = path.split('/')[2] ?? ''
    return path.split('/').length > 3 && srcFolders.has(area)
      ? null
      : 'an integration test belongs in test/integration/<the src folder it tests>/'
  }
  const name = basename(path).split('.')[0] ?? ''
  if (name === basename(folder)) return null
  const beside = SOURCE_ENDINGS.some((ending) => exists(`${folder}/${name}${ending}`))
  return beside ? null : `no ${name}.ts or ${name}.vue beside it, and its folder is not ${name}`
}

const tests = tracked.filter((path) => /\.(test|spec)\.ts$/.test(path))

describe('where tests live', () => {
  it('finds the tests', () => {
    expect(tests.length).toBeGreaterThan(100)
  })

  it('puts every test beside its source, after its folder, or in a named integration folder', () => {
    const wrong = tests.flatMap((path) => {
      const why = misplaced(path, (p) => existsSync(resolve(ROOT, p)))
      return why ? [`${path}: ${why}`] : []
    })
    expect(wrong).toEqual([])
  })

  it('tells each misplaced kind apart', () => {
    const none = () => false
    const only = (file: string) => (p: string) => p === file
    expect(misplaced('src/main/api/http.test.ts', only('src/main/api/http.ts'))).toBeNull()
    expect(misplaced('src/main/api/http.retry.test.ts', only('src/main/api/http.ts'))).toBeNull()
    expect(misplaced('src/main/api/gone.test.ts', none)).toMatch(/no gone\.ts/)
    expect(misplaced('src/demo-service/seed/seed.test.ts', none)).toBeNull()
    expect(misplaced('test/integration/cli/costs.test.ts', none)).toBeNull()
    expect(misplaced('test/integration/nowhere/x.test.ts', none)).toMatch(/integration/)
    expect(misplaced('test/integration/loose.test.ts', none)).toMatch(/integration/)
    expect(misplaced('test/unit/format.test.ts', none)).toMatch(/no format\.ts/)
    expect(misplaced('test/e2e/cases.spec.ts', none)).toBeNull()
    expect(misplaced('src/main/cases.spec.ts', none)).toMatch(/browser/)
  })
})
