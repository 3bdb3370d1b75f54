import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8')
const pkg = JSON.parse(read('package.json')) as {
  name: string
  type?: string
  main: string
  engines: { node: string }
  scripts: Record<string, string>
  dependencies: Record<string, string>
  optionalDependencies?: Record<string, string>
  devDependencies: Record<string, string>
  allowScripts?: Record<string, boolean>
}

/** The architecture's toolchain table: package → major (or major.minor). */
const PINNED: Record<string, string> = {
  electron: '45',
  'electron-vite': '6',
  vite: '8',
  vue: '3.5',
  pinia: '4',
  'naive-ui': '2.45',
  'vue-router': '5',
  'vue-i18n': '11',
  zod: '4',
  fastify: '5',
  'better-sqlite3': '13',
  keytar: '7.9',
  exceljs: '4.4',
  'csv-stringify': '6',
  vitest: '5',
  '@playwright/test': '1.65',
  typescript: '6',
  eslint: '10',
}

function installedVersion(name: string): string {
  const manifest = JSON.parse(read(`node_modules/${name}/package.json`)) as { version: string }
  return manifest.version
}

describe('package.json', () => {
  it('is grants-desk on Node >= 22.12, CommonJS (a sandboxed preload cannot be ESM)', () => {
    expect(pkg.name).toBe('grants-desk')
    expect(pkg.engines.node).toBe('>=22.12')
    expect(pkg.type).toBeUndefined()
    expect(pkg.main).toBe('./out/main/index.js')
    expect(read('.nvmrc').trim()).toBe('24')
  })

  it('has the scripts the README documents', () => {
    for (const script of [
      'dev',
      'start',
      'build',
      'dev:web',
      'lint',
      'typecheck',
      'test',
      'test:unit',
      'test:e2e',
    ]) {
      expect(pkg.scripts[script], script).toBeTruthy()
    }
    expect(pkg.scripts['lint']).toContain('--max-warnings 0')
    expect(pkg.scripts['dev']).toBe('electron-vite dev')
  })

  it.each(Object.entries(PINNED))('pins %s to %s and npm installed that major', (name, major) => {
    const range =
      pkg.dependencies[name] ?? pkg.optionalDependencies?.[name] ?? pkg.devDependencies[name]
    expect(range, `${name} is declared`).toBeDefined()
    expect(range?.replace(/^[\^~]/, '').startsWith(`${major}.`)).toBe(true)
    expect(installedVersion(name).startsWith(`${major}.`)).toBe(true)
  })

  it('approves the install scripts the app needs, so a stricter npm cannot skip them', () => {
    for (const name of ['keytar', 'better-sqlite3', 'electron'])
      expect(pkg.allowScripts?.[name]).toBe(true)
  })
})
