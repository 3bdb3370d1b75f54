import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { warmFetch } from './fetch-warmup'

describe('warmFetch', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('loads fetch once start is past, with a request that never leaves the machine', async () => {
    const fetched = vi.fn((_url: string) =>
      Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } })),
    )
    vi.stubGlobal('fetch', fetched)
    warmFetch()
    expect(fetched).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(fetched).toHaveBeenCalledTimes(1)
    expect(fetched.mock.calls[0]?.[0]).toMatch(/^data:/)
  })

  it('swallows a fetch that fails', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')))
      warmFetch()
      await vi.runAllTimersAsync()
      vi.useRealTimers()
      await new Promise((resolve) => setImmediate(resolve))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
