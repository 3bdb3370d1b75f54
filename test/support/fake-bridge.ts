import { type BridgeResult, type GrantsBridge } from '@shared/bridge'
import { type SessionView } from '@shared/session'
import { DEFAULT_SETTINGS, type Settings, SettingsPatchSchema } from '@shared/settings'

/** A call the store made, waiting for the test to answer it. */
export interface PendingCall {
  op: string
  args: unknown
  answer(result: BridgeResult<unknown>): Promise<void>
}

/** Lets every answer given so far, and what it set off (watchers, chained calls), run. */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await new Promise<void>((done) => setImmediate(done))
}

/** The calls waiting on every fake bridge installed: a test's own are dropped when it ends. */
const waitingCalls = new Set<PendingCall[]>()

/**
 * Drops the calls no test answered: they belong to components already unmounted, and the next test
 * should see only its own (`renderer-after-each.ts`).
 */
export function forgetUnansweredCalls(): void {
  for (const waiting of waitingCalls) waiting.splice(0)
}

/**
 * The preload's bridge as a test drives it, without a browser: calls wait until the test answers
 * them (or are answered at once by `always`), and events are pushed with `emit`.
 */
export function installFakeBridge() {
  const waiting: PendingCall[] = []
  waitingCalls.add(waiting)
  const always = new Map<string, (args: unknown) => BridgeResult<unknown>>()
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const bridge: GrantsBridge = {
    invoke(op, args) {
      const fixed = always.get(op)
      if (fixed) return Promise.resolve(fixed(args))
      return new Promise((resolve) => {
        const call: PendingCall = {
          op,
          args,
          async answer(result) {
            waiting.splice(waiting.indexOf(call), 1)
            resolve(result)
            await settle()
          },
        }
        waiting.push(call)
      })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return () => set.delete(listener)
    },
  }
  // In a DOM (component tests) the page's window gets the bridge; in Node a window of its own.
  const dom = typeof document !== 'undefined'
  if (dom) Object.defineProperty(window, 'grants', { value: bridge, configurable: true })
  else
    Object.defineProperty(globalThis, 'window', {
      value: { grants: bridge },
      configurable: true,
      writable: true,
    })
  return {
    /** Answers every call of `op` at once from now on. */
    always(op: string, result: (args: unknown) => BridgeResult<unknown>): void {
      always.set(op, result)
    },
    /** The calls of `op` still waiting, oldest first. */
    pending(op: string): PendingCall[] {
      return waiting.filter((call) => call.op === op)
    },
    /** The single call of `op` waiting; fails the test when there is none or several. */
    only(op: string): PendingCall {
      const calls = waiting.filter((call) => call.op === op)
      const [call] = calls
      if (calls.length !== 1 || !call) throw new Error(`${calls.length} llamadas a ${op} en espera`)
      return call
    },
    async emit(event: string, payload: unknown): Promise<void> {
      for (const listener of listeners.get(event) ?? []) listener(payload)
      await settle()
    },
    uninstall(): void {
      waitingCalls.delete(waiting)
      Reflect.deleteProperty(dom ? window : globalThis, dom ? 'grants' : 'window')
    },
  }
}

export type FakeBridge = ReturnType<typeof installFakeBridge>

export const ok = <T>(value: T): BridgeResult<T> => ({ ok: true, value })

export function signedIn(id: number, expert = true): SessionView {
  return {
    status: 'signed-in',
    email: `user${id}@example.es`,
    user: {
      id,
      name: `User ${id}`,
      email: `user${id}@example.es`,
      username: `user${id}`,
      businessName: '',
      expert,
    },
    remembered: false,
    keychainAvailable: false,
  }
}

export const SIGNED_OUT: SessionView = {
  status: 'signed-out',
  email: null,
  user: null,
  remembered: false,
  keychainAvailable: false,
}

/**
 * Main's settings as the bridge answers them, the defaults first: what a screen saved is there
 * next time. `saved()` reads them, `reset()` goes back to the defaults.
 */
export function answerSettings(bridge: FakeBridge) {
  let saved: Settings = DEFAULT_SETTINGS
  bridge.always('settings.get', () => ok(saved))
  bridge.always('settings.update', (patch) => {
    saved = { ...saved, ...SettingsPatchSchema.parse(patch) }
    return ok(saved)
  })
  bridge.always('app.info', () => ok(null))
  return {
    saved: () => saved,
    reset: () => {
      saved = DEFAULT_SETTINGS
    },
  }
}
