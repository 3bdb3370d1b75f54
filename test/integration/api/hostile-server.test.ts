import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  MAX_BODY_BYTES,
  MAX_WALK_PAGES,
  PAGE_CONCURRENCY,
} from '../../../src/main/api/answer-limits'
import { createApiClient } from '../../../src/main/api/operations'
import { walkAll } from '../../../src/main/api/page-walker'
import { createLogger, Redactor } from '../../../src/main/log/logger'
import { type CliResult, newHome, runCli, startBuiltCli } from '../../support/cli'
import {
  type HostileServer,
  startForeignServer,
  startHostileServer,
  type TestServer,
} from '../../support/hostile-server'

const PEAK_RSS = resolve(__dirname, '../../support/peak-rss.cjs')
const TOKEN = 'hostil-user-token-0123456789abcdef'
const EXPERT_TOKEN = 'hostil-expert-token-fedcba9876543210'
const NIF = 'B12345674'
const MB = 1024 * 1024

let hostile: HostileServer
let foreign: TestServer
const dirs: string[] = []

// Fresh servers for every test: requests a walk aborted cannot land in the next test's record.
beforeEach(async () => {
  hostile = await startHostileServer()
  foreign = await startForeignServer()
})
afterEach(async () => {
  await hostile.close()
  await foreign.close()
})
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** The app's API client against the hostile server, with retries that do not wait. */
function api() {
  return createApiClient({
    endpoints: () => Promise.resolve({ baseUrl: hostile.url, testBaseUrl: hostile.url }),
    credentials: () => ({ token: TOKEN, expertToken: EXPERT_TOKEN }),
    prefixes: () => ({ user: 'Token', expert: 'ExpertToken' }),
    log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
    wait: () => Promise.resolve(),
  })
}

const pageOf = (url: string) => new URL(url, 'http://x.invalid').searchParams.get('page')

/** Polls `ready` until it holds, failing past a generous deadline (nothing is timed). */
async function until(ready: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`)
    await new Promise((done) => setImmediate(done))
  }
}

/** The command line in this process against the hostile server, with a user token. */
const cli = (args: string[]) =>
  runCli(args, { env: { GRANTS_BASE_URL: hostile.url, GRANTS_TOKEN: TOKEN } })

interface MeasuredRun extends CliResult {
  /** Peak resident set size of the command's process, in bytes; null where /proc is missing. */
  peakRss: number | null
}

/** The same, built (out/main/cli.js), in a process of its own: a peak RSS is a process's. */
async function measuredCli(args: string[]): Promise<MeasuredRun> {
  const home = newHome('gd-hostile-')
  dirs.push(home)
  const peakFile = join(home, 'peak-rss')
  const result = await startBuiltCli(args, {
    home,
    node: ['--require', PEAK_RSS],
    env: { GRANTS_BASE_URL: hostile.url, GRANTS_TOKEN: TOKEN, PEAK_RSS_FILE: peakFile },
  }).done
  return {
    ...result,
    peakRss: existsSync(peakFile) ? Number(readFileSync(peakFile, 'utf8')) * 1024 : null,
  }
}

/** A short Spanish sentence for a person: one line, no markup, no stack trace. */
function expectShortSpanish(text: string): void {
  expect(text.length).toBeGreaterThan(20)
  expect(text.length).toBeLessThan(400)
  expect(text).not.toMatch(/[<>]/)
  expect(text).not.toMatch(/\bat .*\.ts:\d+/)
  expect(text).toMatch(/[áéíóúñ]|\b(el|la|de|que|vuelva)\b/i)
}

describe('the token never leaves the configured origin', () => {
  it.each([
    ['another host', () => foreign.url],
    ['localhost instead of 127.0.0.1', () => `http://localhost:${hostile.port}`],
    ['an internal host name', () => 'http://internal.example'],
  ])(
    'a `next` on %s: every page is fetched on our server, nothing elsewhere',
    async (_l, origin) => {
      hostile.behave({ kind: 'pages', pages: 3, nextOrigin: origin() })
      const all = await walkAll(api().concessionsByNif(NIF))
      expect(all.rows).toHaveLength(30)
      expect(hostile.requests.map((r) => pageOf(r.url)).sort()).toEqual(['1', '2', '3'])
      for (const request of hostile.requests) {
        expect(request.host).toBe(`127.0.0.1:${hostile.port}`)
        expect(request.authorization).toBe(`Token ${TOKEN}`)
      }
      expect(foreign.requests).toEqual([])
    },
  )

  it('a redirect of a GET to another origin is refused, naming the host, and not retried', async () => {
    hostile.behave({ kind: 'redirect', status: 302, origin: foreign.url })
    await expect(api().concessionsByNif(NIF).fetch(1)).rejects.toMatchObject({
      appError: {
        code: 'bad_response',
        reason: 'redirect_foreign',
        params: { host: `127.0.0.1:${foreign.port}` },
      },
    })
    expect(hostile.requests).toHaveLength(1)
    expect(foreign.requests).toEqual([])
  })

  it('a 307 on a PATCH to another host: the change never reaches it', async () => {
    hostile.behave({ kind: 'redirect', status: 307, origin: foreign.url })
    await expect(api().updateClient(1003, { notes: 'Nota confidencial' })).rejects.toMatchObject({
      appError: { code: 'bad_response', reason: 'redirect_foreign' },
    })
    const patches = hostile.requests.filter((r) => r.method === 'PATCH')
    expect(patches).toHaveLength(1)
    expect(patches[0]?.body).toContain('Nota confidencial')
    expect(foreign.requests).toEqual([])
  })
})

describe('every walk ends', () => {
  it('a self-looping `next` with count 2 stops at once: next_not_advancing', async () => {
    hostile.behave({ kind: 'self-loop', count: 2 })
    await expect(walkAll(api().concessionsByNif(NIF))).rejects.toMatchObject({
      appError: {
        code: 'bad_response',
        reason: 'next_not_advancing',
        params: { page: 1, nextPage: 1 },
      },
    })
    expect(hostile.requests).toHaveLength(1)
  })

  it('a self-looping `next` with count 9e12 is refused before a second request: page_ceiling', async () => {
    hostile.behave({ kind: 'self-loop', count: 9e12 })
    await expect(walkAll(api().concessionsByNif(NIF))).rejects.toMatchObject({
      appError: {
        code: 'bad_response',
        reason: 'page_ceiling',
        params: { limit: MAX_WALK_PAGES, pages: 4.5e12 },
      },
    })
    expect(hostile.requests).toHaveLength(1)
  })

  it('a server that ignores `page` (same rows, next one further) stops: no_new_rows', async () => {
    hostile.behave({ kind: 'ignores-page', count: 20 })
    await expect(walkAll(api().concessionsByNif(NIF))).rejects.toMatchObject({
      appError: { code: 'bad_response', reason: 'no_new_rows', params: { page: 2 } },
    })
    expect(hostile.requests.length).toBeLessThanOrEqual(1 + PAGE_CONCURRENCY)
  })

  it.each([2, 9e12])(
    'the command line against a self-looping `next` (count %d) exits 1 with a short Spanish message',
    async (count) => {
      hostile.behave({ kind: 'self-loop', count })
      // --yes: a count of 9e12 asks for the confirmation first; the walk is what is under test.
      const run = await cli(['concessions', '--nif', NIF, '--all', '--yes'])
      expect(run.code).toBe(1)
      expect(run.stdout).toBe('')
      expectShortSpanish(run.stderr.trim())
      // Page 1 only: nothing is asked before it.
      expect(hostile.requests).toHaveLength(1)
    },
  )
})

describe('answers are bounded', () => {
  it('a 300 MB body: the request is aborted past the cap, body_too_large, not retried', async () => {
    hostile.behave({ kind: 'huge-body', bytes: 300 * MB })
    await expect(api().concessionsByNif(NIF).fetch(1)).rejects.toMatchObject({
      appError: {
        code: 'bad_response',
        reason: 'body_too_large',
        params: { limitMb: MAX_BODY_BYTES / MB },
      },
    })
    expect(hostile.requests).toHaveLength(1)
    // The server noticed the client leave: it never got to write the whole body.
    await until(() => hostile.hugeBodyEnded, 'the server stopped writing')
    expect(hostile.bodyBytesSent).toBeLessThan(300 * MB - MB)
  })

  it('the command line reading a 300 MB body exits 1 with bounded memory', async (context) => {
    hostile.behave({ kind: 'pages', pages: 1, nextOrigin: hostile.url })
    const baseline = await measuredCli(['concessions', '--nif', NIF])
    expect(baseline.code).toBe(0)
    if (baseline.peakRss === null) {
      console.log('Sin /proc/self/status (no es Linux): no se mide la memoria del proceso.')
      context.skip()
      return
    }
    hostile.behave({ kind: 'huge-body', bytes: 300 * MB })
    const run = await measuredCli(['concessions', '--nif', NIF])
    expect(run.code).toBe(1)
    expectShortSpanish(run.stderr.trim())
    expect(run.stderr).toContain('32 MB')
    const peak = run.peakRss ?? Infinity
    console.log(
      `Memoria máxima del proceso: ${Math.round(baseline.peakRss / MB)} MB con una página normal, ${Math.round(peak / MB)} MB con un cuerpo de 300 MB`,
    )
    // The cap is read into memory at most once, plus its decoding; the body's 300 MB never are.
    expect(peak - baseline.peakRss).toBeLessThan(4 * MAX_BODY_BYTES)
    expect(peak).toBeLessThan(baseline.peakRss + 300 * MB)
  })

  it('an HTML 502 page of ~7 KB becomes a short message without markup', async () => {
    hostile.behave({ kind: 'html-error', status: 502, bytes: 7 * 1024 })
    const failure = await api()
      .concessionsByNif(NIF)
      .fetch(1)
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({
      appError: { code: 'server', status: 502, serverMessage: '502 Bad Gateway' },
    })
    const { message } = (failure as { appError: { message: string } }).appError
    expect(message.length).toBeLessThan(300)
    expect(message).not.toMatch(/[<>]/)
    expect(hostile.requests).toHaveLength(3) // a 5xx is retried, within the attempts
  })

  it('the command line prints the HTML 502 short, not the page', async () => {
    hostile.behave({ kind: 'html-error', status: 502, bytes: 7 * 1024 })
    const run = await cli(['concessions', '--nif', NIF])
    expect(run.code).toBe(1)
    expectShortSpanish(run.stderr.trim())
    expect(run.stderr).toContain('502 Bad Gateway')
  })

  it('a 200,000-deep error body is a validation error with a short message, no crash', async () => {
    hostile.behave({ kind: 'deep-error', depth: 200_000 })
    const failure = await api()
      .concessionsByNif(NIF)
      .fetch(1)
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ appError: { code: 'validation', status: 400 } })
    const { message } = (failure as { appError: { message: string } }).appError
    expect(message.length).toBeLessThan(300)
  })
})
