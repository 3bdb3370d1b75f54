import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../../src/main/shell/security'

const ROOT = resolve(__dirname, '../..')
const out = (path: string) => resolve(ROOT, 'out', path)

beforeAll(() => {
  execFileSync(
    process.execPath,
    [resolve(ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
    {
      cwd: ROOT,
      stdio: 'pipe',
    },
  )
}, 120_000)

describe('npm run build', () => {
  it('writes the main bundle as CommonJS', () => {
    const main = readFileSync(out('main/index.js'), 'utf8')
    expect(main).toMatch(/require\("electron"\)/)
    expect(main).not.toMatch(/^\s*import\s/m)
  })

  it('copies both OpenAPI documents of the sandbox beside the main bundle (G18)', () => {
    for (const name of ['openapi.yaml', 'openapi-vendor.yaml']) {
      expect(readFileSync(out(`main/${name}`), 'utf8')).toBe(
        readFileSync(resolve(ROOT, 'src/sandbox', name), 'utf8'),
      )
    }
  })

  it('writes a sandbox-compatible preload: CommonJS, requiring electron and nothing else', () => {
    const preload = readFileSync(out('preload/index.js'), 'utf8')
    const required = [...preload.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1])
    expect(required).toEqual(['electron'])
    expect(preload).not.toMatch(/^\s*import\s/m)
    // No schema library bundled in: only names and forwarding (zod's runtime defines ZodError).
    expect(preload).not.toContain('ZodError')
  })

  it('writes the renderer with its CSP and relative asset paths for app://', () => {
    const html = readFileSync(out('renderer/index.html'), 'utf8')
    expect(html).toContain(`content="${CONTENT_SECURITY_POLICY}"`)
    const scripts = [...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1] ?? '')
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts) expect(existsSync(resolve(ROOT, 'out/renderer', src))).toBe(true)
    expect(html).not.toMatch(/<script>(?!<\/script>)/)
  })
})
