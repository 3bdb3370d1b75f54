import { describe, expect, it } from 'vitest'
import { tokenAccountKey } from './token-account'

const TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'

describe('a script’s account key', () => {
  it('is the same for the same token and environment, and differs otherwise', () => {
    const key = tokenAccountKey('custom:https://svc.example', TOKEN)
    expect(tokenAccountKey('custom:https://svc.example', TOKEN)).toBe(key)
    expect(tokenAccountKey('custom:https://svc.example', `${TOKEN}9`)).not.toBe(key)
    expect(tokenAccountKey('demo', TOKEN)).not.toBe(key)
  })

  it('never holds the token or a part of it', () => {
    const key = tokenAccountKey('demo', TOKEN)
    for (let start = 0; start + 8 <= TOKEN.length; start++) {
      expect(key).not.toContain(TOKEN.slice(start, start + 8))
    }
  })
})
