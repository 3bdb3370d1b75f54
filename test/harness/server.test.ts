import { existsSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MemorySecretStore } from '../../src/main/session/secret-store'
import { startHarness, startHarnessServer, type Harness } from './server'
import { EVENTS_PATH, INVOKE_PATH, KEY_HEADER, PRELOAD_PATH } from './protocol'
import { builtOutput } from '../support/built-output'

let harness: Harness

beforeAll(async () => {
  harness = await startHarness({
    quiet: true,
    secrets: { store: new MemorySecretStore(), keychainAvailable: false, reason: 'test' },
  })
})
afterAll(() => harness.close())

function key(): string {
  return new URL(harness.url).searchParams.get('key') ?? ''
}

function post(body: unknown, headers: Record<string, string>) {
  return fetch(`${harness.origin}${INVOKE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

describe('browser harness', () => {
  it('listens on 127.0.0.1 only and prints a URL carrying a long random key', () => {
    expect(harness.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(key()).toMatch(/^[0-9a-f]{48}$/)
  })

  it('serves the real dispatch to a caller holding the key', async () => {
    const response = await post({ channel: 'grants:op:app.info' }, { [KEY_HEADER]: key() })
    expect(await response.json()).toMatchObject({
      ok: true,
      value: { runtime: 'web', keychainAvailable: false },
    })
    const invalid = await post(
      { channel: 'grants:op:settings.update', args: { theme: 'rosa' } },
      { [KEY_HEADER]: key() },
    )
    expect(await invalid.json()).toMatchObject({ ok: false, error: { code: 'validation' } })
  })

  it('refuses callers without the key or with a wrong one', async () => {
    expect((await post({ channel: 'grants:op:app.info' }, {})).status).toBe(403)
    expect(
      (await post({ channel: 'grants:op:app.info' }, { [KEY_HEADER]: 'x'.repeat(48) })).status,
    ).toBe(403)
    expect((await fetch(`${harness.origin}${EVENTS_PATH}?key=nope`)).status).toBe(403)
  })

  it('refuses a request addressed to another host name (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(harness.origin)
      const req = request(
        {
          host: '127.0.0.1',
          port: url.port,
          path: INVOKE_PATH,
          method: 'POST',
          headers: {
            host: `evil.example:${url.port}`,
            [KEY_HEADER]: key(),
            'content-type': 'application/json',
          },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.end(JSON.stringify({ channel: 'grants:op:app.info' }))
    })
    expect(status).toBe(403)
  })

  it('refuses channels outside the contract', async () => {
    const response = await post({ channel: 'grants:op:shell.exec' }, { [KEY_HEADER]: key() })
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'unknown_op' } })
  })

  it('serves the built renderer with the web preload before the app, under the built CSP', async () => {
    const html = await (await fetch(`${harness.origin}/`)).text()
    const preload = html.indexOf(PRELOAD_PATH)
    const app = html.search(/src="\.\/assets\/index-[\w-]+\.js"/)
    expect(preload).toBeGreaterThan(-1)
    expect(app).toBeGreaterThan(preload)
    expect(html).toContain("script-src 'self'")
    const bridge = await fetch(`${harness.origin}${PRELOAD_PATH}`)
    expect(bridge.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await bridge.text()).toContain(KEY_HEADER)
    const entry = /src="\.\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1] ?? ''
    expect(await (await fetch(`${harness.origin}/${entry}`)).text()).toBe(
      readFileSync(join(builtOutput('out/renderer'), entry), 'utf8'),
    )
  })

  it('serves nothing outside the built renderer', async () => {
    for (const path of ['/%2e%2e/package.json', '/assets/../../package.json', '/nada.js'])
      expect((await fetch(`${harness.origin}${path}`)).status).toBe(404)
  })

  it('pushes events to the page stream', async () => {
    const controller = new AbortController()
    const response = await fetch(`${harness.origin}${EVENTS_PATH}?key=${key()}`, {
      signal: controller.signal,
    })
    const reader = response.body?.getReader() as ReadableStreamDefaultReader<Uint8Array> | undefined
    await post(
      { channel: 'grants:op:settings.update', args: { theme: 'dark' } },
      { [KEY_HEADER]: key() },
    )
    let text = ''
    const decoder = new TextDecoder()
    while (reader && !text.includes('settings.changed')) {
      const chunk = await reader.read()
      if (chunk.done) break
      text += decoder.decode(chunk.value)
    }
    controller.abort()
    expect(text).toContain('"channel":"grants:event:settings.changed"')
    expect(text).toContain('"theme":"dark"')
  })
})

describe('a harness server, one app after another', () => {
  it('reaches each app with its own key only: a page of the closed one is refused', async () => {
    const server = await startHarnessServer()
    const secrets = { store: new MemorySecretStore(), keychainAvailable: false, reason: 'test' }
    try {
      const first = await server.open({ quiet: true, stderr: false, secrets })
      const firstKey = new URL(first.url).searchParams.get('key') ?? ''
      expect(existsSync(first.userDataDir)).toBe(true)
      await first.close()
      // Its own folder goes with it.
      expect(existsSync(first.userDataDir)).toBe(false)
      const second = await server.open({ quiet: true, stderr: false, secrets })
      const call = (key: string) =>
        fetch(`${server.origin}${INVOKE_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [KEY_HEADER]: key },
          body: JSON.stringify({ channel: 'grants:op:app.info' }),
        })
      expect((await call(firstKey)).status).toBe(403)
      expect((await call(new URL(second.url).searchParams.get('key') ?? '')).status).toBe(200)
      await expect(server.open()).rejects.toThrow()
      await second.close()
    } finally {
      await server.close()
    }
  })
})
