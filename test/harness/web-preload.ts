// Runs in the page before the app, like Electron's preload: same bridge code, HTTP instead of IPC.
import { createPreloadBridge } from '../../src/preload/ipc-bridge'
import { EVENTS_PATH, INVOKE_PATH, KEY_HEADER, KEY_PARAM } from './protocol'

type Listener = (event: unknown, payload: unknown) => void

function harnessKey(): string {
  const fromUrl = new URLSearchParams(window.location.search).get(KEY_PARAM)
  if (fromUrl) sessionStorage.setItem('grants-harness-key', fromUrl)
  return fromUrl ?? sessionStorage.getItem('grants-harness-key') ?? ''
}

const key = harnessKey()
const listeners = new Map<string, Set<Listener>>()
const stream = new EventSource(`${EVENTS_PATH}?${KEY_PARAM}=${encodeURIComponent(key)}`)
stream.addEventListener('message', (message: MessageEvent<string>) => {
  const { channel, payload } = JSON.parse(message.data) as { channel: string; payload: unknown }
  for (const listener of listeners.get(channel) ?? []) listener({}, payload)
})

const ipc = {
  async invoke(channel: string, args?: unknown): Promise<unknown> {
    const response = await fetch(INVOKE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [KEY_HEADER]: key },
      body: JSON.stringify({ channel, args }),
    })
    // The app was closed (as when Electron's main quits): its window gets no answer, ever.
    if (response.status === 403) return new Promise<never>(() => undefined)
    if (!response.ok) throw new Error(`harness: HTTP ${response.status}`)
    return response.json()
  },
  on(channel: string, listener: Listener) {
    let set = listeners.get(channel)
    if (!set) listeners.set(channel, (set = new Set()))
    set.add(listener)
    return ipc
  },
  removeListener(channel: string, listener: Listener) {
    listeners.get(channel)?.delete(listener)
    return ipc
  },
}

Object.defineProperty(window, 'grants', {
  value: createPreloadBridge(ipc as unknown as Parameters<typeof createPreloadBridge>[0]),
  writable: false,
  configurable: false,
})
