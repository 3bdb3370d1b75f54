import { describe, expect, it, vi } from 'vitest'
import { events, ops } from '@shared/bridge'
import {
  EVENT_CHANNEL_PREFIX,
  EVENT_NAMES,
  OP_CHANNEL_PREFIX,
  OP_NAMES,
} from '@shared/bridge-names'
import { createPreloadBridge } from './ipc-bridge'

function fakeIpc() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  return {
    listeners,
    emit(channel: string, payload: unknown) {
      for (const listener of listeners.get(channel) ?? [])
        listener({ sender: 'ipc-internals' }, payload)
    },
    ipc: {
      invoke: vi.fn((_channel: string, _args: unknown) =>
        Promise.resolve({ ok: true, value: 'x' }),
      ),
      on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
        let set = listeners.get(channel)
        if (!set) listeners.set(channel, (set = new Set()))
        set.add(listener)
      }),
      removeListener: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
        listeners.get(channel)?.delete(listener)
      }),
    },
  }
}

describe('preload bridge', () => {
  it("allow-lists exactly the contract's op and event names", () => {
    expect([...OP_NAMES].sort()).toEqual(Object.keys(ops).sort())
    expect([...EVENT_NAMES].sort()).toEqual(Object.keys(events).sort())
  })

  it('forwards a contract op to its own channel', async () => {
    const fake = fakeIpc()
    const bridge = createPreloadBridge(fake.ipc as never)
    expect(await bridge.invoke('settings.update', { theme: 'dark' })).toEqual({
      ok: true,
      value: 'x',
    })
    expect(fake.ipc.invoke).toHaveBeenCalledWith(`${OP_CHANNEL_PREFIX}settings.update`, {
      theme: 'dark',
    })
  })

  it('refuses an unknown op without touching IPC', async () => {
    const fake = fakeIpc()
    const bridge = createPreloadBridge(fake.ipc as never)
    expect(await bridge.invoke('shell.exec', 'rm -rf /')).toMatchObject({
      ok: false,
      error: { code: 'unknown_op' },
    })
    expect(fake.ipc.invoke).not.toHaveBeenCalled()
  })

  it('delivers only the payload of an event, never the IPC event object, and unsubscribes', () => {
    const fake = fakeIpc()
    const bridge = createPreloadBridge(fake.ipc as never)
    const listener = vi.fn()
    const off = bridge.on('settings.changed', listener)
    fake.emit(`${EVENT_CHANNEL_PREFIX}settings.changed`, { theme: 'dark' })
    expect(listener).toHaveBeenCalledWith({ theme: 'dark' })
    expect(listener.mock.calls[0]).toHaveLength(1)
    off()
    fake.emit(`${EVENT_CHANNEL_PREFIX}settings.changed`, { theme: 'light' })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('refuses to subscribe to an unknown event', () => {
    const bridge = createPreloadBridge(fakeIpc().ipc as never)
    expect(() => bridge.on('ipc:anything', vi.fn())).toThrow(/Evento desconocido/)
  })

  it('is frozen so the page cannot swap its methods', () => {
    expect(Object.isFrozen(createPreloadBridge(fakeIpc().ipc as never))).toBe(true)
  })
})

describe('preload entry', () => {
  it('exposes only window.grants with invoke and on', async () => {
    const exposeInMainWorld = vi.fn()
    vi.doMock('electron', () => ({
      contextBridge: { exposeInMainWorld },
      ipcRenderer: fakeIpc().ipc,
    }))
    await import('./index')
    expect(exposeInMainWorld).toHaveBeenCalledTimes(1)
    const [name, api] = exposeInMainWorld.mock.calls[0] as [string, object]
    expect(name).toBe('grants')
    expect(Object.keys(api).sort()).toEqual(['invoke', 'on'])
    vi.doUnmock('electron')
  })
})
