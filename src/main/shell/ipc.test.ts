import { describe, expect, it, vi } from 'vitest'
import { OP_CHANNEL_PREFIX, OP_NAMES } from '@shared/bridge'
import { createLogger, Redactor } from '../log/logger'
import { isTrustedFrameUrl } from './app-protocol'
import { FOREIGN_SENDER, registerIpc } from './ipc'

type Handler = (event: unknown, raw: unknown) => unknown
const log = createLogger({ redactor: new Redactor(), sink: () => undefined })

function fakeIpc() {
  const handlers = new Map<string, Handler>()
  return {
    handlers,
    ipc: {
      handle: (channel: string, handler: Handler) => handlers.set(channel, handler),
      removeHandler: (channel: string) => handlers.delete(channel),
    },
  }
}

describe('registerIpc', () => {
  it('registers exactly one handler per operation of the contract', () => {
    const fake = fakeIpc()
    const dispose = registerIpc(fake.ipc as never, vi.fn(), () => true, log)
    expect([...fake.handlers.keys()].sort()).toEqual(
      OP_NAMES.map((op) => `${OP_CHANNEL_PREFIX}${op}`).sort(),
    )
    dispose()
    expect(fake.handlers.size).toBe(0)
  })

  it('refuses a call from a foreign frame without reaching dispatch', async () => {
    const fake = fakeIpc()
    const dispatch = vi.fn()
    registerIpc(fake.ipc as never, dispatch, (url) => isTrustedFrameUrl(url, null), log)
    const handler = fake.handlers.get(`${OP_CHANNEL_PREFIX}settings.get`)
    expect(await handler?.({ senderFrame: { url: 'https://evil.example/' } }, undefined)).toEqual(
      FOREIGN_SENDER,
    )
    expect(await handler?.({ senderFrame: null }, undefined)).toEqual(FOREIGN_SENDER)
    expect(dispatch).not.toHaveBeenCalled()
  })

  it('passes our own frame through to dispatch with the op name', async () => {
    const fake = fakeIpc()
    const dispatch = vi.fn(() => Promise.resolve({ ok: true as const, value: 1 }))
    registerIpc(fake.ipc as never, dispatch, (url) => isTrustedFrameUrl(url, null), log)
    const handler = fake.handlers.get(`${OP_CHANNEL_PREFIX}settings.update`)
    const result = await handler?.(
      { senderFrame: { url: 'app://grants-desk/index.html' } },
      { theme: 'dark' },
    )
    expect(result).toEqual({ ok: true, value: 1 })
    expect(dispatch).toHaveBeenCalledWith('settings.update', { theme: 'dark' })
  })
})
