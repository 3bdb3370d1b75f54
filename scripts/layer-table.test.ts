import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ARCHITECTURE, withTables } from './layer-table'
import { MAIN_FOLDERS, SERVICE_FEATURES } from './main-layers.mjs'

const MAIN = resolve(__dirname, '../src/main')
const foldersIn = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

describe('the layer tables of docs/architecture.md (ARCH-LAYERS-2)', () => {
  it('gives every folder of src/main a row, and no row to a folder that is not there', () => {
    expect([...MAIN_FOLDERS].sort()).toEqual(foldersIn(MAIN))
  })

  it('gives every feature folder of services a row, and none to a missing one', () => {
    expect(SERVICE_FEATURES.map((f) => f.folder).sort()).toEqual(foldersIn(join(MAIN, 'services')))
  })

  it('are the tables scripts/layer-table.ts makes (run it after changing main-layers.mjs)', async () => {
    const doc = readFileSync(ARCHITECTURE, 'utf8')
    expect(doc).toBe(await withTables(doc))
  })
})
