import { z } from 'zod'
import {
  type Lang,
  type MessageKey,
  type MessageRef,
  MessageRefSchema,
  type ParamsOf,
  hasMessage,
  renderMessage,
  renderRef,
} from './messages/catalogue-lookup'

export const APP_ERROR_CODES = [
  'offline',
  'timeout',
  'unauthorized',
  'forbidden',
  'no_credits',
  'not_found',
  'validation',
  'rate_limited',
  'server',
  'bad_response',
  'conflict',
  /** The service answered a change without some of its fields (SC-EDIT-6); `params.fields` names them. */
  'not_saved',
  'cancelled',
  'no_session',
  'no_expert',
  /** Refused before sending: plain http:// to another computer, not allowed (reason says which). */
  'insecure',
  'unknown_op',
  /** The local database cannot keep what was asked (read-only or in memory). */
  'storage',
  'internal',
] as const

const AppErrorCodeSchema = z.enum(APP_ERROR_CODES)
export type AppErrorCode = z.infer<typeof AppErrorCodeSchema>

/** A serialisable error: what crosses the bridge, the CLI and the logs. Never carries a token. */
export const AppErrorSchema = z.object({
  code: AppErrorCodeSchema,
  /**
   * Spanish, for the user, ending with what to do next: the catalogue's sentence of
   * `error.<code>.<reason>` (messages/es.ts). Another language renders the same key (describeError).
   */
  message: z.string(),
  /** The service's own words, when it sent any (SC-ERR-2). */
  serverMessage: z.string().optional(),
  /** Field errors, keyed by field name (SC-ERR-3): the service's words, or Spanish from main. */
  fields: z.record(z.string(), z.array(z.string())).optional(),
  /** Main's own field errors as catalogue keys, so they can be said in the UI language. */
  fieldMessages: z.record(z.string(), z.array(MessageRefSchema)).optional(),
  status: z.number().int().optional(),
  /**
   * What exactly happened, machine-readable (e.g. `body_too_large`, `redirect_foreign`), so a
   * caller or a translation can act on it without parsing the sentence.
   */
  reason: z.string().optional(),
  /** Values the sentence names (a host, a page number, a limit). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
})
export type AppError = z.infer<typeof AppErrorSchema>

/** Thrown inside main and turned into an AppError at the bridge. */
export class AppFailure extends Error {
  readonly appError: AppError
  constructor(appError: AppError) {
    super(appError.message)
    this.name = 'AppFailure'
    this.appError = appError
  }
}

export function isAppFailure(value: unknown): value is AppFailure {
  return value instanceof AppFailure
}

/** Keys of the catalogue that are an error's sentence: `error.<code>.<reason>`. */
export type ErrorKey = Extract<MessageKey, `error.${AppErrorCode}.${string}`>

export interface AppErrorExtras {
  serverMessage?: string
  status?: number
  fields?: Record<string, string[]>
  /** Field errors as keys; `fields` gets their Spanish sentences unless it is given. */
  fieldMessages?: Record<string, MessageRef[]>
}

/**
 * An error as main and the command line make it: its code and reason come from the catalogue key,
 * its Spanish `message` is the key's sentence with `params`.
 */
export function appError<K extends ErrorKey>(
  key: K,
  params: ParamsOf<K>,
  extras: AppErrorExtras = {},
): AppError {
  const [, code = 'internal', reason = ''] = key.split('.')
  const { fieldMessages, fields, ...rest } = extras
  const spanishFields =
    fields ??
    (fieldMessages
      ? Object.fromEntries(
          Object.entries(fieldMessages).map(([field, refs]) => [
            field,
            refs.map((ref) => renderRef('es', ref)),
          ]),
        )
      : undefined)
  return {
    code: AppErrorCodeSchema.parse(code),
    reason,
    params: { ...params },
    message: renderMessage('es', key, params),
    ...rest,
    ...(spanishFields ? { fields: spanishFields } : {}),
    ...(fieldMessages ? { fieldMessages } : {}),
  }
}

/** The catalogue key of an error's sentence, or null when its reason has none. */
export function errorKeyOf(error: Pick<AppError, 'code' | 'reason'>): MessageKey | null {
  const key = `error.${error.code}.${error.reason ?? ''}`
  return error.reason && hasMessage(key) ? key : null
}

/**
 * An error in `lang`: its reason's sentence from the catalogue; else, in Spanish, main's message;
 * else the code's summary and the service's own words as it sent them.
 */
export function describeError(error: AppError, lang: Lang): string {
  const key = errorKeyOf(error)
  if (key) return renderMessage(lang, key, error.params)
  if (lang === 'es') return error.message
  const summary = renderMessage(lang, `error.${error.code}`)
  return error.serverMessage ? `${summary} ${error.serverMessage}` : summary
}

/** An error's field messages in `lang`: main's by key, the service's as it sent them. */
export function describeFields(error: AppError, lang: Lang): Record<string, string[]> {
  const described: Record<string, string[]> = { ...error.fields }
  for (const [field, refs] of Object.entries(error.fieldMessages ?? {})) {
    described[field] = refs.map((ref) => renderRef(lang, ref))
  }
  return described
}
