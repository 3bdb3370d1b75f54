import { type z } from 'zod'
import { type AppError, appError, AppFailure, isAppFailure } from '@shared/errors'
import { type Logger } from '../log/logger'
import { cancelledError, fail, httpError, offlineError, timeoutError } from './app-errors'
import {
  bodyTooLargeError,
  invalidJsonError,
  redirectForeignError,
  redirectMethodError,
  redirectWithoutLocationError,
  tooManyRedirectsError,
  unexpectedShapeError,
} from './answer-errors'
import { backoffDelay, retryAfterMs, sleep } from './backoff'
import { type Decoded, decodeWith, parseJson } from './body-decode'
import { type RequestSlots } from './request-slots'
import { MAX_BODY_BYTES, MAX_REDIRECTS } from './answer-limits'

type TokenKind = 'user' | 'expert'

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
  /** A 401 on an authenticated call: the session has expired (SC-AUTH-4). */
  onUnauthorized?: () => void
  /** The request never reached the service (no connection, timeout). */
  onNetworkFailure?: () => void
  /** The service answered, whatever the status. */
  onReachable?: () => void
  /**
   * A paid request (concessions, simulator) answered 403: the same status means no credits, a
   * missing token or the wrong kind of token (SC-COST-6). Returns the error as it should read, once
   * the balance has been asked (see services/credits/credits-service.ts); without it the 403 reads as a
   * plain refusal.
   */
  explainForbidden?: (error: AppError) => Promise<AppError>
  /** A paid request was answered: the balance has changed. */
  onPaidAnswer?: () => void
}

/**
 * When a request is tried again: `true` for reads (network failure, timeout, 5xx, 429, a body that
 * is not JSON), `false` never (PATCH, login), `'unsent'` only when it cannot have reached the
 * service or was refused before any work (connection refused, 429): a paid POST, which the service
 * may have charged even if its answer was lost.
 */
export type RetryPolicy = boolean | 'unsent'

export interface HttpRequest<S extends z.ZodType> {
  /** For logs only, e.g. «clients.list». */
  operation: string
  method: 'GET' | 'POST' | 'PATCH'
  url: string
  auth: TokenKind | 'none'
  body?: unknown
  schema: S
  /** See RetryPolicy. */
  retry: RetryPolicy
  /** Costs credits (SC-COST-1): a 403 is explained with the balance, an answer refreshes it. */
  paid?: boolean
  /** A smaller cap than MAX_BODY_BYTES for an answer that is never large (a grant's section). */
  maxBytes?: number
  signal?: AbortSignal
  /**
   * Reads a 2xx body in place of `schema` (which still types the answer): the clients sync's pages
   * are read off the main thread this way.
   */
  decode?: (body: Uint8Array<ArrayBuffer>) => Promise<Decoded<z.output<S>>>
  /** Shared by the requests of a walk: each attempt holds one from sending to the body read. */
  slots?: RequestSlots
}

type Attempt =
  | {
      kind: 'response'
      status: number
      body: Buffer<ArrayBuffer>
      retryAfter: string | null
      /** The tokens held when the request went out: a 401 drops them before the body is scrubbed. */
      sent: Credentials | null
    }
  | {
      kind: 'network'
      timedOut: boolean
      /** False when no connection was ever made: nothing can have reached the service. */
      connected: boolean
    }

const MAX_RETRY_AFTER_MS = 30_000
/** Failures to connect at all: the request never left this computer. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
])

/** Whether a fetch failure happened before a connection existed (its cause, or every one of them). */
export function neverConnected(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && NOT_SENT_CODES.has(code)) return true
  if (Array.isArray(errors) && errors.length > 0)
    return errors.every((inner) => neverConnected(inner, depth + 1))
  return neverConnected(cause, depth + 1)
}
const REDIRECTS = new Set([301, 302, 303, 307, 308])

function authorization(
  config: HttpConfig,
  kind: TokenKind | 'none',
  credentials: Credentials | null,
): Record<string, string> {
  if (kind === 'none') return {}
  if (!credentials) fail(appError('error.no_session.signed_out', {}))
  const prefixes = config.prefixes()
  if (kind === 'user') return { Authorization: `${prefixes.user} ${credentials.token}` }
  if (!credentials.expertToken) fail(appError('error.no_expert.no_expert_token', {}))
  return { Authorization: `${prefixes.expert} ${credentials.expertToken}` }
}

/** Lets go of a body we will not read, so its connection is released. */
async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel()
  } catch {
    // Already closed or errored: nothing left to release.
  }
}

/**
 * The body's bytes, read as a stream and never more than MAX_BODY_BYTES: past it the request is
 * aborted (`stop`) and the answer refused. Decompressed bytes count, so a small gzip bomb fails too.
 */
async function readBody(
  response: Response,
  stop: AbortController,
  limit = MAX_BODY_BYTES,
): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > limit) {
    stop.abort()
    await discard(response)
    fail(bodyTooLargeError(limit))
  }
  if (!response.body) return Buffer.alloc(0)
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      stop.abort()
      await reader.cancel().catch(() => undefined)
      fail(bodyTooLargeError(limit))
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, size)
}

const textOf = (body: Uint8Array) => new TextDecoder('utf-8').decode(body)

/**
 * Where a redirect may go: the same origin only, on every method, and for a GET only (a PATCH or
 * POST is never sent again by a redirect). Anything else is refused before a byte is sent there.
 */
function redirectTarget(
  config: HttpConfig,
  request: HttpRequest<z.ZodType>,
  from: string,
  response: Response,
  hops: number,
): string {
  const location = response.headers.get('location')
  if (!location) fail(redirectWithoutLocationError(response.status))
  let target: URL
  try {
    target = new URL(location, from)
  } catch {
    fail(redirectWithoutLocationError(response.status))
  }
  if (target.origin !== new URL(from).origin) {
    config.log.warn(`${request.operation}: redirección a otro origen rechazada`, {
      host: target.host,
    })
    fail(redirectForeignError(target.host))
  }
  if (request.method !== 'GET') fail(redirectMethodError(request.method))
  if (hops >= MAX_REDIRECTS) fail(tooManyRedirectsError(MAX_REDIRECTS))
  return target.toString()
}

/** A slot of the request's walk; cancelled while waiting for it, the request is. */
async function slotOf(slots: RequestSlots, signal: AbortSignal | undefined): Promise<() => void> {
  try {
    return await slots.acquire(signal)
  } catch {
    fail(cancelledError())
  }
}

async function attempt(
  config: HttpConfig,
  request: HttpRequest<z.ZodType>,
  timeoutMs: number,
): Promise<Attempt> {
  const release = request.slots ? await slotOf(request.slots, request.signal) : () => undefined
  const timeout = new AbortController()
  const stop = new AbortController()
  const timer = setTimeout(() => timeout.abort(), timeoutMs)
  const signal = AbortSignal.any(
    [request.signal, timeout.signal, stop.signal].filter((s): s is AbortSignal => s !== undefined),
  )
  try {
    const sent = config.credentials()
    const init: RequestInit = {
      method: request.method,
      headers: {
        Accept: 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...authorization(config, request.auth, sent),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      redirect: 'manual',
      signal,
    }
    let url = request.url
    for (let hops = 0; ; hops++) {
      const response = await (config.fetch ?? fetch)(url, init)
      if (!REDIRECTS.has(response.status)) {
        const body = await readBody(response, stop, request.maxBytes)
        return {
          kind: 'response',
          status: response.status,
          body,
          retryAfter: response.headers.get('retry-after'),
          sent,
        }
      }
      await discard(response)
      url = redirectTarget(config, request, url, response, hops)
    }
  } catch (error) {
    if (isAppFailure(error)) throw error
    if (request.signal?.aborted) throw new AppFailure(cancelledError())
    const timedOut = timeout.signal.aborted
    return { kind: 'network', timedOut, connected: timedOut || !neverConnected(error) }
  } finally {
    clearTimeout(timer)
    release()
  }
}

/** An error body: its JSON, or its text as sent (an HTML page, a plain sentence). */
function parseErrorBody(text: string): unknown {
  const parsed = parseJson(text)
  return parsed ? parsed.json : text
}

/** Where the answer first differs from its schema, as a path (`$` for the whole answer). */
function secretsOf(...held: (Credentials | null)[]): string[] {
  const secrets = held.flatMap((credentials) => [credentials?.token, credentials?.expertToken])
  return [...new Set(secrets.filter((s): s is string => Boolean(s)))]
}

function scrub(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => out.split(secret).join('[oculto]'), text)
}

/** A server may echo what it received; no token may leave main inside an error (architecture). */
function withoutTokens(error: AppError, secrets: readonly string[]): AppError {
  if (secrets.length === 0) return error
  return JSON.parse(scrub(JSON.stringify(error), secrets)) as AppError
}

/**
 * One call to the service: auth header (SC-AUTH-1), timeout, bounded retries of reads with exponential
 * backoff and jitter honouring Retry-After, SC-ERR-1 error mapping, zod validation of the answer. Bodies
 * are capped (MAX_BODY_BYTES); redirects stay on the request's origin and never re-send a change.
 */
export async function send<S extends z.ZodType>(
  config: HttpConfig,
  request: HttpRequest<S>,
): Promise<z.output<S>> {
  const timeoutMs = config.timeoutMs ?? 20_000
  const policy = request.retry
  const maxAttempts = policy === false ? 1 : (config.maxAttempts ?? 3)
  const wait = config.wait ?? sleep
  const random = config.random ?? Math.random

  for (let number = 1; ; number++) {
    if (request.signal?.aborted) fail(cancelledError())
    const result = await attempt(config, request, timeoutMs)
    const last = number >= maxAttempts

    if (result.kind === 'network') {
      config.log.warn(`${request.operation}: sin respuesta (intento ${number}/${maxAttempts})`, {
        timedOut: result.timedOut,
        connected: result.connected,
      })
      if (!last && (policy === true || !result.connected)) {
        await wait(backoffDelay(number, random), request.signal)
        continue
      }
      config.onNetworkFailure?.()
      fail(result.timedOut ? timeoutError(Math.round(timeoutMs / 1000)) : offlineError())
    }

    config.onReachable?.()
    if (result.status >= 200 && result.status < 300) {
      if (request.paid) config.onPaidAnswer?.()
      // A walk's next request took this one's slot as its body was read: it reaches the wire
      // before this page is read (some 10 ms of this thread when read here), not after.
      if (request.slots) await new Promise((resolve) => setImmediate(resolve))
      const decoded = request.decode
        ? await request.decode(result.body)
        : decodeWith(request.schema, textOf(result.body))
      if (decoded.kind === 'not_json') {
        // A proxy's page or a truncated answer: retried like a 5xx, within the same attempts.
        config.log.warn(
          `${request.operation}: HTTP ${result.status} con una respuesta que no es JSON (intento ${number}/${maxAttempts})`,
        )
        if (!last && policy === true) {
          await wait(backoffDelay(number, random), request.signal)
          continue
        }
        fail(invalidJsonError())
      }
      if (decoded.kind === 'shape') {
        config.log.warn(`${request.operation}: respuesta con formato inesperado`, {
          issue: decoded.detail,
        })
        fail(unexpectedShapeError(decoded.field))
      }
      return decoded.value
    }

    // A 429 did no work; a 5xx may have (a paid call may be charged), so only reads repeat it.
    const retryable = result.status === 429 || (result.status >= 500 && policy === true)
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
    // The tokens this request carried (a 401 has just dropped them from the session) and any held
    // now. Scrubbed before the text is cut short, so no piece of a token survives the cut either.
    const secrets = secretsOf(result.sent, config.credentials())
    const body = parseErrorBody(scrub(textOf(result.body), secrets))
    const error = withoutTokens(httpError(result.status, body), secrets)
    if (result.status === 403 && request.paid && config.explainForbidden) {
      throw new AppFailure(withoutTokens(await config.explainForbidden(error), secrets))
    }
    throw new AppFailure(error)
  }
}
