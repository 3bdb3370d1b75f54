import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'

/**
 * GitHub releases as electron-updater's GitHub provider reads them, on 127.0.0.1: the latest
 * release's tag (the API of a GitHub host that is not github.com), the releases' Atom feed, and
 * each release's assets as the release workflow uploads them (`latest-linux.yml` beside the
 * AppImage). `close()` leaves the address unreachable.
 */
export interface ReleaseFeed {
  /** `127.0.0.1:<port>`, the `host` of the provider's options. */
  host: string
  owner: string
  repo: string
  /** The path of every request, in order. */
  requests: string[]
  /** Publishes a release of `version` whose AppImage holds `bytes`; it becomes the latest. */
  publish(version: string, bytes: Buffer): void
  close(): Promise<void>
}

const OWNER = 'grants-desk'
const REPO = 'grants-desk'

export const appImageName = (version: string) => `grants-desk-${version}-x86_64.AppImage`

/** The update metadata electron-builder writes for the AppImage target. */
function latestLinuxYml(version: string, bytes: Buffer): string {
  const sha512 = createHash('sha512').update(bytes).digest('base64')
  const file = appImageName(version)
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${file}`,
    `    sha512: ${sha512}`,
    `    size: ${bytes.length}`,
    `path: ${file}`,
    `sha512: ${sha512}`,
    "releaseDate: '2026-11-20T10:00:00.000Z'",
    '',
  ].join('\n')
}

function atom(versions: string[]): string {
  const entries = versions
    .map(
      (version) => `  <entry>
    <id>tag:github.com,2008:Repository/1/v${version}</id>
    <updated>2026-11-20T10:00:00Z</updated>
    <link rel="alternate" type="text/html" href="https://github.com/${OWNER}/${REPO}/releases/tag/v${version}"/>
    <title>Grants Desk v${version}</title>
    <content type="html">No content.</content>
  </entry>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
${entries}
</feed>
`
}

export async function startReleaseFeed(): Promise<ReleaseFeed> {
  const releases: { version: string; assets: Map<string, Buffer> }[] = []
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://feed').pathname
    requests.push(path)
    const latest = releases.at(-1)
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, {
        'content-type': type,
        'content-length': Buffer.byteLength(body),
      })
      response.end(body)
    }
    if (path === `/api/v3/repos/${OWNER}/${REPO}/releases/latest`) {
      if (!latest) return send(404, 'application/json', '{"message":"Not Found"}')
      return send(200, 'application/json', JSON.stringify({ tag_name: `v${latest.version}` }))
    }
    if (path === `/${OWNER}/${REPO}/releases.atom`) {
      const newestFirst = releases.map((release) => release.version).reverse()
      return send(200, 'application/atom+xml', atom(newestFirst))
    }
    const asset = new RegExp(`^/${OWNER}/${REPO}/releases/download/v([^/]+)/([^/]+)$`).exec(path)
    const body = asset && releases.find((r) => r.version === asset[1])?.assets.get(asset[2] ?? '')
    if (body) return send(200, 'application/octet-stream', body)
    send(404, 'text/plain', 'Not Found')
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo

  return {
    host: `127.0.0.1:${port}`,
    owner: OWNER,
    repo: REPO,
    requests,
    publish(version, bytes) {
      const assets = new Map<string, Buffer>([
        ['latest-linux.yml', Buffer.from(latestLinuxYml(version, bytes))],
        [appImageName(version), bytes],
      ])
      releases.push({ version, assets })
    },
    close: () =>
      new Promise<void>((closed, failed) => {
        server.closeAllConnections()
        server.close((error) => (error ? failed(error) : closed()))
      }),
  }
}
