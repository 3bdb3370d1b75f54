import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createLogger, Redactor } from '../log/logger'
import { type HttpConfig, send } from './http'

type Step = { status: number; body?: string; headers?: Record<string, string> } | 'network' | 'hang'

function scripted(steps: Step[]) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetchFn = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} })
    const step = steps.shift() ?? { status: 500 }
    if (step === 'network') return Promise.reject(new TypeError('fetch failed'))
    if (step === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      })
    }
    return Promise.resolve(
      new Response(step.body ?? '', { status: step.status, headers: step.headers ?? {} }),
    )
  })
  return { fetchFn, calls }
}

function config(fetchFn: typeof fetch, extra: Partial<HttpConfig> = {}): HttpConfig {
  return {
    credentials: () => ({ token: 'user-token-1234', expertToken: 'expert-token-5678' }),
    prefixes: () => ({ user: 'Token', expert: 'ExpertToken' }),
    log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
    fetch: fetchFn,
    wait: () => Promise.resolve(),
    random: () => 0.5,
    ...extra,
  }
}

const schema = z.object({ id: z.number(), name: z.string() })
const read = {
  operation: 'test.read',
  method: 'GET' as const,
  url: 'http://svc/api/v2/x/',
  schema,
  retry: true,
}

describe('send', () => {
  it('sends the G1 header for each token kind', async () => {
    const { fetchFn, calls } = scripted([
      { status: 200, body: '{"id":1,"name":"a"}' },
      { status: 200, body: '{"id":1,"name":"a"}' },
    ])
    await send(config(fetchFn), { ...read, auth: 'user' })
    await send(config(fetchFn), { ...read, auth: 'expert' })
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Token user-token-1234')
    expect(new Headers(calls[1]?.init.headers).get('authorization')).toBe(
      'ExpertToken expert-token-5678',
    )
  })

  it('uses the configured prefixes', async () => {
    const { fetchFn, calls } = scripted([{ status: 200, body: '{"id":1,"name":"a"}' }])
    await send(config(fetchFn, { prefixes: () => ({ user: 'Bearer', expert: 'X' }) }), {
      ...read,
      auth: 'user',
    })
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer user-token-1234')
  })

  it('explains instead of calling when the user has no expert token (G3)', async () => {
    const { fetchFn } = scripted([])
    const noExpert = config(fetchFn, {
      credentials: () => ({ token: 't-12345678', expertToken: null }),
    })
    await expect(send(noExpert, { ...read, auth: 'expert' })).rejects.toMatchObject({
      appError: { code: 'no_expert' },
    })
    expect(fetchFn).not.toHaveBeenCalled()
  })

  it('retries a read on network errors, 5xx and 429, at most 3 attempts', async () => {
    const { fetchFn } = scripted([
      'network',
      { status: 503 },
      { status: 200, body: '{"id":2,"name":"b"}' },
    ])
    expect(await send(config(fetchFn), { ...read, auth: 'user' })).toEqual({ id: 2, name: 'b' })
    const failing = scripted([{ status: 500 }, { status: 502 }, { status: 503 }, { status: 200 }])
    await expect(send(config(failing.fetchFn), { ...read, auth: 'user' })).rejects.toMatchObject({
      appError: { code: 'server', status: 503 },
    })
    expect(failing.fetchFn).toHaveBeenCalledTimes(3)
  })

  it('never retries a PATCH or a login', async () => {
    const { fetchFn } = scripted([{ status: 503 }, { status: 200 }])
    const patch = {
      ...read,
      method: 'PATCH' as const,
      retry: false,
      auth: 'expert' as const,
      body: { a: 1 },
    }
    await expect(send(config(fetchFn), patch)).rejects.toMatchObject({
      appError: { code: 'server' },
    })
    expect(fetchFn).toHaveBeenCalledTimes(1)
    const network = scripted(['network', { status: 200 }])
    await expect(send(config(network.fetchFn), patch)).rejects.toMatchObject({
      appError: { code: 'offline' },
    })
    expect(network.fetchFn).toHaveBeenCalledTimes(1)
  })

  it('waits as Retry-After says on a 429', async () => {
    const { fetchFn } = scripted([
      { status: 429, headers: { 'retry-after': '2' } },
      { status: 200, body: '{"id":3,"name":"c"}' },
    ])
    const wait = vi.fn(() => Promise.resolve())
    await send(config(fetchFn, { wait }), { ...read, auth: 'user' })
    expect(wait).toHaveBeenCalledWith(2000, undefined)
  })

  it('gives up at once when Retry-After asks for longer than it is worth waiting', async () => {
    const { fetchFn } = scripted([{ status: 429, headers: { 'retry-after': '3600' } }])
    await expect(send(config(fetchFn), { ...read, auth: 'user' })).rejects.toMatchObject({
      appError: { code: 'rate_limited' },
    })
    expect(fetchFn).toHaveBeenCalledTimes(1)
  })

  it('times out with AbortController and reports timeout after its attempts', async () => {
    const { fetchFn } = scripted(['hang', 'hang', 'hang'])
    const onNetworkFailure = vi.fn()
    await expect(
      send(config(fetchFn, { timeoutMs: 20, onNetworkFailure }), { ...read, auth: 'user' }),
    ).rejects.toMatchObject({ appError: { code: 'timeout' } })
    expect(fetchFn).toHaveBeenCalledTimes(3)
    expect(onNetworkFailure).toHaveBeenCalledTimes(1)
  })

  it('passes the caller cancellation through and does not retry it', async () => {
    const { fetchFn } = scripted(['hang', 'hang'])
    const controller = new AbortController()
    const pending = send(config(fetchFn), { ...read, auth: 'user', signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ appError: { code: 'cancelled' } })
    expect(fetchFn).toHaveBeenCalledTimes(1)
  })

  it('reports a 401 on an authenticated call as session expiry (G4)', async () => {
    const { fetchFn } = scripted([{ status: 401, body: '{"detail":"Token inválido."}' }])
    const onUnauthorized = vi.fn()
    await expect(
      send(config(fetchFn, { onUnauthorized }), { ...read, auth: 'user' }),
    ).rejects.toMatchObject({
      appError: { code: 'unauthorized' },
    })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('turns a malformed or incomplete answer into bad_response naming the field, never a crash', async () => {
    const broken = scripted([{ status: 200, body: '{"id": 1, "na' }])
    await expect(
      send(config(broken.fetchFn), { ...read, auth: 'user', retry: false }),
    ).rejects.toMatchObject({
      appError: { code: 'bad_response' },
    })
    const missing = scripted([{ status: 200, body: '{"id": 1}' }])
    const failure = send(config(missing.fetchFn), { ...read, auth: 'user', retry: false })
    await expect(failure).rejects.toMatchObject({
      appError: { code: 'bad_response', message: expect.stringContaining('«name»') as string },
    })
    const mistyped = scripted([{ status: 200, body: '{"id": "uno", "name": "x", "extra": true}' }])
    await expect(
      send(config(mistyped.fetchFn), { ...read, auth: 'user', retry: false }),
    ).rejects.toMatchObject({
      appError: { message: expect.stringContaining('«id»') as string },
    })
  })

  it('lets extra fields through', async () => {
    const { fetchFn } = scripted([{ status: 200, body: '{"id": 1, "name": "x", "nuevo": [1, 2]}' }])
    expect(await send(config(fetchFn), { ...read, auth: 'user' })).toEqual({ id: 1, name: 'x' })
  })

  it('scrubs tokens a server echoes back out of the error', async () => {
    const body = '{"detail":"Token user-token-1234 rechazado","nif":["expert-token-5678 no vale"]}'
    const { fetchFn } = scripted([{ status: 400, body }])
    const failure = await send(config(fetchFn), { ...read, auth: 'user' }).catch(
      (error: unknown) => error,
    )
    const text = JSON.stringify((failure as { appError: unknown }).appError)
    expect(text).toContain('[oculto]')
    expect(text).not.toContain('user-token-1234')
    expect(text).not.toContain('expert-token-5678')
  })
})
