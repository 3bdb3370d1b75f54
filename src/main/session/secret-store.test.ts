import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { MemorySecretStore, openSecretStore, type KeytarModule } from './secret-store'

const TEST_SERVICE = 'grants-desk-test'
const required = process.env['REQUIRE_KEYCHAIN'] === '1'
const real = await openSecretStore({ service: TEST_SERVICE })

describe('OS keychain through keytar', () => {
  // CI sets REQUIRE_KEYCHAIN=1 inside dbus-run-session with gnome-keyring, so this cannot skip there.
  it.skipIf(!real.keychainAvailable && !required)(
    `stores, restores and deletes a secret for real${real.keychainAvailable ? '' : ` (sin llavero: ${real.reason})`}`,
    async () => {
      expect(real.keychainAvailable, `keychain unavailable: ${real.reason}`).toBe(true)
      expect(real.store.kind).toBe('keychain')
      const account = `demo:test-${randomUUID()}@example.es`
      expect(await real.store.get(account)).toBeNull()
      await real.store.set(account, 'token-de-prueba-123')
      const reopened = await openSecretStore({ service: TEST_SERVICE })
      expect(await reopened.store.get(account)).toBe('token-de-prueba-123')
      expect(await reopened.store.delete(account)).toBe(true)
      expect(await real.store.get(account)).toBeNull()
    },
  )
})

describe('memory fallback', () => {
  it('is used when keytar cannot load', async () => {
    const opened = await openSecretStore({
      load: () => Promise.reject(new Error('módulo nativo ausente')),
    })
    expect(opened).toMatchObject({ keychainAvailable: false, reason: 'módulo nativo ausente' })
    expect(opened.store.kind).toBe('memory')
  })

  it('is used when the Secret Service never answers', async () => {
    const hanging = {
      findCredentials: () => new Promise(() => undefined),
    } as unknown as KeytarModule
    const opened = await openSecretStore({
      load: () => Promise.resolve(hanging),
      probeTimeoutMs: 20,
    })
    expect(opened.keychainAvailable).toBe(false)
    expect(opened.store.kind).toBe('memory')
  })

  it('stores, restores and deletes for the life of the process', async () => {
    const store = new MemorySecretStore()
    await store.set('a', 'b')
    expect(await store.get('a')).toBe('b')
    expect(await store.delete('a')).toBe(true)
    expect(await store.delete('a')).toBe(false)
    expect(await store.get('a')).toBeNull()
  })
})
