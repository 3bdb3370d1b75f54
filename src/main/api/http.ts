import { type z } from 'zod'
import { type AppError, AppFailure, isAppFailure } from '@shared/errors'
import { type Logger } from '../log/logger'
import {
  badResponseError,
  cancelledError,
  fail,
  httpError,
  offlineError,
  timeoutError,
} from './app-errors'
import { backoffDelay, retryAfterMs, sleep } from './backoff'

export type TokenKind = 'user' | 'expert'

export interface Credentials {
  token: string
  expertToken: string | null
}

export interface HttpConfig {
  credentials: () => Credentials | null
  prefixes: () => { user: string; expert: string }
  log: Logger
  /** Default 20 s (issue 4). */
  timeoutMs?: number
  /** At most 3 attempts for a read (issue 4). */
  maxAttempts?: number
  fetch?: typeof fetch
  random?: () => number
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** A 401 on an authenticated call: the session has expired (G4). */
  onUnauthorized?: () => void
  /** The request never reached the service (no connection, timeout). */
  onNetworkFailure?: () => void
  /** The service answered, whatever the status. */
  onReachable?: () => void
}

export interface HttpRequest<S extends z.ZodType> {
  /** For logs only, e.g. «clients.list». */
  operation: string
  method: 'GET' | 'POST' | 'PATCH'
  url: string
  auth: TokenKind | 'none'
  body?: unknown
  schema: S
  /** Only reads are retried: GETs and the simulator POST. Never PATCH or login. */
  retry: boolean
  signal?: AbortSignal
}

type Attempt =
  | { kind: 'response'; status: number; text: string; retryAfter: string | null }
  | { kind: 'network'; timedOut: boolean }

const MAX_RETRY_AFTER_MS = 30_000

function authorization(config: HttpConfig, kind: TokenKind | 'none'): Record<string, string> {
  if (kind === 'none') return {}
  const credentials = config.credentials()
  if (!credentials)
    fail({
      code: 'no_session',
      message: 'No hay una sesión iniciada. Inicie sesión para continuar.',
    })
  const prefixes = config.prefixes()
  if (kind === 'user') return { Authorization: `${prefixes.user} ${credentials.token}` }
  if (!credentials.expertToken) {
    fail({
      code: 'no_expert',
      message:
        'Su cuenta no tiene acceso de experto, así que no puede ver clientes ni estados de expedientes. Pida a su plataforma que le dé de alta como experto.',
    })
  }
  return { Authorization: `${prefixes.expert} ${credentials.expertToken}` }
}

async function attempt(
  config: HttpConfig,
  request: HttpRequest<z.ZodType>,
  timeoutMs: number,
): Promise<Attempt> {
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), timeoutMs)
  const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal
  try {
    const response = await (config.fetch ?? fetch)(request.url, {
      method: request.method,
      headers: {
        Accept: 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...authorization(config, request.auth),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      redirect: 'follow',
      signal,
    })
    const text = await response.text()
    return {
      kind: 'response',
      status: response.status,
      text,
      retryAfter: response.headers.get('retry-after'),
    }
  } catch (error) {
    if (isAppFailure(error)) throw error
    if (request.signal?.aborted) throw new AppFailure(cancelledError())
    return { kind: 'network', timedOut: timeout.signal.aborted }
  } finally {
    clearTimeout(timer)
  }
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'respuesta vacía'
  const path = issue.path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
  const field = path.replace(/^\./, '') || 'la respuesta'
  return `campo «${field}»: ${issue.message}`
}

/** A server may echo what it received; no token may leave main inside an error (architecture). */
function withoutTokens(error: AppError, credentials: Credentials | null): AppError {
  const secrets = [credentials?.token, credentials?.expertToken].filter((s): s is string =>
    Boolean(s),
  )
  if (secrets.length === 0) return error
  const clean = (text: string) =>
    secrets.reduce((out, secret) => out.split(secret).join('[oculto]'), text)
  return JSON.parse(clean(JSON.stringify(error))) as AppError
}

/**
 * One call to the service: auth header (G1), timeout, bounded retries of reads with exponential
 * backoff and jitter honouring Retry-After, G5 error mapping, zod validation of the answer.
 */
export async function send<S extends z.ZodType>(
  config: HttpConfig,
  request: HttpRequest<S>,
): Promise<z.output<S>> {
  const timeoutMs = config.timeoutMs ?? 20_000
  const maxAttempts = request.retry ? (config.maxAttempts ?? 3) : 1
  const wait = config.wait ?? sleep
  const random = config.random ?? Math.random

  for (let number = 1; ; number++) {
    if (request.signal?.aborted) fail(cancelledError())
    const result = await attempt(config, request, timeoutMs)
    const last = number >= maxAttempts

    if (result.kind === 'network') {
      config.log.warn(`${request.operation}: sin respuesta (intento ${number}/${maxAttempts})`, {
        timedOut: result.timedOut,
      })
      if (!last) {
        await wait(backoffDelay(number, random), request.signal)
        continue
      }
      config.onNetworkFailure?.()
      fail(result.timedOut ? timeoutError(Math.round(timeoutMs / 1000)) : offlineError())
    }

    config.onReachable?.()
    const body = parseBody(result.text)
    if (result.status >= 200 && result.status < 300) {
      if (typeof body === 'string' || (body === null && result.text.trim() !== '')) {
        fail(badResponseError('no es JSON válido'))
      }
      const parsed = request.schema.safeParse(body)
      if (!parsed.success) {
        config.log.warn(`${request.operation}: respuesta con formato inesperado`, {
          issue: describeIssue(parsed.error),
        })
        fail(badResponseError(describeIssue(parsed.error)))
      }
      return parsed.data
    }

    const retryable = result.status === 429 || result.status >= 500
    if (retryable && !last) {
      const hinted = retryAfterMs(result.retryAfter)
      if (hinted === null || hinted <= MAX_RETRY_AFTER_MS) {
        config.log.warn(
          `${request.operation}: HTTP ${result.status}, se reintenta (intento ${number}/${maxAttempts})`,
        )
        await wait(hinted ?? backoffDelay(number, random), request.signal)
        continue
      }
    }
    if (result.status === 401 && request.auth !== 'none') config.onUnauthorized?.()
    throw new AppFailure(withoutTokens(httpError(result.status, body), config.credentials()))
  }
}
