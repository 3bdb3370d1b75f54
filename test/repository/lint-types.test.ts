import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const BIN = join(ROOT, 'node_modules/.bin')

/** Probes that each break one rule that needs types, in a project of their own. */
const PROBES: Record<string, [rule: string, code: string]> = {
  'floating.ts': [
    'typescript(no-floating-promises)',
    'const save = (): Promise<void> => Promise.resolve()\nexport function onClick(): void {\n  save()\n}\n',
  ],
  'misused.ts': [
    'typescript(no-misused-promises)',
    'export function ready(check: () => Promise<boolean>): number {\n  return check() ? 1 : 0\n}\n',
  ],
  'unsafe.ts': [
    'typescript(no-unsafe-assignment)',
    'export function read(text: string): number {\n  const parsed: number = JSON.parse(text)\n  return parsed\n}\n',
  ],
  'thrown.ts': [
    'typescript(only-throw-error)',
    "export function fail(): never {\n  throw 'no'\n}\n",
  ],
  'template.ts': [
    'typescript(no-base-to-string)',
    'export const line = (value: { id: number }) => `${String(value)}`\n',
  ],
}

describe('the lint step’s rules that need types (npm run lint: oxlint --type-aware)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gd-lint-types-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reports each probe with its rule, with the project’s .oxlintrc.json', () => {
    const compilerOptions = { strict: true, target: 'ES2023', module: 'ESNext', types: [] }
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions }))
    for (const [file, [, code]] of Object.entries(PROBES)) writeFileSync(join(dir, file), code)
    let output = ''
    try {
      execFileSync(
        join(BIN, 'oxlint'),
        ['--type-aware', '-c', join(ROOT, '.oxlintrc.json'), '--format', 'json', '.'],
        {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, OXLINT_TSGOLINT_PATH: join(BIN, 'tsgolint') },
        },
      )
    } catch (error) {
      output = (error as { stdout?: string }).stdout ?? ''
    }
    const { diagnostics } = JSON.parse(output) as {
      diagnostics: { code: string; filename: string }[]
    }
    for (const [file, [rule]] of Object.entries(PROBES)) {
      const found = diagnostics.filter((d) => d.filename.endsWith(file)).map((d) => d.code)
      expect(found, file).toContain(rule)
    }
  })
})
