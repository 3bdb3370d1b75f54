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

type ArgsOf<K extends OpName> = undefined extends OpArgs<K> ? [args?: OpArgs<K>] : [args: OpArgs<K>]
export type Call<K extends OpName> = (...args: ArgsOf<K>) => Promise<BridgeResult<OpOutput<K>>>

type Namespace = OpName extends `${infer NS}.${string}` ? NS : never
export type Api = {
  [NS in Namespace]: {
    [K in OpName as K extends `${NS}.${infer M}` ? M : never]: Call<K>
  }
}

const MISSING_BRIDGE: BridgeResult<never> = {
  ok: false,
  error: {
    code: 'internal',
    message: 'La ventana no está conectada con Grants Desk. Cierre y vuelva a abrir la aplicación.',
  },
}

function bridge(): GrantsBridge | null {
  return window.grants ?? null
}

/** Calls one operation of the contract; never throws, always resolves to a result. */
export async function call<K extends OpName>(
  op: K,
  ...args: ArgsOf<K>
): Promise<BridgeResult<OpOutput<K>>> {
  const target = bridge()
  if (!target) return MISSING_BRIDGE
  try {
    return (await target.invoke(op, args[0])) as BridgeResult<OpOutput<K>>
  } catch {
    return {
      ok: false,
      error: {
        code: 'internal',
        message: 'No se ha podido hablar con el proceso principal. Vuelva a intentarlo.',
      },
    }
  }
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
