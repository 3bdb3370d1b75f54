import {
  type BridgeResult,
  isOpName,
  type OpInput,
  type OpName,
  type OpOutput,
  ops,
} from '@shared/bridge'
import { type AppError, appError, isAppFailure } from '@shared/errors'
import { fieldMessagesOf, firstIssuePath } from '@shared/validation'
import { type Logger } from '../log/logger'

export type Handlers = {
  [K in OpName]: (input: OpInput<K>) => Promise<OpOutput<K>> | OpOutput<K>
}

export type Dispatch = (op: string, raw: unknown) => Promise<BridgeResult<unknown>>

const INTERNAL: AppError = appError('error.internal.unexpected', {})

/**
 * Transport-free entry point of every bridge call: validate, call the service, never throw.
 * `beforeAnswer` runs as each call ends, before its answer goes (see PacedEvents.flush).
 */
export function createDispatch(
  handlers: Handlers,
  log: Logger,
  beforeAnswer: () => void = () => {},
): Dispatch {
  return async (op, raw) => {
    if (!isOpName(op)) {
      return { ok: false, error: appError('error.unknown_op.unknown_op', {}) }
    }
    const parsed = ops[op].input.safeParse(raw)
    if (!parsed.success) {
      return {
        ok: false,
        error: appError(
          'error.validation.invalid_input',
          { field: firstIssuePath(parsed.error) },
          { fieldMessages: fieldMessagesOf(parsed.error) },
        ),
      }
    }
    try {
      const handler = handlers[op] as (input: unknown) => Promise<unknown>
      return { ok: true, value: await handler(parsed.data) }
    } catch (error) {
      if (isAppFailure(error)) return { ok: false, error: error.appError }
      log.error(`Fallo inesperado en ${op}`, error)
      return { ok: false, error: INTERNAL }
    } finally {
      beforeAnswer()
    }
  }
}
