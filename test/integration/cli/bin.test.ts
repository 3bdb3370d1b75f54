import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDemoService } from '../../../src/demo-service/server'
import { BUILT_CLI, newHome, requireBuiltCli, ROOT } from '../../support/cli'
import { DEMO_PASSWORD, EXPERT } from '../../support/test-app'

// The shim and the build as a user runs them: every command here is a process of its own.
const SHIM = join(ROOT, 'bin/grants-desk.cjs')

/** Synchronous is fine here: no server of this process has to answer the child. */
function node(args: string[], env: Record<string, string> = {}, input = '') {
  const result = spawnSync(process.execPath, args, {
    cwd: tmpdir(),
    encoding: 'utf8',
    input,
    env: { PATH: process.env['PATH'] ?? '', GRANTS_DESK_HOME: newHome('gd-cli-bin-'), ...env },
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** The shim in front of the build of `npm run build`. */
function shim(args: string[], env: Record<string, string> = {}, input = '') {
  requireBuiltCli()
  return node([SHIM, ...args], env, input)
}

/** The bundle's files the command line loads: cli.js and the chunks it requires, transitively. */
function loadedByCli(): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, relative] of readFileSync(file, 'utf8').matchAll(/require\("(\.[^"]+)"\)/g)) {
      visit(resolve(dirname(file), relative ?? ''))
    }
  }
  visit(BUILT_CLI)
  return [...seen]
}

/** Demo tokens are signed with a key derived from the seed: any default demo service accepts them. */
let tokens: Record<string, string>

beforeAll(async () => {
  const demoService = await createDemoService({ port: 0 })
  try {
    const response = await fetch(`${demoService.url}/api/v2/users/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EXPERT, password: DEMO_PASSWORD }),
    })
    const answer = (await response.json()) as { token: string; ExpertToken: string }
    tokens = { GRANTS_TOKEN: answer.token, GRANTS_EXPERT_TOKEN: answer.ExpertToken }
  } finally {
    await demoService.close()
  }
})

describe('bin/grants-desk.cjs', () => {
  it('is a node script', () => {
    expect(readFileSync(SHIM, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true)
  })

  it('without a build, says in Spanish that `npm run build` is needed and exits 2', () => {
    const install = mkdtempSync(join(tmpdir(), 'gd-cli-unbuilt-'))
    mkdirSync(join(install, 'bin'))
    copyFileSync(SHIM, join(install, 'bin/grants-desk.cjs'))
    const result = node([join(install, 'bin/grants-desk.cjs'), 'help'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('npm run build')
    expect(result.stdout).toBe('')
  })

  describe('with the build of `npm run build`', () => {
    it('is CommonJS without electron', () => {
      requireBuiltCli()
      for (const file of loadedByCli()) {
        const code = readFileSync(file, 'utf8')
        expect(code, file).not.toMatch(/^\s*import\s/m)
        expect(code, file).not.toMatch(/require\("electron"\)/)
      }
    })

    it('prints the help through the shim', () => {
      const result = shim(['--help'])
      expect(result.code).toBe(0)
      expect(result.stdout).toContain('Uso: grants-desk <comando> [opciones]')
    })

    it('runs a command on the demo environment, started and stopped in-process', () => {
      // The process would not exit if the demo service it started were left open.
      const statuses = shim(['statuses', '--env', 'demo'], tokens)
      expect(statuses.code).toBe(0)
      expect(JSON.parse(statuses.stdout)).toMatchObject({ count: expect.any(Number) as number })
      const signedOut = shim(['statuses', '--env', 'demo'])
      expect(signedOut.code).toBe(1)
      expect(signedOut.stderr).toContain('No hay una sesión iniciada')
    })

    it('login reads the password from the first line piped to its stdin', () => {
      // The process's own stdin, a pipe rather than a terminal: what a script sends.
      const login = shim(['login', '--env', 'demo', '--email', EXPERT], {}, `${DEMO_PASSWORD}\n`)
      expect(login.code).toBe(0)
      expect(JSON.parse(login.stdout)).toMatchObject({
        status: 'signed-in',
        user: { email: EXPERT },
      })
      const wrong = shim(['login', '--env', 'demo', '--email', EXPERT], {}, 'otra\nmás\n')
      expect(wrong.code).toBe(1)
      expect(wrong.stdout).toBe('')
    })
  })
})
