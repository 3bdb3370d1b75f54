import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createLogger, Redactor } from '../log/logger'
import { type AppError } from '@shared/errors'
import { type HttpConfig, neverConnected, send } from './http'
import { MAX_BODY_BYTES, MAX_REDIRECTS } from './answer-limits'
import { RequestSlots } from './request-slots'

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
  it('sends the SC-AUTH-1 header for each token kind', async () => {
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

  it('explains instead of calling when the user has no expert token (SC-AUTH-3)', async () => {
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

  it('tells a fetch failure before any connection from one that may have reached the service', () => {
    const failure = (code: string) =>
      new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) })
    expect(neverConnected(failure('ECONNREFUSED'))).toBe(true)
    expect(neverConnected(failure('ENOTFOUND'))).toBe(true)
    expect(neverConnected(failure('UND_ERR_CONNECT_TIMEOUT'))).toBe(true)
    expect(neverConnected(failure('ECONNRESET'))).toBe(false)
    expect(neverConnected(failure('UND_ERR_SOCKET'))).toBe(false)
    expect(neverConnected(new TypeError('fetch failed'))).toBe(false)
    // Happy eyeballs: refused on every address it tried.
    const both = new AggregateError([failure('ECONNREFUSED').cause, failure('ECONNREFUSED').cause])
    expect(neverConnected(new TypeError('fetch failed', { cause: both }))).toBe(true)
    const mixed = new AggregateError([failure('ECONNREFUSED').cause, failure('ECONNRESET').cause])
    expect(neverConnected(new TypeError('fetch failed', { cause: mixed }))).toBe(false)
  })

  it('a paid 403 is explained with the balance; other 403s and free calls are not', async () => {
    const explainForbidden = vi.fn((error: AppError) =>
      Promise.resolve({ ...error, code: 'no_credits' as const, reason: 'no_credits_left' }),
    )
    const forbidden = () => scripted([{ status: 403, body: '{"detail":"No."}' }]).fetchFn
    await expect(
      send(config(forbidden(), { explainForbidden }), { ...read, auth: 'user', paid: true }),
    ).rejects.toMatchObject({ appError: { code: 'no_credits', reason: 'no_credits_left' } })
    await expect(
      send(config(forbidden(), { explainForbidden }), { ...read, auth: 'user' }),
    ).rejects.toMatchObject({ appError: { code: 'forbidden' } })
    expect(explainForbidden).toHaveBeenCalledTimes(1)
    expect(explainForbidden.mock.calls[0]?.[0]).toMatchObject({ code: 'forbidden', status: 403 })
  })

  it('reports each answered paid request, and nothing for a free one or a refused one', async () => {
    const onPaidAnswer = vi.fn()
    const ok = '{"id":1,"name":"a"}'
    const { fetchFn } = scripted([
      { status: 200, body: ok },
      { status: 200, body: ok },
      { status: 400, body: '{"detail":"Es necesario enviar el campo nif"}' },
    ])
    await send(config(fetchFn, { onPaidAnswer }), { ...read, auth: 'user', paid: true })
    await send(config(fetchFn, { onPaidAnswer }), { ...read, auth: 'user' })
    await expect(
      send(config(fetchFn, { onPaidAnswer }), { ...read, auth: 'user', paid: true }),
    ).rejects.toMatchObject({ appError: { code: 'validation' } })
    expect(onPaidAnswer).toHaveBeenCalledTimes(1)
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

  it('holds a slot of its walk from sending until the body is read, not while it is read', async () => {
    const slots = new RequestSlots(1)
    const held = await slots.acquire()
    const { fetchFn } = scripted([{ status: 200, body: '{"id":1,"name":"a"}' }])
    let inUseWhileDecoding = -1
    const decode = (body: Uint8Array) => {
      inUseWhileDecoding = slots.inUse
      const json = JSON.parse(new TextDecoder().decode(body)) as { id: number; name: string }
      return Promise.resolve({ kind: 'ok' as const, value: json })
    }
    const pending = send(config(fetchFn), { ...read, auth: 'user', slots, decode })
    await new Promise((resolve) => setImmediate(resolve))
    // The walk's only slot is taken: nothing is sent until it is given back.
    expect(fetchFn).not.toHaveBeenCalled()
    held()
    await expect(pending).resolves.toEqual({ id: 1, name: 'a' })
    expect(fetchFn).toHaveBeenCalledTimes(1)
    expect(inUseWhileDecoding).toBe(0)
  })

  it("sends the walk's next request before it reads the answer whose slot it took", async () => {
    const slots = new RequestSlots(1)
    const events: string[] = []
    const answer = () => new Response('{"id":1,"name":"a"}', { status: 200 })
    // An HTTP client takes many steps from the call to the wire: here, fifty turns of promises.
    const fetchFn = vi.fn(async (url: string | URL | Request) => {
      const address = url instanceof Request ? url.url : url.toString()
      const which = address.endsWith('?page=2') ? 'second' : 'first'
      let steps = Promise.resolve()
      for (let i = 0; i < 50; i++) steps = steps.then(() => undefined)
      await steps
      events.push(`${which} sent`)
      return answer()
    })
    const schemaRead = (which: string) =>
      z.object({ id: z.number() }).transform((value) => {
        events.push(`${which} read`)
        return value
      })
    const first = send(config(fetchFn), {
      ...read,
      auth: 'user',
      slots,
      schema: schemaRead('first'),
    })
    const second = send(config(fetchFn), {
      ...read,
      url: `${read.url}?page=2`,
      auth: 'user',
      slots,
      schema: schemaRead('second'),
    })
    await Promise.all([first, second])
    expect(events.indexOf('second sent')).toBeLessThan(events.indexOf('first read'))
  })

  it('gives its slot back when the request fails, and is cancelled while waiting for one', async () => {
    const slots = new RequestSlots(1)
    const failing = scripted(['network', 'network', 'network'])
    await expect(
      send(config(failing.fetchFn), { ...read, auth: 'user', slots }),
    ).rejects.toMatchObject({ appError: { code: 'offline' } })
    expect(slots.inUse).toBe(0)
    const held = await slots.acquire()
    const controller = new AbortController()
    const waiting = scripted([{ status: 200, body: '{"id":1,"name":"a"}' }])
    const pending = send(config(waiting.fetchFn), {
      ...read,
      auth: 'user',
      slots,
      signal: controller.signal,
    })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ appError: { code: 'cancelled' } })
    expect(waiting.fetchFn).not.toHaveBeenCalled()
    held()
    expect(slots.inUse).toBe(0)
  })

  it('reports a 401 on an authenticated call as session expiry (SC-AUTH-4)', async () => {
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
      appError: { code: 'bad_response', reason: 'unexpected_shape', params: { field: 'name' } },
    })
    const mistyped = scripted([{ status: 200, body: '{"id": "uno", "name": "x", "extra": true}' }])
    await expect(
      send(config(mistyped.fetchFn), { ...read, auth: 'user', retry: false }),
    ).rejects.toMatchObject({
      appError: { reason: 'unexpected_shape', params: { field: 'id' } },
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

  it('scrubs the tokens a 401 echoes although the expiry has already dropped them', async () => {
    const body = '{"detail":"Token expert-token-5678 caducado (user-token-1234)"}'
    const { fetchFn } = scripted([{ status: 401, body }])
    let held: { token: string; expertToken: string | null } | null = {
      token: 'user-token-1234',
      expertToken: 'expert-token-5678',
    }
    // As the session does: the expiry forgets the tokens before the error is built.
    const expiring = config(fetchFn, {
      credentials: () => held,
      onUnauthorized: () => {
        held = null
      },
    })
    const failure = await send(expiring, { ...read, auth: 'expert' }).catch(
      (error: unknown) => error,
    )
    expect(held).toBeNull()
    expect(failure).toMatchObject({ appError: { code: 'unauthorized' } })
    const text = JSON.stringify((failure as { appError: unknown }).appError)
    expect(text).toContain('[oculto]')
    expect(text).not.toContain('expert-token-5678')
    expect(text).not.toContain('user-token-1234')
  })

  it('scrubs a token before cutting a long error short, so no piece of it is left', async () => {
    const body = JSON.stringify({ detail: `${'x'.repeat(190)}user-token-1234${'y'.repeat(50)}` })
    const { fetchFn } = scripted([{ status: 400, body }])
    const failure = await send(config(fetchFn), { ...read, auth: 'user' }).catch(
      (error: unknown) => error,
    )
    const text = JSON.stringify((failure as { appError: unknown }).appError)
    expect(text).not.toContain('user-tok')
  })
})

describe('send: bounded bodies', () => {
  /** A body produced on demand, 1 MiB at a time, as a server streaming `total` bytes would. */
  function endless(total: number) {
    const chunk = new Uint8Array(1024 * 1024).fill(0x20)
    const state = { sent: 0, cancelled: false }
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.sent >= total) return controller.close()
        state.sent += chunk.byteLength
        controller.enqueue(chunk)
      },
      cancel() {
        state.cancelled = true
      },
    })
    return { stream, state }
  }

  it('stops reading past the cap, cancels the body and fails body_too_large, never retried', async () => {
    const { stream, state } = endless(300 * 1024 * 1024)
    const fetchFn = vi.fn(() => Promise.resolve(new Response(stream, { status: 200 })))
    await expect(send(config(fetchFn), { ...read, auth: 'user' })).rejects.toMatchObject({
      appError: {
        code: 'bad_response',
        reason: 'body_too_large',
        params: { limitMb: MAX_BODY_BYTES / (1024 * 1024) },
      },
    })
    expect(fetchFn).toHaveBeenCalledTimes(1)
    expect(state.cancelled).toBe(true)
    expect(state.sent).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * 1024 * 1024)
  })

  it('refuses at once a body whose declared length is past the cap', async () => {
    const { stream, state } = endless(300 * 1024 * 1024)
    const headers = { 'content-length': String(300 * 1024 * 1024) }
    const fetchFn = vi.fn(() => Promise.resolve(new Response(stream, { status: 200, headers })))
    await expect(send(config(fetchFn), { ...read, auth: 'user' })).rejects.toMatchObject({
      appError: { reason: 'body_too_large' },
    })
    expect(state.sent).toBeLessThanOrEqual(2 * 1024 * 1024)
  })

  it('retries a 2xx that is not JSON like a 5xx, and says so in the log', async () => {
    const warnings: string[] = []
    const log = createLogger({
      redactor: new Redactor(),
      sink: (level, line) => (level === 'warn' ? warnings.push(line) : undefined),
    })
    const { fetchFn } = scripted([
      { status: 200, body: '<html>Portal cautivo</html>' },
      { status: 200, body: '{"id":4,"name":"d"}' },
    ])
    expect(await send(config(fetchFn, { log }), { ...read, auth: 'user' })).toEqual({
      id: 4,
      name: 'd',
    })
    expect(fetchFn).toHaveBeenCalledTimes(2)
    expect(warnings.join('\n')).toContain('no es JSON')
    const always = scripted([
      { status: 200, body: '{"id":' },
      { status: 200, body: '{' },
      { status: 200, body: 'x' },
    ])
    await expect(send(config(always.fetchFn), { ...read, auth: 'user' })).rejects.toMatchObject({
      appError: { code: 'bad_response', reason: 'invalid_json' },
    })
    expect(always.fetchFn).toHaveBeenCalledTimes(3)
    const patch = scripted([
      { status: 200, body: 'ok' },
      { status: 200, body: '{"id":1,"name":"a"}' },
    ])
    await expect(
      send(config(patch.fetchFn), { ...read, method: 'PATCH', retry: false, auth: 'user' }),
    ).rejects.toMatchObject({ appError: { reason: 'invalid_json' } })
    expect(patch.fetchFn).toHaveBeenCalledTimes(1)
  })
})

describe('send: redirects', () => {
  const to = (location: string, status = 302) => ({ status, headers: { location } })

  it('refuses a redirect to another origin on a GET, naming the host, and sends nothing there', async () => {
    const { fetchFn, calls } = scripted([to('http://otro.example:8080/robar'), { status: 200 }])
    await expect(send(config(fetchFn), { ...read, auth: 'user' })).rejects.toMatchObject({
      appError: {
        code: 'bad_response',
        reason: 'redirect_foreign',
        params: { host: 'otro.example:8080' },
      },
    })
    expect(calls.map((c) => c.url)).toEqual(['http://svc/api/v2/x/'])
    expect(calls[0]?.init.redirect).toBe('manual')
  })

  it('never sends a PATCH or a POST again because of a redirect', async () => {
    const foreign = scripted([to('http://otro.example/x', 307), { status: 200 }])
    const patch = {
      ...read,
      method: 'PATCH' as const,
      retry: false,
      auth: 'expert' as const,
      body: { a: 1 },
    }
    await expect(send(config(foreign.fetchFn), patch)).rejects.toMatchObject({
      appError: { reason: 'redirect_foreign', params: { host: 'otro.example' } },
    })
    expect(foreign.fetchFn).toHaveBeenCalledTimes(1)
    const same = scripted([to('/api/v2/otra/', 307), { status: 200 }])
    await expect(
      send(config(same.fetchFn), { ...read, method: 'POST', auth: 'user', body: { a: 1 } }),
    ).rejects.toMatchObject({ appError: { reason: 'redirect_method', params: { method: 'POST' } } })
    expect(same.fetchFn).toHaveBeenCalledTimes(1)
  })

  it('follows a same-origin redirect of a GET with the same headers, a bounded number of times', async () => {
    const { fetchFn, calls } = scripted([
      to('/api/v2/y/', 301),
      { status: 200, body: '{"id":5,"name":"e"}' },
    ])
    expect(await send(config(fetchFn), { ...read, auth: 'user' })).toEqual({ id: 5, name: 'e' })
    expect(calls.map((c) => c.url)).toEqual(['http://svc/api/v2/x/', 'http://svc/api/v2/y/'])
    expect(new Headers(calls[1]?.init.headers).get('authorization')).toBe('Token user-token-1234')
    const loop = scripted(Array.from({ length: 10 }, () => to('/api/v2/x/')))
    await expect(send(config(loop.fetchFn), { ...read, auth: 'user' })).rejects.toMatchObject({
      appError: { reason: 'too_many_redirects', params: { limit: MAX_REDIRECTS } },
    })
    expect(loop.fetchFn).toHaveBeenCalledTimes(MAX_REDIRECTS + 1)
  })
})
