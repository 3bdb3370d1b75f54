import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Plugin } from 'vite'
import { copyOpenApi } from '../../electron.vite.config'

/** A bundle whose chunk `fileName` holds the given modules. */
const bundleOf = (fileName: string, moduleIds: string[]) => ({
  [fileName]: { type: 'chunk', fileName, moduleIds },
})

/** Runs the plugin's generateBundle with a context that records what it emits or refuses. */
function generate(folder: string, bundle: object = {}) {
  const plugin: Plugin = copyOpenApi(folder)
  const emitted: { fileName: string; source: string }[] = []
  const context = {
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message)
    },
  }
  const hook = plugin.generateBundle as unknown as (
    this: typeof context,
    options: object,
    bundle: object,
  ) => void
  return { run: () => hook.call(context, {}, bundle), emitted }
}

describe('the build copies the demo service’s OpenAPI documents (SC-DIALECT-1)', () => {
  it('copies ours and the vendor variant beside the chunk that reads them', () => {
    const folder = mkdtempSync(join(tmpdir(), 'gd-openapi-'))
    writeFileSync(join(folder, 'openapi.yaml'), 'openapi: 3.1.0\n')
    writeFileSync(join(folder, 'openapi-vendor.yaml'), 'openapi: 3.1.0 # vendor\n')
    const bundle = {
      ...bundleOf('index.js', [join(folder, '../main/index.ts')]),
      ...bundleOf('chunks/server-abc.js', [join(folder, 'server.ts'), join(folder, 'openapi.ts')]),
    }
    const { run, emitted } = generate(folder, bundle)
    run()
    expect(emitted.map((e) => e.fileName).sort()).toEqual([
      'chunks/openapi-vendor.yaml',
      'chunks/openapi.yaml',
    ])
    expect(emitted.find((e) => e.fileName === 'chunks/openapi.yaml')?.source).toBe(
      'openapi: 3.1.0\n',
    )
  })

  it('copies them beside the entry when the demo service is bundled into it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'gd-openapi-'))
    writeFileSync(join(folder, 'openapi.yaml'), 'openapi: 3.1.0\n')
    writeFileSync(join(folder, 'openapi-vendor.yaml'), 'openapi: 3.1.0 # vendor\n')
    const { run, emitted } = generate(folder, bundleOf('index.js', [join(folder, 'openapi.ts')]))
    run()
    expect(emitted.map((e) => e.fileName).sort()).toEqual(['openapi-vendor.yaml', 'openapi.yaml'])
  })

  it('fails the build when either is missing, naming it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'gd-openapi-'))
    writeFileSync(join(folder, 'openapi.yaml'), 'openapi: 3.1.0\n')
    expect(generate(folder).run).toThrow(
      /Falta el documento OpenAPI del servicio de demostración «openapi-vendor\.yaml»/,
    )
  })
})
