import { mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ACCOUNT,
  caseWorkHarness,
  type CaseWorkHarness,
} from '../../../../test/support/case-work-fixtures'

let open: CaseWorkHarness | null = null
afterEach(async () => {
  await open?.service.close()
  open = null
})

/** A harness whose «Elegir carpeta» makes a fresh folder, chosen for case file 4001. */
async function withFolder(): Promise<{ h: CaseWorkHarness; folder: string }> {
  const h = (open = caseWorkHarness({ downloads: mkdtempSync(join(tmpdir(), 'gd-folder-')) }))
  const chosen = await h.service.folder.choose({ caseId: 4001 })
  if (!chosen.path) throw new Error('no folder')
  return { h, folder: chosen.path }
}

const names = async (h: CaseWorkHarness) =>
  (await h.service.folder.view(ACCOUNT, 4001)).files.map((f) => f.name)
const kinds = (h: CaseWorkHarness) =>
  h.service.timeline.of({ caseId: 4001 }).map((e) => [e.kind, e.text])

describe('a case file’s folder', () => {
  it('starts from what it holds when chosen, and lists its files', async () => {
    const { h, folder } = await withFolder()
    expect(folder).toContain('EXP-2026-04001 Kit Digital')
    writeFileSync(join(folder, 'escrituras.pdf'), 'pdf')
    writeFileSync(join(folder, '.oculto'), 'x')
    writeFileSync(join(folder, '~$memoria.docx'), 'lock')
    expect(await names(h)).toEqual(['escrituras.pdf'])
    expect(kinds(h)).toEqual([])
  })

  it('sees files added, renamed and removed while the app was closed', async () => {
    const { h, folder } = await withFolder()
    writeFileSync(join(folder, 'escrituras.pdf'), 'pdf')
    writeFileSync(join(folder, 'dni.pdf'), 'dni')
    await h.service.folder.reconcile(ACCOUNT, 4001)
    const deeds = h.service.documents.add({ caseId: 4001, name: 'Escrituras' })
    h.service.documents.update({ id: deeds.id, file: 'escrituras.pdf' })
    // Closed: one renamed, one removed, one added.
    renameSync(join(folder, 'escrituras.pdf'), join(folder, 'escrituras firmadas.pdf'))
    rmSync(join(folder, 'dni.pdf'))
    writeFileSync(join(folder, 'memoria.docx'), 'memoria')
    expect(await h.service.folder.reconcile(ACCOUNT, 4001)).toBe(true)
    expect(await names(h)).toEqual(['escrituras firmadas.pdf', 'memoria.docx'])
    expect(h.service.documents.byCase(ACCOUNT, 4001)).toMatchObject([
      { name: 'Escrituras', state: 'received', file: 'escrituras firmadas.pdf' },
    ])
    expect(kinds(h)).toEqual(
      expect.arrayContaining([
        ['file_added', 'memoria.docx'],
        ['file_removed', 'dni.pdf'],
        ['file_added', 'dni.pdf'],
        ['file_added', 'escrituras.pdf'],
      ]),
    )
    expect(kinds(h)).not.toContainEqual(['file_added', 'escrituras firmadas.pdf'])
    // Nothing changed: nothing said.
    expect(await h.service.folder.reconcile(ACCOUNT, 4001)).toBe(false)
  })

  it('changes nothing while the folder cannot be read', async () => {
    const { h, folder } = await withFolder()
    writeFileSync(join(folder, 'escrituras.pdf'), 'pdf')
    await h.service.folder.reconcile(ACCOUNT, 4001)
    rmSync(folder, { recursive: true })
    expect(await h.service.folder.reconcile(ACCOUNT, 4001)).toBe(false)
    expect(await h.service.folder.view(ACCOUNT, 4001)).toMatchObject({
      missing: true,
      files: [{ name: 'escrituras.pdf' }],
    })
  })

  it('is watched while the app runs: a file added, renamed and removed', async () => {
    const { h, folder } = await withFolder()
    await h.service.watch.follow(ACCOUNT)
    await h.service.watch.idle()
    const deeds = h.service.documents.add({ caseId: 4001, name: 'Escrituras' })
    // What the app last saw of the folder, once it has seen `want`.
    const seen = () =>
      (
        h.db.prepare('SELECT name FROM case_folder_files ORDER BY name').pluck().all() as string[]
      ).join('|')
    const settled = async (want: string[]) => {
      while (seen() !== want.join('|')) await h.nextChange()
      await h.service.watch.idle()
    }
    writeFileSync(join(folder, 'escrituras.pdf'), 'pdf')
    await settled(['escrituras.pdf'])
    h.service.documents.update({ id: deeds.id, file: 'escrituras.pdf' })
    // Same size and time: a rename, whatever order the events come in.
    const at = new Date('2026-12-18T10:00:00')
    utimesSync(join(folder, 'escrituras.pdf'), at, at)
    await h.service.folder.reconcile(ACCOUNT, 4001)
    renameSync(join(folder, 'escrituras.pdf'), join(folder, 'escrituras-2026.pdf'))
    await settled(['escrituras-2026.pdf'])
    expect(h.service.documents.byCase(ACCOUNT, 4001)[0]?.file).toBe('escrituras-2026.pdf')
    rmSync(join(folder, 'escrituras-2026.pdf'))
    await settled([])
    expect(h.service.documents.byCase(ACCOUNT, 4001)[0]).toMatchObject({
      state: 'received',
      file: null,
    })
    expect(kinds(h)[0]).toEqual(['file_removed', 'escrituras-2026.pdf'])
  })

  it('takes a file dropped on a document, beside one of the same name', async () => {
    const { h, folder } = await withFolder()
    writeFileSync(join(folder, 'dni.pdf'), 'otro')
    const dni = h.service.documents.add({ caseId: 4001, name: 'DNI' })
    const content = Buffer.from('%PDF-1.7').toString('base64')
    const received = await h.service.folder.attach({ id: dni.id, name: 'dni.pdf', content })
    expect(received).toMatchObject({
      state: 'received',
      file: 'dni (2).pdf',
      receivedOn: '2026-12-18',
    })
    expect(await names(h)).toEqual(['dni (2).pdf', 'dni.pdf'])
    await expect(
      h.service.folder.attach({ id: dni.id, name: '../fuera.pdf', content }),
    ).resolves.toMatchObject({ file: 'fuera.pdf' })
    await expect(
      h.service.folder.attach({ id: dni.id, name: '..', content }),
    ).rejects.toMatchObject({
      appError: { reason: 'file_name' },
    })
  })
})
