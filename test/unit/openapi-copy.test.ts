import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Plugin } from 'vite'
import { copyOpenApi } from '../../electron.vite.config'

/** Runs the plugin's generateBundle with a context that records what it emits or refuses. */
function generate(folder: string) {
  const plugin = copyOpenApi(folder) as Plugin
  const emitted: { fileName: string; source: string }[] = []
  const context = {
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message)
    },
  }
  const hook = plugin.generateBundle as unknown as (this: typeof context) => void
  return { run: () => hook.call(context), emitted }
}

describe('the build copies the sandbox’s OpenAPI documents (G18)', () => {
  it('copies ours and the vendor variant beside the main bundle', () => {
    const folder = mkdtempSync(join(tmpdir(), 'gd-openapi-'))
    writeFileSync(join(folder, 'openapi.yaml'), 'openapi: 3.1.0\n')
    writeFileSync(join(folder, 'openapi-vendor.yaml'), 'openapi: 3.1.0 # vendor\n')
    const { run, emitted } = generate(folder)
    run()
    expect(emitted.map((e) => e.fileName).sort()).toEqual(['openapi-vendor.yaml', 'openapi.yaml'])
  })

  it('fails the build when either is missing, naming it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'gd-openapi-'))
    writeFileSync(join(folder, 'openapi.yaml'), 'openapi: 3.1.0\n')
    expect(generate(folder).run).toThrow(
      /Falta el documento OpenAPI del sandbox «openapi-vendor\.yaml»/,
    )
  })
})
