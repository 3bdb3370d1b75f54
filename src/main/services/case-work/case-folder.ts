import { readdir, stat } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import { type CaseFolder, type FolderFile } from '@shared/cases/case-work'
import { appError, AppFailure } from '@shared/errors'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Language } from '@shared/settings'
import { writeAtomically, writerOf } from '../../base/atomic-file'
import { type Platform } from '../../base/platform-port'
import { type CaseDocumentsStore } from '../../storage/case-files/case-documents-table'
import { requireAccount } from './case-context'
import { type CaseWorkContext, readable, writable } from './case-work-context'
import { type DocumentChecklist } from './document-checklist'

/** The largest file a drop writes into the folder (bigger ones are copied there by hand). */
const MAX_DROPPED_MB = 25

/** Names the folder listing leaves out: hidden files, Office's lock files, our own `.part`. */
const isNoise = (name: string) =>
  name.startsWith('.') || name.startsWith('~$') || writerOf(name) !== null

/** The files directly in a folder, by name; null when it cannot be read. */
async function listFolder(folder: string): Promise<FolderFile[] | null> {
  let names: string[]
  try {
    names = await readdir(folder)
  } catch {
    return null
  }
  const files = await Promise.all(
    names
      .filter((name) => !isNoise(name))
      .map(async (name): Promise<FolderFile | null> => {
        try {
          const info = await stat(join(folder, name))
          return info.isFile()
            ? { name, size: info.size, modifiedAt: Math.round(info.mtimeMs) }
            : null
        } catch {
          return null
        }
      }),
  )
  return files
    .filter((file): file is FolderFile => file !== null)
    .sort((a, b) => a.name.localeCompare(b.name))
}

const sameName = (a: string, b: string) => {
  let n = 0
  while (n < a.length && a[n] === b[n]) n++
  return n + (extname(a) === extname(b) ? 1000 : 0)
}

/**
 * Files gone and files come with the same size and time are renamed files: paired by most of the
 * name in common (its extension first), each once.
 */
function renames(gone: readonly FolderFile[], came: readonly FolderFile[]): Map<string, string> {
  const key = (f: FolderFile) => `${f.size}/${f.modifiedAt}`
  const pairs = gone
    .flatMap((from) =>
      came
        .filter((to) => key(to) === key(from))
        .map((to) => ({ from, to, score: sameName(from.name, to.name) })),
    )
    .sort((a, b) => b.score - a.score)
  const renamed = new Map<string, string>()
  const taken = new Set<string>()
  for (const { from, to } of pairs) {
    if (renamed.has(from.name) || taken.has(to.name)) continue
    renamed.set(from.name, to.name)
    taken.add(to.name)
  }
  return renamed
}

/** A file's name as written by a drop: no folder, no control characters, a name the disk takes. */
function safeName(name: string): string {
  const clean = basename(name.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f<>:"/\\|?*]/g, '_')
    .trim()
  if (clean === '' || clean === '.' || clean === '..' || isNoise(clean))
    throw new AppFailure(appError('error.validation.file_name', { name }))
  return clean.slice(0, 200)
}

/**
 * A case file's folder, chosen by the advisor: its files listed, and what changed in it since it
 * was last seen (while the app ran or while it was closed) worked out by `reconcile`: files added
 * and removed go into the history, a renamed file (gone, and another of the same size and time
 * come) keeps the documents that were it, and a file removed leaves its documents received
 * without it. A folder that cannot be read (a drive not mounted) changes nothing.
 */
export function createCaseFolder(deps: {
  context: CaseWorkContext
  documents: CaseDocumentsStore
  checklist: DocumentChecklist
  platform: Platform
  language: () => Language
}) {
  const { context, documents } = deps

  async function reconcile(account: string, caseId: number): Promise<boolean> {
    const folder = context.work.get(account, caseId).folder
    if (!folder) return false
    const now = await listFolder(folder)
    if (now === null || context.account() !== account) return false
    const before = context.work.files(account, caseId)
    const key = (f: FolderFile) => `${f.size}/${f.modifiedAt}`
    const had = new Map(before.map((f) => [f.name, f]))
    const has = new Map(now.map((f) => [f.name, f]))
    const gone = before.filter((f) => !has.has(f.name))
    const came = now.filter((f) => !had.has(f.name))
    const renamed = renames(gone, came)
    const changed =
      gone.length > 0 || came.length > 0 || now.some((f) => key(had.get(f.name) ?? f) !== key(f))
    if (!changed) return false
    context.transaction(() => {
      context.work.setFiles(account, caseId, now)
      for (const file of gone) {
        const to = renamed.get(file.name) ?? null
        documents.renameFile(account, caseId, file.name, to)
        if (to === null)
          context.events.add(account, caseId, 'file_removed', { text: file.name }, context.now())
      }
      const arrived = new Set(renamed.values())
      for (const file of came) {
        if (!arrived.has(file.name))
          context.events.add(account, caseId, 'file_added', { text: file.name }, context.now())
      }
    })
    context.changed([caseId])
    return true
  }

  return {
    reconcile,

    async view(account: string, caseId: number): Promise<CaseFolder> {
      const folder = context.work.get(account, caseId).folder
      if (!folder) return { path: null, missing: false, files: [] }
      const files = await listFolder(folder)
      return {
        path: folder,
        missing: files === null,
        files: files ?? context.work.files(account, caseId),
      }
    },

    /** «Elegir carpeta»: what is in it now is where it starts from, not files added. */
    async choose({ caseId }: { caseId: number }): Promise<CaseFolder> {
      const { account, info } = writable(context, caseId)
      const lang = deps.language()
      const suggestedName = [info.identifier, info.title].filter(Boolean).join(' ').slice(0, 80)
      const folder = await deps.platform.chooseFolder({
        title: renderMessage(lang, 'dialog.case_folder.title'),
        suggestedName: safeName(suggestedName || `${caseId}`),
      })
      if (folder === null || context.account() !== account) return this.view(account, caseId)
      const files = (await listFolder(folder)) ?? []
      context.transaction(() => {
        context.work.set(account, caseId, { folder })
        context.work.setFiles(account, caseId, files)
      })
      context.changed([caseId])
      return this.view(account, caseId)
    },

    async open({ caseId }: { caseId: number }): Promise<{ opened: boolean }> {
      const { account } = readable(context, caseId)
      const folder = context.work.get(account, caseId).folder
      if (!folder) throw new AppFailure(appError('error.validation.no_case_folder', {}))
      return { opened: await deps.platform.openFolder(folder) }
    },

    /** A file dropped on a document: written into the folder (never over another), the document received. */
    async attach(input: { id: number; name: string; content: string }) {
      const { account, document } = deps.checklist.get(input.id)
      const folder = context.work.get(account, document.caseId).folder
      if (!folder) throw new AppFailure(appError('error.validation.no_case_folder', {}))
      const bytes = Buffer.from(input.content, 'base64')
      if (bytes.length > MAX_DROPPED_MB * 1024 * 1024)
        throw new AppFailure(appError('error.validation.file_too_large', { max: MAX_DROPPED_MB }))
      const name = safeName(input.name)
      const listed = await listFolder(folder)
      if (!listed) throw new AppFailure(appError('error.not_found.case_folder', { folder }))
      const present = new Set(listed.map((f) => f.name))
      const extension = extname(name)
      const stem = name.slice(0, name.length - extension.length)
      let target = name
      for (let n = 2; present.has(target); n++) target = `${stem} (${n})${extension}`
      await writeAtomically(join(folder, target), (sink) => sink.write(bytes))
      requireAccount(context.account())
      const received = deps.checklist.receivedAs(account, document, target)
      await reconcile(account, document.caseId)
      return received
    },
  }
}
