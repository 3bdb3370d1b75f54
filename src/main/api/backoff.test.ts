import { describe, expect, it } from 'vitest'
import { backoffDelay, retryAfterMs, sleep } from './backoff'

describe('backoff', () => {
  it('grows exponentially with jitter between half and the full ceiling', () => {
    expect(backoffDelay(1, () => 0)).toBe(200)
    expect(backoffDelay(1, () => 1)).toBe(400)
    expect(backoffDelay(2, () => 0)).toBe(400)
    expect(backoffDelay(3, () => 1)).toBe(1600)
    expect(backoffDelay(20, () => 1)).toBe(8000)
  })

  it('reads Retry-After in seconds or as an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000)
    const now = Date.parse('2026-11-21T10:00:00Z')
    expect(retryAfterMs('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5000)
    expect(retryAfterMs('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0)
    expect(retryAfterMs('pronto')).toBeNull()
    expect(retryAfterMs(null)).toBeNull()
  })

  it('a wait can be cancelled', async () => {
    const controller = new AbortController()
    const waiting = sleep(60_000, controller.signal)
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ appError: { code: 'cancelled' } })
  })
})
