import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { type AddressInfo } from 'node:net'

/** One request as a server saw it: enough to tell whether a token or a body reached it. */
interface Recorded {
  method: string
  /** Path and query, as received. */
  url: string
  /** The Host header: which spelling of the address the client used. */
  host: string
  authorization: string | null
  body: string
}

/** What the hostile server does with every request until told otherwise. */
type Behaviour =
  /** Well-formed pages of concessions, 10 rows each, whose `next` names `nextOrigin`. */
  | { kind: 'pages'; pages: number; nextOrigin: string }
  /** Two rows and a `next` that points back at the very page requested. */
  | { kind: 'self-loop'; count: number }
  /** A server that ignores `page`: always the same rows, with a `next` one page further. */
  | { kind: 'ignores-page'; count: number }
  /** A 200 whose JSON body is `bytes` long, produced as it is sent (never held in memory). */
  | { kind: 'huge-body'; bytes: number }
  /** An HTML error page of about `bytes` characters. */
  | { kind: 'html-error'; status: number; bytes: number }
  /** A 400 whose JSON body nests `depth` levels. */
  | { kind: 'deep-error'; depth: number }
  /** A redirect of every request to `origin`, same path and query. */
  | { kind: 'redirect'; status: number; origin: string }

export interface TestServer {
  /** `http://127.0.0.1:PORT` */
  url: string
  port: number
  requests: Recorded[]
  close(): Promise<void>
}

export interface HostileServer extends TestServer {
  behave(behaviour: Behaviour): void
  /** Bytes of the last huge body actually written before the client went away. */
  readonly bodyBytesSent: number
  /** Whether the last huge body's writing has stopped (finished or the client went away). */
  readonly hugeBodyEnded: boolean
}

const ROW_BYTES = 64 * 1024

/** A concession row by NIF (SC-CONC-1) the client's schema accepts. */
function concession(n: number) {
  return {
    fund_id: 900_000 + n,
    fund_title: `Convocatoria hostil ${n}`,
    beneficiary_name: 'Empresa de Pruebas S.L.',
    concession_date: '2025-03-01',
    awarded_amount: 1000 + n,
  }
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(value))
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return (server.address() as AddressInfo).port
}

function recorder(
  requests: Recorded[],
  answer: (req: IncomingMessage, res: ServerResponse, url: URL) => void | Promise<void>,
): Server {
  return createServer((req, res) => {
    req.socket.on('error', () => undefined) // a client that aborts resets its connection
    void readBody(req).then(async (body) => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        host: req.headers.host ?? '',
        authorization: req.headers.authorization ?? null,
        body,
      })
      await answer(req, res, new URL(req.url ?? '/', 'http://local.invalid'))
    })
  })
}

function closer(server: Server): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
}

/**
 * The «foreign» host: records every request and its Authorization header, and answers like a
 * working service would (a one-page list), so a client that went there would not notice.
 */
export async function startForeignServer(): Promise<TestServer> {
  const requests: Recorded[] = []
  const server = recorder(requests, (_req, res) =>
    sendJson(res, 200, { count: 1, next: null, previous: null, results: [concession(0)] }),
  )
  const port = await listen(server)
  return { url: `http://127.0.0.1:${port}`, port, requests, close: closer(server) }
}

/** Streams `{"count":1,…,"results":[{… "fund_title":"xxxx…"}]}` of `bytes`, minding backpressure. */
async function hugeBody(res: ServerResponse, bytes: number, sent: (n: number) => void) {
  const head = '{"count":1,"next":null,"previous":null,"results":[{"fund_id":1,"fund_title":"'
  const tail = '","beneficiary_name":"X","concession_date":"2025-01-01","awarded_amount":1}]}'
  const filler = Buffer.alloc(ROW_BYTES, 'x')
  let gone = false
  // The client going away resets the connection: that ends the writing, it is not a failure.
  res.once('close', () => (gone = true))
  res.on('error', () => (gone = true))
  const drainedOrGone = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done)
        res.off('close', done)
        resolve()
      }
      res.once('drain', done)
      res.once('close', done)
    })
  res.writeHead(200, { 'content-type': 'application/json' })
  res.write(head)
  let written = head.length
  while (!gone && written + tail.length < bytes) {
    const more = res.write(filler)
    written += filler.length
    sent(written)
    if (!more && !gone) await drainedOrGone()
  }
  if (!gone) res.end(tail)
}

function htmlPage(status: number, bytes: number): string {
  const paragraph =
    '<p class="detalle">El servidor de origen no ha respondido a tiempo. Inténtelo de nuevo.</p>\n'
  const body = paragraph.repeat(Math.max(1, Math.ceil(bytes / paragraph.length)))
  return `<!DOCTYPE html>\n<html><head><title>${status} Bad Gateway</title><style>body{font-family:sans-serif}</style></head><body><h1>${status} Bad Gateway</h1>${body}<script>console.log("x")</script></body></html>`
}

/** A server that misbehaves in the ways issue 9 lists; what it does is set with `behave`. */
export async function startHostileServer(): Promise<HostileServer> {
  const requests: Recorded[] = []
  let behaviour: Behaviour = { kind: 'pages', pages: 1, nextOrigin: '' }
  let bodyBytesSent = 0
  let hugeBodyEnded = true
  let own = ''
  const server = recorder(requests, async (req, res, url) => {
    const page = Number(url.searchParams.get('page') ?? '1')
    switch (behaviour.kind) {
      case 'pages': {
        const next = new URL(`${behaviour.nextOrigin}${url.pathname}${url.search}`)
        next.searchParams.set('page', String(page + 1))
        return sendJson(res, 200, {
          count: behaviour.pages * 10,
          next: page < behaviour.pages ? next.toString() : null,
          previous: null,
          results: Array.from({ length: 10 }, (_, i) => concession((page - 1) * 10 + i + 1)),
        })
      }
      case 'self-loop':
        return sendJson(res, 200, {
          count: behaviour.count,
          next: `${own}${req.url ?? ''}`,
          previous: null,
          results: [concession(1), concession(2)],
        })
      case 'ignores-page': {
        const next = new URL(`${own}${url.pathname}${url.search}`)
        next.searchParams.set('page', String(page + 1))
        return sendJson(res, 200, {
          count: behaviour.count,
          next: next.toString(),
          previous: null,
          results: [concession(1), concession(2)],
        })
      }
      case 'huge-body':
        bodyBytesSent = 0
        hugeBodyEnded = false
        await hugeBody(res, behaviour.bytes, (n) => (bodyBytesSent = n))
        hugeBodyEnded = true
        return
      case 'html-error':
        res.writeHead(behaviour.status, { 'content-type': 'text/html; charset=utf-8' })
        return void res.end(htmlPage(behaviour.status, behaviour.bytes))
      case 'deep-error': {
        res.writeHead(400, { 'content-type': 'application/json' })
        return void res.end(
          `${'{"detail":'.repeat(behaviour.depth)}"Demasiado hondo"${'}'.repeat(behaviour.depth)}`,
        )
      }
      case 'redirect':
        res.writeHead(behaviour.status, { location: `${behaviour.origin}${req.url ?? ''}` })
        return void res.end()
    }
  })
  const port = await listen(server)
  own = `http://127.0.0.1:${port}`
  return {
    url: own,
    port,
    requests,
    get bodyBytesSent() {
      return bodyBytesSent
    },
    get hugeBodyEnded() {
      return hugeBodyEnded
    },
    behave(next) {
      behaviour = next
    },
    close: closer(server),
  }
}
