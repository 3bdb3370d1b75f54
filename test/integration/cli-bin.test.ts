import { execFileSync, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/sandbox/server'
import { DEMO_PASSWORD, EXPERT } from './support'

const ROOT = resolve(__dirname, '../..')
const SHIM = resolve(ROOT, 'bin/grants-desk.cjs')
/**
 * A copy of the install layout (bin/ beside out/main/) under node_modules, so the bundle's
 * externals (zod, fastify, keytar) resolve, and the real out/ of `npm run build` is left alone.
 */
const LAYOUT = resolve(ROOT, 'node_modules/.cache/grants-desk-cli-test')
const OUT = join(LAYOUT, 'out/main')

/** The CLI entry as electron.vite.config.ts will build it (main process, CommonJS). */
const CONFIG = `import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
const root = ${JSON.stringify(ROOT)}
export default defineConfig({
  main: {
    resolve: { alias: { '@shared': resolve(root, 'src/shared') } },
    build: {
      outDir: ${JSON.stringify(OUT)},
      rollupOptions: { input: { cli: resolve(root, 'src/main/cli/index.ts') } },
    },
  },
})
`

/** Synchronous is fine here: no server of this process has to answer the child. */
function node(args: string[], env: Record<string, string> = {}) {
  const home = mkdtempSync(join(tmpdir(), 'gd-cli-bin-'))
  const result = spawnSync(process.execPath, args, {
    cwd: tmpdir(),
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '', GRANTS_DESK_HOME: home, ...env },
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** Demo tokens are signed with a key derived from the seed: any default sandbox accepts them. */
let tokens: Record<string, string>

beforeAll(async () => {
  rmSync(LAYOUT, { recursive: true, force: true })
  mkdirSync(join(LAYOUT, 'bin'), { recursive: true })
  copyFileSync(SHIM, join(LAYOUT, 'bin/grants-desk.cjs'))
  const sandbox = await createSandbox({ port: 0 })
  try {
    const response = await fetch(`${sandbox.url}/api/v2/users/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EXPERT, password: DEMO_PASSWORD }),
    })
    const answer = (await response.json()) as { token: string; ExpertToken: string }
    tokens = { GRANTS_TOKEN: answer.token, GRANTS_EXPERT_TOKEN: answer.ExpertToken }
  } finally {
    await sandbox.close()
  }
}, 60_000)
afterAll(() => rmSync(LAYOUT, { recursive: true, force: true }))

describe('bin/grants-desk.cjs', () => {
  it('is a node script', () => {
    expect(readFileSync(SHIM, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true)
  })

  it('without a build, says in Spanish that `npm run build` is needed and exits 2', () => {
    const result = node([join(LAYOUT, 'bin/grants-desk.cjs'), 'help'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('npm run build')
    expect(result.stdout).toBe('')
  })

  describe('with the CLI built as electron-vite builds the main process', () => {
    beforeAll(() => {
      const config = join(LAYOUT, 'electron.vite.config.mjs')
      writeFileSync(config, CONFIG)
      execFileSync(
        process.execPath,
        [
          resolve(ROOT, 'node_modules/electron-vite/bin/electron-vite.js'),
          'build',
          '--config',
          config,
        ],
        { cwd: ROOT, stdio: 'pipe' },
      )
    }, 120_000)

    it('is CommonJS without electron', () => {
      const files = readdirSync(OUT, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.js'))
        .map((name) => join(OUT, name))
      expect(files).toContain(join(OUT, 'cli.js'))
      for (const file of files) {
        const code = readFileSync(file, 'utf8')
        expect(code, file).not.toMatch(/^\s*import\s/m)
        expect(code, file).not.toMatch(/require\("electron"\)/)
      }
    })

    it('prints the help through the shim', () => {
      const result = node([join(LAYOUT, 'bin/grants-desk.cjs'), '--help'])
      expect(result.code).toBe(0)
      expect(result.stdout).toContain('Uso: grants-desk <comando> [opciones]')
    })

    it('runs a command on the demo environment, started and stopped in-process', () => {
      const shim = join(LAYOUT, 'bin/grants-desk.cjs')
      // The process would not exit if the sandbox it started were left open.
      const statuses = node([shim, 'statuses', '--env', 'demo'], tokens)
      expect(statuses.code).toBe(0)
      expect(JSON.parse(statuses.stdout)).toMatchObject({ count: expect.any(Number) as number })
      const signedOut = node([shim, 'statuses', '--env', 'demo'])
      expect(signedOut.code).toBe(1)
      expect(signedOut.stderr).toContain('No hay una sesión iniciada')
    })
  })
})
