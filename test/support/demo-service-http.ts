import { request as httpRequest } from 'node:http'
import { type LoginResponse } from '@shared/wire/user'
import {
  createDemoService,
  type DemoService,
  type DemoServiceOptions,
} from '../../src/demo-service/server'

/** Helpers for the demo service's own tests: real HTTP against a running demo service. */

export const TODAY = '2026-05-14'
export const PASSWORD = 'demo1234'
export const EMAIL = {
  advisor: 'asesora@demo.grantsdesk.es',
  admin: 'admin@demo.grantsdesk.es',
  north: 'norte@demo.grantsdesk.es',
  user: 'usuario@demo.grantsdesk.es',
  noCredits: 'sincreditos@demo.grantsdesk.es',
} as const

export const EXPERT_ID = { advisor: 301, admin: 302, noCredits: 303, north: 311 } as const

export interface Reply<T> {
  status: number
  headers: Headers
  /** Parsed JSON, or undefined when the body is not JSON. */
  body: T
  text: string
}

export interface CallOptions {
  method?: string
  /** The whole Authorization header value. */
  auth?: string
  /** Sent as JSON with `content-type: application/json`. */
  json?: unknown
  /** Sent as is. */
  body?: string
  headers?: Record<string, string>
}

export function startDemoService(options: DemoServiceOptions = {}): Promise<DemoService> {
  return createDemoService({ today: TODAY, ...options })
}

/** `target` is a demo service or a base URL; `path` starts with `/` or is an absolute URL. */
export async function call<T>(
  target: DemoService | string,
  path: string,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const base = typeof target === 'string' ? target : target.url
  const headers: Record<string, string> = { ...options.headers }
  if (options.auth !== undefined) headers.authorization = options.auth
  let body = options.body
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json'
    body = JSON.stringify(options.json)
  }
  const response = await fetch(path.startsWith('http') ? path : `${base}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  })
  const text = await response.text()
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text }
}

export interface Session {
  token: string
  expertToken: string | null
  login: LoginResponse
  /** Calls with `Authorization: Token <token>`. */
  asUser<T>(path: string, options?: CallOptions): Promise<Reply<T>>
  /** Calls with `Authorization: ExpertToken <ExpertToken>`. */
  asExpert<T>(path: string, options?: CallOptions): Promise<Reply<T>>
}

export async function login(demoService: DemoService, email: string): Promise<Session> {
  const reply = await call<LoginResponse>(demoService, '/api/v2/users/login/', {
    json: { email, password: PASSWORD },
  })
  if (reply.status !== 200) throw new Error(`login ${email}: ${reply.status} ${reply.text}`)
  const { token, ExpertToken: expertToken } = reply.body
  return {
    token,
    expertToken,
    login: reply.body,
    asUser: (path, options) => call(demoService, path, { ...options, auth: `Token ${token}` }),
    asExpert: (path, options) =>
      call(demoService, path, { ...options, auth: `ExpertToken ${expertToken ?? ''}` }),
  }
}

/** `?requestData=…` (and more parameters) for the concession operations. */
export function withQuery(path: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) query.set(key, String(value))
  return `${path}?${query.toString()}`
}

export const byNifPath = (nif: string, extra: Record<string, string | number> = {}) =>
  withQuery('/api/v2/funds/concessions/beneficiaries-by-cif/', {
    requestData: JSON.stringify({ nif }),
    ...extra,
  })

export const byGrantPath = (data: unknown, extra: Record<string, string | number> = {}) =>
  withQuery('/api/v2/funds/concessions/beneficiaries/', {
    requestData: JSON.stringify(data),
    ...extra,
  })

export interface RawReply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A request over node:http, where fetch cannot go: a chosen Host header, or a dropped socket. */
export function rawRequest(
  demoService: DemoService,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawReply> {
  const url = new URL(path, demoService.url)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** Waits until `condition` holds, checking every few milliseconds, or fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('La condición no se cumplió a tiempo')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
