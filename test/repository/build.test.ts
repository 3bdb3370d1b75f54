import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtOutput } from '../support/built-output'
import { CONTENT_SECURITY_POLICY } from '../../src/main/shell/security'
import { LICENCE_NOTICES_FILE, LicenceNoticesFileSchema } from '../../src/shared/diagnostics'

const ROOT = resolve(__dirname, '../..')
// What `npm run build` wrote, from the current sources (npm test builds first when needed).
const OUT = builtOutput('out')
const out = (path: string) => resolve(OUT, path)

/** `require("./x.js")` at the top level: loaded as soon as the file is. */
const STATIC_REQUIRE = /^(?:const|let|var)\s+\w+\s*=\s*require\("(\.{1,2}\/[^"]+)"\)/gm
/** `Promise.resolve().then(() => require("./x.js"))`: what a dynamic import() builds to. */
const DYNAMIC_REQUIRE = /\.then\(\(\)\s*=>\s*require\("(\.{1,2}\/[^"]+)"\)\)/g

/** Every file of out/main that loading `entry` loads at once, the entry included. */
function loadedAtStart(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const [, path = ''] of code.matchAll(STATIC_REQUIRE)) visit(resolve(dirname(file), path))
  }
  visit(out(`main/${entry}`))
  return [...seen].map((file) => relative(out('main'), file))
}

/** The built file holding the demo service's server (its Fastify app). */
function demoServiceChunk(): string {
  const chunks = readdirSync(out('main/chunks')).filter((name) => name.endsWith('.js'))
  const found = chunks.filter((name) =>
    readFileSync(out(`main/chunks/${name}`), 'utf8').includes('// src/demo-service/server.ts'),
  )
  expect(found).toHaveLength(1)
  return `chunks/${found[0] ?? ''}`
}

describe('npm run build', () => {
  it('writes the main bundle as CommonJS', () => {
    const main = readFileSync(out('main/index.js'), 'utf8')
    expect(main).toMatch(/require\("electron"\)/)
    expect(main).not.toMatch(/^\s*import\s/m)
  })

  it('copies both OpenAPI documents of the demo service beside the chunk that reads them (SC-DIALECT-1)', () => {
    const folder = dirname(demoServiceChunk())
    for (const name of ['openapi.yaml', 'openapi-vendor.yaml']) {
      expect(readFileSync(out(`main/${folder}/${name}`), 'utf8')).toBe(
        readFileSync(resolve(ROOT, 'src/demo-service', name), 'utf8'),
      )
    }
  })

  it('keeps the demo service out of the start of the app and of the command line: demo mode imports it', () => {
    const demoService = demoServiceChunk()
    for (const entry of ['index.js', 'cli.js']) {
      const loaded = loadedAtStart(entry)
      expect(loaded).toContain(entry)
      expect(loaded).not.toContain(demoService)
      for (const file of loaded) {
        const code = readFileSync(out(`main/${file}`), 'utf8')
        expect(code, file).not.toMatch(/require\("fastify"\)/)
        expect(code, file).not.toContain('// src/demo-service/')
      }
    }
    // The one way in: a dynamic import from a file the app loads.
    const importers = loadedAtStart('index.js').filter((file) =>
      [...readFileSync(out(`main/${file}`), 'utf8').matchAll(DYNAMIC_REQUIRE)].some(
        ([, path = '']) =>
          resolve(dirname(out(`main/${file}`)), path) === out(`main/${demoService}`),
      ),
    )
    expect(importers).toHaveLength(1)
  })

  it('starts the app and the command line without the libraries of files, holidays and the log file: each loads when first needed', () => {
    const libraries = ['exceljs', 'pdfmake', 'docx', 'archiver', 'date-holidays', 'pino-roll']
    const atStart = (library: string) =>
      new RegExp(`^(?:const|let|var) .*require\\("${library}"\\)`, 'm')
    const later = (library: string) =>
      new RegExp(
        `(?:\\.then\\(\\(\\) => [^\\n]*require|createRequire\\)\\(__filename\\))\\("${library}"\\)`,
      )
    for (const entry of ['index.js', 'cli.js']) {
      for (const file of loadedAtStart(entry)) {
        const code = readFileSync(out(`main/${file}`), 'utf8')
        for (const library of libraries)
          expect(code, `${file}: ${library}`).not.toMatch(atStart(library))
      }
    }
    // Each is loaded when first asked for, by the app's code or by a chunk that code loads so.
    const built = readdirSync(out('main/chunks'))
      .map((name) => readFileSync(out(`main/chunks/${name}`), 'utf8'))
      .concat(readFileSync(out('main/index.js'), 'utf8'))
    for (const library of libraries) {
      expect(
        built.some((code) => later(library).test(code) || atStart(library).test(code)),
        library,
      ).toBe(true)
    }
  })

  it('requires keytar, an optional dependency, at run time instead of bundling it', () => {
    const files = [
      out('main/index.js'),
      ...readdirSync(out('main/chunks')).map((name) => out(`main/chunks/${name}`)),
    ]
    expect(files.some((file) => file.endsWith('.node'))).toBe(false)
    const requiring = files.filter(
      (file) =>
        file.endsWith('.js') && /(?:require|import)\("keytar"\)/.test(readFileSync(file, 'utf8')),
    )
    expect(requiring).toHaveLength(1)
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

  it('writes the third-party licence notices «Acerca de» shows, with their licence texts', () => {
    const notices = LicenceNoticesFileSchema.parse(
      JSON.parse(readFileSync(out(`renderer/${LICENCE_NOTICES_FILE}`), 'utf8')),
    )
    const byName = new Map(notices.map((notice) => [notice.name, notice]))
    // Bundled into the renderer (rollup-plugin-license) and shipped in node_modules (license-checker).
    for (const name of ['@vue/runtime-core', 'vue-router', 'pinia', 'zod', 'better-sqlite3']) {
      const notice = byName.get(name)
      expect(notice?.license, name).toBe('MIT')
      expect(notice?.text, name).toMatch(/permission is hereby granted/i)
    }
    const installed = (name: string) =>
      (
        JSON.parse(readFileSync(resolve(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string
        }
      ).version
    expect(byName.get('zod')?.version).toBe(installed('zod'))
    expect(byName.get('better-sqlite3')?.version).toBe(installed('better-sqlite3'))
    // Tools that never ship are not listed; nor is the app itself.
    for (const name of ['eslint', 'typescript', 'vitest', 'grants-desk']) {
      expect(byName.has(name), name).toBe(false)
    }
  })
})
