import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { MemorySecretStore } from '../../../src/main/session/secret-store'
import { connectionTo, newHome, runCli } from '../../support/cli'
import { DEMO_PASSWORD, EXPERT } from '../../support/test-app'

/**
 * `login` without a keychain (issue 33, item 13): it says the session will not be remembered and how
 * to pass it to the next command; `--print-tokens`, and only it, prints the tokens to pass as
 * GRANTS_TOKEN and GRANTS_EXPERT_TOKEN, which the next command takes.
 */
describe('login without a keychain', () => {
  let demoService: DemoService
  const noKeychain = () =>
    Promise.resolve({ store: new MemorySecretStore(), keychainAvailable: false, reason: 'test' })

  beforeAll(async () => {
    demoService = await createDemoService({ clients: 20, concessions: 0 })
  })
  afterAll(() => demoService.close())

  const login = (...extra: string[]) =>
    runCli(['login', '--email', EXPERT, ...extra, ...connectionTo(demoService.url)], {
      home: newHome(),
      stdin: `${DEMO_PASSWORD}\n`,
      openSecrets: noKeychain,
    })

  it('says the session will not be remembered and how to pass it; prints no token', async () => {
    const done = await login()
    expect(done.code, done.stderr).toBe(0)
    expect(done.stderr).toContain(renderMessage('es', 'cli.warning.keychain_unavailable'))
    expect(done.stderr).toContain('GRANTS_TOKEN')
    expect(done.stdout).not.toContain('tokens')
    expect(done.stdout).not.toMatch(/[A-Za-z0-9_-]{10,}\.[0-9a-f]{32}/)
  })

  it('prints the tokens with --print-tokens, and the next command runs on them', async () => {
    const done = await login('--print-tokens')
    expect(done.code, done.stderr).toBe(0)
    const { tokens } = JSON.parse(done.stdout) as {
      tokens: { GRANTS_TOKEN: string; GRANTS_EXPERT_TOKEN: string }
    }
    expect(tokens.GRANTS_TOKEN).not.toBe('')
    expect(tokens.GRANTS_EXPERT_TOKEN).not.toBe('')
    const next = await runCli(['clients', 'list', ...connectionTo(demoService.url)], {
      env: { ...tokens },
      openSecrets: noKeychain,
    })
    expect(next.code, next.stderr).toBe(0)
    expect((JSON.parse(next.stdout) as { count: number }).count).toBeGreaterThan(0)
  })
})
