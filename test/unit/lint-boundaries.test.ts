import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const PROBE = '__boundary_probe__'

// The project's real eslint.config.mjs; the probes are virtual files, so they get a default TS project.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: [
    {
      files: [`**/${PROBE}.ts`],
      languageOptions: {
        parserOptions: {
          projectService: {
            allowDefaultProject: [
              `src/*/${PROBE}.ts`,
              `src/main/*/${PROBE}.ts`,
              `src/renderer/src/${PROBE}.ts`,
            ],
          },
        },
      },
    },
  ],
})

async function restrictedImports(folder: string, code: string, ext = 'ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: resolve(ROOT, folder, `${PROBE}.${ext}`),
  })
  const messages = result?.messages ?? []
  const fatal = messages.find((m) => m.fatal)
  if (fatal) throw new Error(`ESLint could not parse the probe: ${fatal.message}`)
  return messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

const forbidden: [folder: string, code: string, ext?: string][] = [
  ['src/shared', "import { readFileSync } from 'node:fs'\nexport const a = readFileSync"],
  ['src/shared', "import path from 'path'\nexport const a = path"],
  ['src/shared', "import { app } from 'electron'\nexport const a = app"],
  ['src/shared', "import { ref } from 'vue'\nexport const a = ref"],
  [
    'src/shared',
    "import { createDispatch } from '../main/services/dispatch'\nexport const a = createDispatch",
  ],
  ['src/main/services', "import { app } from 'electron'\nexport const a = app"],
  ['src/main/api', "import { net } from 'electron'\nexport const a = net"],
  ['src/main', "import { ipcRenderer } from 'electron/renderer'\nexport const a = ipcRenderer"],
  ['src/renderer/src', "import fs from 'fs'\nexport const a = fs"],
  ['src/renderer/src', "import { ipcRenderer } from 'electron'\nexport const a = ipcRenderer"],
  [
    'src/renderer/src',
    "import { createDispatch } from '../../main/services/dispatch'\nexport const a = createDispatch",
  ],
  [
    'src/renderer/src',
    "import { createSandbox } from '../../sandbox/server'\nexport const a = createSandbox",
  ],
  [
    'src/renderer/src',
    '<script setup lang="ts">\nimport os from \'node:os\'\nconsole.log(os)\n</script>\n<template><div /></template>\n',
    'vue',
  ],
  [
    'src/sandbox',
    "import { createDispatch } from '../main/services/dispatch'\nexport const a = createDispatch",
  ],
  ['src/sandbox', "import { app } from 'electron'\nexport const a = app"],
  ['src/preload', "import { readFileSync } from 'node:fs'\nexport const a = readFileSync"],
]

const allowed: [folder: string, code: string][] = [
  ['src/main/shell', "import { app } from 'electron'\nexport const a = app"],
  ['src/preload', "import { contextBridge } from 'electron'\nexport const a = contextBridge"],
  ['src/main/services', "import { readFileSync } from 'node:fs'\nexport const a = readFileSync"],
  ['src/shared', "import { z } from 'zod'\nexport const a = z"],
  [
    'src/sandbox',
    "import { z } from 'zod'\nimport { isHttpUrl } from '../shared/urls'\nexport const a = [z, isHttpUrl]",
  ],
]

describe('import boundaries (npm run lint)', () => {
  it.each(forbidden)('rejects a forbidden import in %s: %s', async (folder, code, ext) => {
    expect(await restrictedImports(folder, code, ext)).not.toEqual([])
  })

  it.each(allowed)('accepts an allowed import in %s: %s', async (folder, code) => {
    expect(await restrictedImports(folder, code)).toEqual([])
  })
})
