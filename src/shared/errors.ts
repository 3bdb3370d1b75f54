import { z } from 'zod'

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
  /** The service answered a change without some of its fields (G18); `params.fields` names them. */
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

export const AppErrorCodeSchema = z.enum(APP_ERROR_CODES)
export type AppErrorCode = z.infer<typeof AppErrorCodeSchema>

/** A serialisable error: what crosses the bridge, the CLI and the logs. Never carries a token. */
export const AppErrorSchema = z.object({
  code: AppErrorCodeSchema,
  /** Spanish, for the user, ending with what to do next. */
  message: z.string(),
  /** The service's own words, when it sent any (G5). */
  serverMessage: z.string().optional(),
  /** Field errors, keyed by field name (G5, G11). */
  fields: z.record(z.string(), z.array(z.string())).optional(),
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
