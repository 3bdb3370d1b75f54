import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createAppProtocolHandler, isTrustedFrameUrl, resolveAppAsset } from './app-protocol'

const root = mkdtempSync(join(tmpdir(), 'gd-renderer-'))
mkdirSync(join(root, 'assets'))
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Grants Desk</title>')
writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)')
writeFileSync(join(tmpdir(), 'gd-secret.txt'), 'secreto')

/** A Content-Security-Policy header as directive → sources; an absent header is an empty policy. */
function directives(header: string | null): Map<string, string[]> {
  const parts = (header ?? '').split(';').map((part) => part.trim().split(/\s+/))
  return new Map(parts.flatMap(([name, ...sources]) => (name ? [[name, sources]] : [])))
}

describe('app:// protocol', () => {
  it('maps app URLs to files of the renderer folder', () => {
    expect(resolveAppAsset('app://grants-desk/', root)?.path).toBe(join(root, 'index.html'))
    expect(resolveAppAsset('app://grants-desk/assets/app.js', root)).toEqual({
      path: join(root, 'assets', 'app.js'),
      mimeType: 'text/javascript; charset=utf-8',
    })
  })

  it('refuses traversal, other hosts, other schemes and unknown types', () => {
    // The URL parser folds `..` and `%2e%2e` segments itself: the path stays inside the folder.
    for (const url of [
      'app://grants-desk/../gd-secret.txt',
      'app://grants-desk/%2e%2e/gd-secret.txt',
    ]) {
      expect(resolveAppAsset(url, root)?.path).toBe(join(root, 'gd-secret.txt'))
    }
    // An encoded slash survives the parser; decoding it must not climb out.
    expect(
      resolveAppAsset('app://grants-desk/assets/%2e%2e%2f%2e%2e%2fgd-secret.txt', root),
    ).toBeNull()
    expect(resolveAppAsset('app://other/index.html', root)).toBeNull()
    expect(resolveAppAsset('file:///etc/passwd', root)).toBeNull()
    expect(resolveAppAsset('app://grants-desk/program.exe', root)).toBeNull()
    expect(resolveAppAsset('app://grants-desk/%E0%A4%A', root)).toBeNull()
  })

  it('serves files with the CSP header and answers 404 for the rest', async () => {
    const handle = createAppProtocolHandler(root, (path) => readFile(path))
    const ok = await handle({ url: 'app://grants-desk/index.html' })
    expect(ok.status).toBe(200)
    const policy = directives(ok.headers.get('content-security-policy'))
    // Only the app's own code runs: no inline or eval'd script, nothing from another origin.
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'none'"])
    const sources = [...policy.values()].flat()
    expect(sources.filter((source) => /^(\*|https?:|wss?:|file:)|\./.test(source))).toEqual([])
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await ok.text()).toContain('Grants Desk')
    expect((await handle({ url: 'app://grants-desk/missing.js' })).status).toBe(404)
    expect((await handle({ url: 'app://grants-desk/../gd-secret.txt' })).status).toBe(404)
  })
})

describe('IPC sender check', () => {
  it('trusts only our page, or the dev server origin when given', () => {
    expect(isTrustedFrameUrl('app://grants-desk/index.html#/settings', null)).toBe(true)
    expect(isTrustedFrameUrl('https://evil.example/', null)).toBe(false)
    expect(isTrustedFrameUrl('app://evil/index.html', null)).toBe(false)
    expect(isTrustedFrameUrl('file:///index.html', null)).toBe(false)
    expect(isTrustedFrameUrl(null, null)).toBe(false)
    expect(isTrustedFrameUrl('http://localhost:5173/', null)).toBe(false)
    expect(isTrustedFrameUrl('http://localhost:5173/#/x', 'http://localhost:5173')).toBe(true)
    expect(isTrustedFrameUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false)
  })
})
