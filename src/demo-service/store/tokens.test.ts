import { describe, expect, it } from 'vitest'
import { TokenStore } from './tokens'

describe('demo service tokens', () => {
  it('are accepted by any demo service with the same seed (an app restart), not by another seed', () => {
    const issued = new TokenStore(1).issue(1201, true, null)
    const restarted = new TokenStore(1)
    expect(restarted.lookup(issued.token)).toEqual({
      kind: 'user',
      userId: 1201,
      expiresAt: null,
      revoked: false,
    })
    expect(restarted.lookup(issued.expertToken ?? '')).toMatchObject({
      kind: 'expert',
      userId: 1201,
    })
    expect(new TokenStore(2).lookup(issued.token)).toBeUndefined()
  })

  it('are the same for the same seed and login sequence, and differ between logins', () => {
    const a = new TokenStore(7)
    const b = new TokenStore(7)
    const first = a.issue(1, true, null)
    expect(b.issue(1, true, null)).toEqual(first)
    expect(a.issue(1, true, null).token).not.toBe(first.token)
  })

  it('carry their expiry and reject a forged or altered token', () => {
    const store = new TokenStore(3)
    const { token } = store.issue(5, false, 1_800_000_000_000)
    expect(store.lookup(token)?.expiresAt).toBe(1_800_000_000_000)
    const [payload, signature] = token.split('.')
    const forged = `${Buffer.from('user:1:0:1').toString('base64url')}.${signature ?? ''}`
    expect(store.lookup(forged)).toBeUndefined()
    expect(store.lookup(`${payload ?? ''}.${'0'.repeat(32)}`)).toBeUndefined()
    expect(store.lookup('sin-punto')).toBeUndefined()
  })

  it('revokeAll invalidates what was issued so far, and later logins work', () => {
    const store = new TokenStore(4)
    const before = store.issue(9, false, null)
    store.revokeAll()
    expect(store.lookup(before.token)?.revoked).toBe(true)
    expect(store.lookup(store.issue(9, false, null).token)?.revoked).toBe(false)
  })
})
