import { dirname, relative, resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const PROBE = '__boundary_probe__'
const BOUNDARY_RULES = [
  'import-x/no-restricted-paths',
  'import-x/no-nodejs-modules',
  'import-x/no-unresolved',
]

// The project's real eslint.config.mjs, over probes that are virtual files.
const eslint = new ESLint({ cwd: ROOT })

/** The boundary rules that report on `code` saved as `file` (a path from the repository root). */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) })
  const messages = result?.messages ?? []
  const fatal = messages.find((m) => m.fatal)
  if (fatal) throw new Error(`ESLint could not parse ${file}: ${fatal.message}`)
  return messages.flatMap((m) =>
    m.ruleId !== null && BOUNDARY_RULES.includes(m.ruleId) ? [m.ruleId] : [],
  )
}

const posix = (path: string) => path.replaceAll('\\', '/')

/** The specifier of `target` (a path from the root) relative to `file`, starting with `./..`. */
const dotDot = (file: string, target: string) => `./${posix(relative(dirname(file), target))}`

/**
 * The ways `file` may write an import of `module`: a file from the root without its extension
 * (`src/main/bridge/dispatch`) or a package (`electron`), each resolving to the same module.
 */
function forms(file: string, module: string): [form: string, code: string][] {
  const isFile = module.includes('/')
  const path = isFile ? module : `node_modules/${module}`
  const plain = isFile ? posix(relative(dirname(file), path)) : module
  const specifiers = {
    static: plain,
    './..': dotDot(file, path),
    alias: `@shared/${posix(relative('src/shared', path))}`,
  }
  return [
    ...Object.entries(specifiers).map(([form, specifier]): [string, string] => [
      form,
      `import * as probe from '${specifier}'\nexport const a = probe`,
    ]),
    ['import()', `export const load = () => import('${plain}')`],
    [
      'require()',
      `// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const a: unknown = require('${plain}')`,
    ],
  ]
}

const probe = (folder: string) => `${folder}/${PROBE}.ts`

/** Each rule of the layer table, broken from a folder it binds, by a module it keeps out. */
const rules: [rule: string, file: string, module: string][] = [
  ['src/shared is pure: no main', probe('src/shared'), 'src/main/bridge/dispatch'],
  ['src/shared is pure: no renderer', probe('src/shared'), 'src/renderer/src/i18n/ui-es'],
  ['src/shared is pure: no demo service', probe('src/shared'), 'src/demo-service/server'],
  ['src/shared is pure: no Vue', probe('src/shared'), 'vue'],
  ['src/shared is pure: no server libraries', probe('src/shared'), 'exceljs'],
  ['src/main has no UI: no renderer', probe('src/main/api'), 'src/renderer/src/i18n/ui-es'],
  ['src/main has no UI: no preload', probe('src/main/services'), 'src/preload/ipc-bridge'],
  [
    'src/main reaches the demo service only in demo mode',
    probe('src/main/storage'),
    'src/demo-service/server',
  ],
  ['…not from another environment.ts', 'src/main/api/environment.ts', 'src/demo-service/server'],
  ['…not from the shell', probe('src/main/shell'), 'src/demo-service/server'],
  ['src/preload is thin: no main', probe('src/preload'), 'src/main/bridge/dispatch'],
  ['src/preload is thin: no demo service', probe('src/preload'), 'src/demo-service/server'],
  ['src/renderer is isolated: no main', probe('src/renderer/src'), 'src/main/bridge/dispatch'],
  ['src/renderer is isolated: no preload', probe('src/renderer/src'), 'src/preload/ipc-bridge'],
  [
    'src/renderer is isolated: no demo service',
    probe('src/renderer/src'),
    'src/demo-service/server',
  ],
  ['src/demo-service never imports main', probe('src/demo-service'), 'src/main/bridge/dispatch'],
  ['scripts use src/shared only', probe('scripts'), 'src/main/bridge/dispatch'],
  ['src ships no test code', probe('src/main/export'), 'test/support/spanish-text'],
  ['src ships no scripts', probe('src/demo-service'), 'scripts/gen-cnae'],
  ['electron only in shell and preload: main', probe('src/main/services'), 'electron'],
  ['electron only in shell and preload: renderer', probe('src/renderer/src'), 'electron'],
  ['electron only in shell and preload: shared', probe('src/shared'), 'electron'],
  ['electron only in shell and preload: demo service', probe('src/demo-service'), 'electron'],
  ['electron only in shell and preload: scripts', probe('scripts'), 'electron'],
  ['electron only in shell and preload: tests', probe('test/integration'), 'electron'],
  ['electron-updater only in the shell: main', probe('src/main/update'), 'electron-updater'],
  ['electron-updater only in the shell: preload', probe('src/preload'), 'electron-updater'],
  ['electron-updater only in the shell: tests', probe('test/support'), 'electron-updater'],
  // The order of src/main's folders (ARCH-LAYERS-2): each folder, by the lowest folder it may not
  // import (one of its own row, or the row above); the first five are arrows the code once had.
  [
    'src/main/session is below services',
    probe('src/main/session'),
    'src/main/services/settings-service',
  ],
  [
    'src/main/storage is below services',
    probe('src/main/storage'),
    'src/main/services/clients/clients-service',
  ],
  [
    'src/main/services is below export',
    probe('src/main/services'),
    'src/main/export/export-service',
  ],
  [
    'src/main/services is below portfolio',
    probe('src/main/services'),
    'src/main/portfolio/service',
  ],
  ['src/main/api does not import storage', probe('src/main/api'), 'src/main/storage/database'],
  ['src/main/base is the bottom', probe('src/main/base'), 'src/main/log/logger'],
  ['src/main/log is below bridge', probe('src/main/log'), 'src/main/bridge/events'],
  ['src/main/bridge does not import api', probe('src/main/bridge'), 'src/main/api/http'],
  ['src/main/storage does not import api', probe('src/main/storage'), 'src/main/api/operations'],
  ['src/main/api is below session', probe('src/main/api'), 'src/main/session/session-service'],
  [
    'src/main/portfolio is below export',
    probe('src/main/portfolio'),
    'src/main/export/export-service',
  ],
  [
    'src/main/export is below diagnostics',
    probe('src/main/export'),
    'src/main/diagnostics/diagnostics-service',
  ],
  [
    'src/main/diagnostics is below composition',
    probe('src/main/diagnostics'),
    'src/main/composition/app-services',
  ],
  ['src/main/composition does not import cli', probe('src/main/composition'), 'src/main/cli/run'],
  [
    'src/main/cli does not import composition',
    probe('src/main/cli'),
    'src/main/composition/app-services',
  ],
  ['src/main/cli is below shell', probe('src/main/cli'), 'src/main/shell/ipc'],
]

const breaches = rules.flatMap(([rule, file, module]) =>
  forms(file, module).map(([form, code]) => ({ rule, file, form, code })),
)

/** Node's modules, kept out of the code that runs without Node, as each form can write them. */
const nodeBreaches = ['src/shared', 'src/preload', 'src/renderer/src'].flatMap((folder) =>
  [
    `import { readFileSync } from 'node:fs'\nexport const a = readFileSync`,
    `import path from 'path'\nexport const a = path`,
    `export const load = () => import('node:os')`,
    `// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const a: unknown = require('node:child_process')`,
  ].map((code) => ({ file: probe(folder), code })),
)

const allowed: [file: string, code: string][] = [
  [
    'src/main/services/connection/environment.ts',
    "export const load = () => import('../../../demo-service/server')",
  ],
  [probe('src/main/shell'), "import { app } from 'electron'\nexport const a = app"],
  [
    probe('src/main/shell'),
    "import { autoUpdater } from 'electron-updater'\nexport const a = autoUpdater",
  ],
  [
    probe('src/preload'),
    "import { contextBridge } from 'electron'\nexport const a = contextBridge",
  ],
  [
    probe('src/main/services'),
    "import { readFileSync } from 'node:fs'\nexport const a = readFileSync",
  ],
  [probe('src/main/api'), "import { isHttpUrl } from '@shared/urls'\nexport const a = isHttpUrl"],
  [
    probe('src/shared'),
    "import { z } from 'zod'\nimport { isHttpUrl } from './urls'\nexport const a = [z, isHttpUrl]",
  ],
  [
    probe('src/demo-service'),
    "import { isHttpUrl } from '@shared/urls'\nexport const a = isHttpUrl",
  ],
  [
    probe('src/renderer/src'),
    "import { ref } from 'vue'\nimport { isHttpUrl } from '@shared/urls'\nexport const a = [ref, isHttpUrl]",
  ],
  [
    probe('scripts'),
    "import { parseDelimited } from '../src/shared/csv-parse'\nexport const a = parseDelimited",
  ],
  [
    probe('src/main/shell'),
    "import { createAppServices } from '../composition/app-services'\nexport const a = createAppServices",
  ],
  [
    probe('src/main/services'),
    "import { openDatabase } from '../storage/database'\nexport const a = openDatabase",
  ],
  [
    probe('test/integration'),
    "import { createDispatch } from '../../src/main/bridge/dispatch'\nexport const a = createDispatch",
  ],
]

describe('import boundaries (npm run lint), on resolved paths', () => {
  it.each(breaches)('reports «$rule» from $file through $form', async ({ file, code }) => {
    expect(await violations(file, code)).toContain('import-x/no-restricted-paths')
  })

  it.each(nodeBreaches)('reports a Node module in $file: $code', async ({ file, code }) => {
    expect(await violations(file, code)).toContain('import-x/no-nodejs-modules')
  })

  it('reports an import it cannot resolve, since no boundary could be checked on it', async () => {
    expect(
      await violations(
        probe('src/main'),
        "import { ipcRenderer } from 'electron/renderer'\nexport const a = ipcRenderer",
      ),
    ).toEqual(['import-x/no-unresolved'])
  })

  it('reports a Node module in a .vue file of the renderer', async () => {
    const code =
      '<script setup lang="ts">\nimport os from \'node:os\'\nconsole.log(os)\n</script>\n<template><div /></template>\n'
    const [result] = await eslint.lintText(code, {
      filePath: resolve(ROOT, 'src/renderer/src', `${PROBE}.vue`),
    })
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-nodejs-modules')
  })

  it('reports a value of a schema module in the renderer, and accepts its types', async () => {
    const rules = async (code: string) => {
      const [result] = await eslint.lintText(code, {
        filePath: resolve(ROOT, 'src/renderer/src/stores', `${PROBE}.ts`),
      })
      return result?.messages.map((m) => m.ruleId) ?? []
    }
    const rule = '@typescript-eslint/no-restricted-imports'
    for (const specifier of ['@shared/cases/cases', '../../../shared/cases/cases'])
      expect(
        await rules(
          `import { CaseQuerySchema } from '${specifier}'\nexport const a = CaseQuerySchema`,
        ),
      ).toContain(rule)
    expect(
      await rules(
        "import { type CaseRow } from '@shared/cases/cases'\nexport const a: CaseRow | null = null",
      ),
    ).not.toContain(rule)
  })

  it.each(allowed)('accepts in %s: %s', async (file, code) => {
    expect(await violations(file, code)).toEqual([])
  })
})
