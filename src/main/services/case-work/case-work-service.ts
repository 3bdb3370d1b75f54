import type Database from 'better-sqlite3'
import { type DueDeadline, type DueSummary } from '@shared/cases/case-deadlines'
import { deadlineState } from '@shared/cases/deadline-kinds'
import {
  CASE_CHANGE_KINDS,
  type CaseWork,
  HolidaysInputSchema,
  type MailDraft,
} from '@shared/cases/case-work'
import { localIsoDate } from '@shared/format'
import { type Language, type Settings } from '@shared/settings'
import { type StorageMode } from '@shared/storage'
import { type z } from 'zod'
import { type Notifier } from '../../base/notifier-port'
import { type Platform } from '../../base/platform-port'
import { type Emit } from '../../bridge/events'
import { type Logger } from '../../log/logger'
import { CaseDeadlinesStore } from '../../storage/case-files/case-deadlines-table'
import { CaseDocumentsStore } from '../../storage/case-files/case-documents-table'
import { CaseEventsStore } from '../../storage/case-files/case-events-table'
import { CaseFactsStore } from '../../storage/case-files/case-facts-table'
import { CaseNotesStore } from '../../storage/case-files/case-notes-table'
import { CaseWorkStore } from '../../storage/case-files/case-work-table'
import { type CaseInfo } from './case-context'
import { createCaseFacts } from './case-facts'
import { createCaseFolder } from './case-folder'
import { createCaseTimeline } from './case-timeline'
import { type CaseWorkContext, readable, writable } from './case-work-context'
import { createDeadlineRegister } from './deadline-register'
import { createDeadlineReminders } from './deadline-reminders'
import { createDocumentChecklist, type GrantDocuments } from './document-checklist'
import { documentRequest, openDraft } from './document-request'
import { createFolderWatch } from './folder-watch'
import { createNoteBook } from './note-book'

export interface CaseWorkDeps {
  db: Database.Database
  account: () => string | null
  caseOf: (account: string, caseId: number) => CaseInfo | null
  settings: () => Pick<Settings, 'reminderDays' | 'localHolidays'>
  language: () => Language
  grantDocuments: GrantDocuments
  platform: Platform
  notifier: Notifier
  storage: StorageMode
  emit: Emit
  log: Logger
  now?: () => number
}

/**
 * The advisor's work on case files (ARCH-FLOW-12): deadlines, the documents the client owes, notes,
 * the folder, facts kept here and the history, per account in the local database; the folder
 * watch and the deadline reminders while the app runs.
 */
export function createCaseWorkService(deps: CaseWorkDeps) {
  const { db } = deps
  const now = deps.now ?? Date.now
  const deadlines = new CaseDeadlinesStore(db)
  const documents = new CaseDocumentsStore(db)
  const notes = new CaseNotesStore(db)
  const facts = new CaseFactsStore(db)
  const context: CaseWorkContext = {
    account: deps.account,
    caseOf: deps.caseOf,
    settings: deps.settings,
    storage: deps.storage,
    now,
    // IMMEDIATE, as app-services.ts's transactions.
    transaction: (fn) => db.transaction(fn).immediate(),
    changed: (caseIds) => deps.emit('caseWork.changed', { ids: [...caseIds] }),
    events: new CaseEventsStore(db),
    work: new CaseWorkStore(db),
  }
  const register = createDeadlineRegister(context, deadlines)
  const checklist = createDocumentChecklist(context, documents, deps.grantDocuments)
  const noteBook = createNoteBook(context, notes)
  const timeline = createCaseTimeline(context, notes)
  const caseFacts = createCaseFacts(context, facts)
  const folder = createCaseFolder({
    context,
    documents,
    checklist,
    platform: deps.platform,
    language: deps.language,
  })
  const watch = createFolderWatch({
    folders: (account) =>
      context.work
        .folders()
        .filter((row) => row.account === account)
        .map(({ caseId, folder: path }) => ({ caseId, folder: path })),
    reconcile: folder.reconcile,
    log: deps.log,
  })
  const today = () => localIsoDate(new Date(now()))
  /** The case file's own last change known here (SC-CASE-18). */
  function lastChange(account: string, caseId: number): CaseWork['lastChange'] {
    const latest = context.events.latest(account, caseId, CASE_CHANGE_KINDS)
    const kind = CASE_CHANGE_KINDS.find((k) => k === latest?.kind)
    return latest && kind ? { at: latest.at, kind } : null
  }

  function dueOf(account: string): DueDeadline[] {
    return deadlines.running(account).map((deadline) => {
      const info = context.caseOf(account, deadline.caseId)
      return {
        id: deadline.id,
        caseId: deadline.caseId,
        identifier: info?.identifier || `#${deadline.caseId}`,
        caseTitle: info?.title ?? '',
        clientId: info?.clientId ?? null,
        clientName: info?.clientName ?? '',
        kind: deadline.kind,
        label: deadline.label,
        until: deadline.until,
      }
    })
  }

  function due(): DueSummary | null {
    const account = deps.account()
    if (!account) return null
    const day = today()
    const days = deps.settings().reminderDays
    const running = dueOf(account)
    const state = (d: DueDeadline) => deadlineState({ until: d.until, doneOn: null }, day, days)
    return {
      today: day,
      days,
      overdue: running.filter((d) => state(d) === 'overdue'),
      soon: running.filter((d) => state(d) === 'soon'),
    }
  }

  const reminders = createDeadlineReminders({
    account: deps.account,
    due,
    notifier: deps.notifier,
    now,
  })

  function draftOf(caseId: number): { draft: MailDraft; info: CaseInfo } {
    const { account, info } = readable(context, caseId)
    const missing = documents
      .byCase(account, caseId)
      .filter((d) => d.state === 'pending')
      .map((d) => d.name)
    const next = deadlines
      .byCase(account, caseId)
      .find((d) => d.doneOn === null && d.until >= today())
    return { draft: documentRequest(info, missing, next?.until ?? null, deps.language()), info }
  }

  return {
    deadlines: register,
    documents: checklist,
    notes: noteBook,
    timeline,
    facts: caseFacts,
    folder,
    watch,
    reminders,
    due,
    /** Every running deadline of the signed-in account, by its last day («Cartera» → «Plazos»). */
    running: (): DueDeadline[] => {
      const account = deps.account()
      return account ? dueOf(account) : []
    },

    async get({ caseId }: { caseId: number }): Promise<CaseWork> {
      const { account, info } = readable(context, caseId)
      const setup = context.work.get(account, caseId)
      return {
        caseId,
        deadlines: register.byCase(account, caseId),
        documents: checklist.byCase(account, caseId),
        notes: notes.byCase(account, caseId),
        folder: await folder.view(account, caseId),
        seed: {
          grant: info.grant,
          seeded: setup.documentsSeeded,
          cost: await checklist.seedCost(account, caseId, info.grant?.id ?? null),
        },
        holidays: setup.holidays,
        facts: caseFacts.of(account, caseId),
        lastChange: lastChange(account, caseId),
        reminderDays: deps.settings().reminderDays,
        today: today(),
      }
    },

    setHolidays(raw: z.input<typeof HolidaysInputSchema>) {
      const input = HolidaysInputSchema.parse(raw)
      const { account } = writable(context, input.caseId)
      context.work.set(account, input.caseId, { holidays: input.holidays })
      context.changed([input.caseId])
      return { holidays: input.holidays }
    },

    mailDraft: ({ caseId }: { caseId: number }): MailDraft => draftOf(caseId).draft,

    async sendMail({ caseId }: { caseId: number }) {
      const { draft, info } = draftOf(caseId)
      const stem = [info.identifier || `${caseId}`, info.title].filter(Boolean).join(' ')
      return openDraft(draft, deps.platform, deps.language(), stem.replace(/[\\/:*?"<>|]/g, '_'))
    },

    /** The deadlines and documents of these case files (a client's dossier); none signed out. */
    dossierOf(caseFiles: readonly { id: number; identifier: string; title: string }[]) {
      const account = deps.account()
      const of = (c: (typeof caseFiles)[number]) => ({
        identifier: c.identifier,
        caseTitle: c.title,
      })
      if (!account) return { deadlines: [], documents: [] }
      return {
        deadlines: caseFiles.flatMap((c) =>
          deadlines.byCase(account, c.id).map((d) => ({ ...d, ...of(c) })),
        ),
        documents: caseFiles.flatMap((c) =>
          documents.byCase(account, c.id).map((d) => ({ ...d, ...of(c) })),
        ),
      }
    },

    /** Stops the watch and the reminders (quitting). */
    async close(): Promise<void> {
      reminders.stop()
      await watch.close()
    },
  }
}

export type CaseWorkService = ReturnType<typeof createCaseWorkService>
