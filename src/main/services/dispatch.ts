import {
  type BridgeResult,
  isOpName,
  type OpInput,
  type OpName,
  type OpOutput,
  ops,
} from '@shared/bridge'
import { type AppError, isAppFailure } from '@shared/errors'
import { fieldErrorsOf, firstIssueOf } from '@shared/validation'
import { type Logger } from '../log/logger'

export type Handlers = {
  [K in OpName]: (input: OpInput<K>) => Promise<OpOutput<K>> | OpOutput<K>
}

export type Dispatch = (op: string, raw: unknown) => Promise<BridgeResult<unknown>>

const INTERNAL: AppError = {
  code: 'internal',
  message:
    'Ha ocurrido un error inesperado. Vuelva a intentarlo; si se repite, reinicie la aplicación.',
}

/** Transport-free entry point of every bridge call: validate, call the service, never throw. */
export function createDispatch(handlers: Handlers, log: Logger): Dispatch {
  return async (op, raw) => {
    if (!isOpName(op)) {
      return {
        ok: false,
        error: {
          code: 'unknown_op',
          message: 'Operación desconocida: la aplicación no la ofrece.',
        },
      }
    }
    const parsed = ops[op].input.safeParse(raw)
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          code: 'validation',
          message: `Datos no válidos. ${firstIssueOf(parsed.error)} Revise el formulario e inténtelo de nuevo.`,
          fields: fieldErrorsOf(parsed.error),
        },
      }
    }
    try {
      const handler = handlers[op] as (input: unknown) => Promise<unknown>
      return { ok: true, value: await handler(parsed.data) }
    } catch (error) {
      if (isAppFailure(error)) return { ok: false, error: error.appError }
      log.error(`Fallo inesperado en ${op}`, error)
      return { ok: false, error: INTERNAL }
    }
  }
}
