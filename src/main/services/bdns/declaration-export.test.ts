import Database from 'better-sqlite3'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DeclarationRequestSchema } from '@shared/bdns/minimis-declaration'
import { zipEntries } from '../../../../test/support/zip-entries'
import { type Platform } from '../../base/platform-port'
import { migrate } from '../../storage/migrations'
import { MinimisGroupsStore } from '../../storage/minimis-groups-table'
import { type BdnsService } from './bdns-service'
import { exportDeclaration } from './declaration-export'
import { createMinimisGroupsService } from './minimis-groups'

const bdns = {
  minimis: () =>
    Promise.resolve({
      value: [
        {
          id: '1',
          callCode: '600001',
          grantor: 'DIPUTACIÓN DE EJEMPLO',
          regulationText: 'REGLAMENTO (UE) 2023/2831 de minimis',
          grantedOn: '2026-01-10',
          registeredOn: null,
          beneficiary: null,
          instrument: null,
          amount: 4500,
        },
      ],
      fetchedAt: 1,
      source: 'network',
      stale: false,
    }),
} as unknown as BdnsService

function deps() {
  const db = new Database(':memory:')
  migrate(db)
  const groups = createMinimisGroupsService(new MinimisGroupsStore(db), () => 'demo#1')
  return { bdns, groups, now: () => Date.parse('2026-05-14T10:00:00Z') }
}

const request = DeclarationRequestSchema.parse({ nif: 'b12345674', grant: 'Kit Digital' })
const platform = (answer: string | null): Platform =>
  ({ chooseSaveFile: () => Promise.resolve(answer) }) as unknown as Platform

describe('exporting the declaration', () => {
  it('writes the DOCX where the advisor says, whole', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'declaration-'))
    const target = join(folder, 'declaracion.docx')
    const result = await exportDeclaration(deps(), request, {
      platform: platform(target),
      lang: 'es',
    })
    expect(result).toEqual({ path: target, aid: 1, nifs: ['B12345674'] })
    const xml = zipEntries(readFileSync(target)).get('word/document.xml')?.toString('utf8')
    expect(xml).toContain('DIPUTACIÓN DE EJEMPLO')
    expect(readdirSync(folder)).toEqual(['declaracion.docx'])
  })

  it('writes nothing when the save dialog is cancelled', async () => {
    const result = await exportDeclaration(deps(), request, {
      platform: platform(null),
      lang: 'es',
    })
    expect(result.path).toBeNull()
  })
})
