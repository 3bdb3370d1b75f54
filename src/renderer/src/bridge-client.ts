import type {
  BridgeResult,
  EventName,
  EventPayload,
  GrantsBridge,
  OpArgs,
  OpName,
  OpOutput,
} from '@shared/bridge'
import { OP_NAMES } from '@shared/bridge-names'
import { appError } from '@shared/errors'

type ArgsOf<K extends OpName> = undefined extends OpArgs<K> ? [args?: OpArgs<K>] : [args: OpArgs<K>]
type Call<K extends OpName> = (...args: ArgsOf<K>) => Promise<BridgeResult<OpOutput<K>>>

type Namespace = OpName extends `${infer NS}.${string}` ? NS : never
export type Api = {
  [NS in Namespace]: {
    [K in OpName as K extends `${NS}.${infer M}` ? M : never]: Call<K>
  }
}

const MISSING_BRIDGE: BridgeResult<never> = {
  ok: false,
  error: appError('error.internal.no_bridge', {}),
}

function bridge(): GrantsBridge | null {
  return window.grants ?? null
}

/** Asked when a call fails with `unauthorized`; resolves true once the user signed in again. */
type Reauthenticate = () => Promise<boolean>
let reauthenticate: Reauthenticate | null = null

export function onUnauthorized(handler: Reauthenticate | null): void {
  reauthenticate = handler
}

async function invoke<K extends OpName>(op: K, args: unknown): Promise<BridgeResult<OpOutput<K>>> {
  const target = bridge()
  if (!target) return MISSING_BRIDGE
  try {
    return (await target.invoke(op, args)) as BridgeResult<OpOutput<K>>
  } catch {
    return { ok: false, error: appError('error.internal.bridge_failed', {}) }
  }
}

/**
 * Calls one operation of the contract; never throws, always resolves to a result. A session that
 * expired mid-call (SC-AUTH-4) is renewed through the password prompt and the call is made once more, so
 * what is on screen stays.
 */
async function call<K extends OpName>(
  op: K,
  ...args: ArgsOf<K>
): Promise<BridgeResult<OpOutput<K>>> {
  const result = await invoke(op, args[0])
  if (result.ok || result.error.code !== 'unauthorized' || op.startsWith('session.')) return result
  if (!reauthenticate || !(await reauthenticate())) return result
  return invoke(op, args[0])
}

/** Listens to an event pushed by main; returns the unsubscribe function. */
export function subscribe<E extends EventName>(
  event: E,
  listener: (payload: EventPayload<E>) => void,
): () => void {
  const target = bridge()
  if (!target) return () => undefined
  return target.on(event, (payload) => listener(payload as EventPayload<E>))
}

function buildApi(): Api {
  const api: Record<string, Record<string, unknown>> = {}
  for (const op of OP_NAMES) {
    const [ns, method] = op.split('.') as [string, string]
    ;(api[ns] ??= {})[method] = (args?: unknown) => call(op, args as never)
  }
  return api as Api
}

/** The typed client: `api.settings.update({ theme: 'dark' })`. */
export const api: Api = buildApi()
