import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { createDemoService, type DemoServiceOptions } from '../../demo-service/server'
import { MemorySecretStore, type OpenedSecretStore } from '../session/secret-store'
import { run } from './run'

/** The demo service as the CLI starts it, counting starts and closes. */
let started = 0
let closed = 0
const startDemoService = async (options: DemoServiceOptions) => {
  const demoService = await createDemoService(options)
  started++
  return {
    ...demoService,
    close: async () => {
      closed++
      await demoService.close()
    },
  }
}

/** A keychain that outlives one command, as the OS one does. */
let keychain: MemorySecretStore
let opened = 0
const openSecrets = (): Promise<OpenedSecretStore> => {
  opened++
  return Promise.resolve({ store: keychain, keychainAvailable: true, reason: null })
}

let home: string

async function cli(argv: string[], options: { stdin?: string; env?: Record<string, string> } = {}) {
  const out: string[] = []
  const err: string[] = []
  const stdin = new PassThrough()
  stdin.end(options.stdin ?? '')
  const code = await run(argv, {
    io: {
      stdin,
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => err.push(text) },
    },
    env: { GRANTS_DESK_HOME: home, ...options.env },
    openSecrets,
    startDemoService,
  })
  return { code, stdout: out.join(''), stderr: err.join('') }
}

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'gd-cli-run-'))
  keychain = new MemorySecretStore()
  started = closed = opened = 0
})

describe('run, in process, on the demo environment', () => {
  it('login saves the environment; later commands reach the same service and session', async () => {
    const login = await cli(['login', '--env', 'demo', '--email', 'asesora@demo.grantsdesk.es'], {
      stdin: 'demo1234\n',
    })
    expect(login).toMatchObject({ code: 0, stderr: '' })
    expect(JSON.parse(login.stdout)).toMatchObject({
      status: 'signed-in',
      user: { email: 'asesora@demo.grantsdesk.es', expert: true },
      remembered: true,
      environment: { preset: 'demo' },
    })

    // No --env: the saved demo environment; a fresh demo service accepts the remembered tokens.
    const list = await cli(['clients', 'list', '--page-size', '2'])
    expect(list.code).toBe(0)
    const page = JSON.parse(list.stdout) as { count: number; results: unknown[]; next: string }
    expect(page.results).toHaveLength(2)
    expect(page.count).toBeGreaterThan(2)

    expect((await cli(['logout'])).code).toBe(0)
    const after = await cli(['whoami'])
    expect(after.code).toBe(1)
    expect(after.stderr).toContain('No hay una sesión iniciada')
    // Every demo service the CLI started, it closed.
    expect(started).toBe(2)
    expect(closed).toBe(started)
  })

  it('whoami answers from the session without starting the demo service', async () => {
    await cli(['login', '--env', 'demo', '--email', 'usuario@demo.grantsdesk.es'], {
      stdin: 'demo1234',
    })
    started = 0
    const whoami = await cli(['whoami'])
    expect(whoami.code).toBe(0)
    expect(JSON.parse(whoami.stdout)).toMatchObject({ expert: false, source: 'session' })
    expect(started).toBe(0)
  })

  it('wrong credentials: exit 1 with the Spanish message, nothing saved', async () => {
    const login = await cli(['login', '--env', 'demo', '--email', 'asesora@demo.grantsdesk.es'], {
      stdin: 'mala\n',
    })
    expect(login.code).toBe(1)
    expect(login.stderr).toContain(renderMessage('es', 'error.validation.wrong_credentials'))
    expect(login.stdout).toBe('')
    expect(closed).toBe(started)
  })

  it('a 401 deletes the session from the keychain: the next command asks to sign in again', async () => {
    const service = await createDemoService()
    try {
      const custom = ['--env', 'custom', '--base-url', service.url]
      const email = 'asesora@demo.grantsdesk.es'
      expect(
        (await cli(['login', ...custom, '--email', email], { stdin: 'demo1234\n' })).code,
      ).toBe(0)
      const account = `custom:${service.url}:${email}`
      expect(await keychain.get(account)).not.toBeNull()

      service.control.expireTokens()
      const expired = await cli(['profile'])
      expect(expired.code).toBe(1)
      expect(await keychain.get(account)).toBeNull()
      const after = await cli(['whoami'])
      expect(after.code).toBe(1)
      expect(after.stderr).toContain(`La sesión de ${email} ya no está en el llavero del sistema`)
    } finally {
      await service.close()
    }
  })

  it('GRANTS_TOKEN: the keychain is not consulted', async () => {
    const result = await cli(['whoami', '--env', 'demo'], { env: { GRANTS_TOKEN: 'abcdefgh' } })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({ source: 'env', expert: false })
    expect(opened).toBe(0)
  })

  it('a usage error exits 2 before starting anything', async () => {
    const result = await cli(['clients', 'list', '--env', 'custom'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('--base-url')
    expect(result.stderr).toContain('Uso: grants-desk clients list')
    expect(started + opened).toBe(0)
  })
})
