import { once } from 'node:events'
import { createServer, type IncomingMessage } from 'node:http'
import { type AddressInfo } from 'node:net'

export interface Intercepted {
  method: string
  /** Path and query, as received. */
  url: string
  /** The Authorization header, as received. */
  authorization?: string
}

/**
 * A canned answer instead of the target's; the request passed on with another Authorization
 * header; or null to pass it on as it came.
 */
export type Intercept = (
  request: Intercepted,
) => { status: number; body?: string } | { authorization: string } | null

export interface Interposer {
  url: string
  close(): Promise<void>
}

function bodyOf(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/**
 * A server in front of `target` that passes every request on, except those `intercept` answers or
 * re-signs: a service that behaves like `target` but for one chosen reply.
 */
export async function startInterposer(target: string, intercept: Intercept): Promise<Interposer> {
  const server = createServer((req, res) => {
    void (async () => {
      const request = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      }
      const intercepted = intercept(request)
      if (intercepted && 'status' in intercepted) {
        res.statusCode = intercepted.status
        if (intercepted.body !== undefined) res.setHeader('content-type', 'application/json')
        res.end(intercepted.body ?? '')
        return
      }
      const body = await bodyOf(req)
      const headers: Record<string, string> = {}
      for (const name of ['authorization', 'content-type', 'accept']) {
        const value = req.headers[name]
        if (typeof value === 'string') headers[name] = value
      }
      if (intercepted) headers.authorization = intercepted.authorization
      const answer = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers,
        ...(body.length > 0 ? { body } : {}),
        redirect: 'manual',
      })
      res.statusCode = answer.status
      const type = answer.headers.get('content-type')
      if (type) res.setHeader('content-type', type)
      res.end(Buffer.from(await answer.arrayBuffer()))
    })().catch(() => {
      res.statusCode = 502
      res.end()
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
