import type Database from 'better-sqlite3'
import { type CaseRow } from '@shared/cases/cases'
import { type Language, type Settings } from '@shared/settings'
import { type StorageMode } from '@shared/storage'
import { type Notifier } from '../base/notifier-port'
import { type Platform } from '../base/platform-port'
import { type Handlers } from '../bridge/dispatch'
import { type Emit } from '../bridge/events'
import { type Logger } from '../log/logger'
import { type ClientsReader } from '../storage/clients/clients-reader'
import {
  type CaseInfo,
  caseInfoOf,
  clientIdOf,
  requireAccount,
} from '../services/case-work/case-context'
import { createCaseWorkService } from '../services/case-work/case-work-service'
import { type GrantDetailService } from '../services/grants/grant-detail-service'
import { type CaseFiles } from './case-handlers'

type CaseWorkOps = Extract<keyof Handlers, `caseWork.${string}`>

/** Every case file of the account with its status as the service has it (no change waiting). */
function settledRows(caseFiles: CaseFiles, account: string): CaseRow[] {
  const store = caseFiles.replica.store
  const all = { offset: 0, limit: Number.MAX_SAFE_INTEGER }
  const query = (archived: boolean) =>
    store.query(
      account,
      {
        text: '',
        mine: false,
        archived,
        withoutStatus: false,
        sort: { field: 'identifier', direction: 'asc' },
        ...all,
      },
      null,
      all,
    ).rows
  return [...query(false), ...query(true)].filter((row) => row.pending === 'none')
}

/**
 * The advisor's work on case files (ARCH-FLOW-12) over the case-file and client replicas and the
 * grant's kept documents, and its bridge handlers.
 */
export function createCaseWork(deps: {
  db: Database.Database
  caseFiles: CaseFiles
  clientsReader: ClientsReader
  grants: GrantDetailService
  account: () => string | null
  settings: () => Settings
  language: () => Language
  platform: Platform
  notifier: Notifier
  storage: StorageMode
  emit: Emit
  log: Logger
}) {
  const { caseFiles } = deps
  function caseOf(account: string, caseId: number): CaseInfo | null {
    const held = caseFiles.replica.store.get(account, caseId)
    if (!held) return null
    const { server, shown } = held
    const clientId = clientIdOf(server)
    const client = clientId === null ? null : deps.clientsReader.get(account, clientId)
    const copy = { ...server, status_group: shown.statusGroup, current_status: shown.status }
    return caseInfoOf(copy, client, caseFiles.grantOf(account, caseId))
  }

  const service = createCaseWorkService({
    db: deps.db,
    account: deps.account,
    caseOf,
    settings: deps.settings,
    language: deps.language,
    grantDocuments: (grantId, cachedOnly) =>
      deps.grants.section({
        grant: { id: grantId },
        section: 'documents',
        cachedOnly,
        refresh: false,
      }),
    platform: deps.platform,
    notifier: deps.notifier,
    storage: deps.storage,
    emit: deps.emit,
    log: deps.log,
  })

  const handlers: Pick<Handlers, CaseWorkOps> = {
    'caseWork.get': (input) => service.get(input),
    'caseWork.timeline': (input) => service.timeline.of(input),
    'caseWork.previewDeadline': (input) => service.deadlines.preview(input),
    'caseWork.addDeadline': (input) => service.deadlines.add(input),
    'caseWork.updateDeadline': (input) => service.deadlines.update(input),
    'caseWork.removeDeadline': (input) => {
      service.deadlines.remove(input)
      return { removed: true }
    },
    'caseWork.addDocument': (input) => service.documents.add(input),
    'caseWork.updateDocument': (input) => service.documents.update(input),
    'caseWork.removeDocument': (input) => {
      service.documents.remove(input)
      return { removed: true }
    },
    'caseWork.seedDocuments': (input) => service.documents.seed(input),
    'caseWork.attachFile': (input) => service.folder.attach(input),
    'caseWork.addNote': (input) => service.notes.add(input),
    'caseWork.updateNote': (input) => service.notes.update(input),
    'caseWork.removeNote': (input) => {
      service.notes.remove(input)
      return { removed: true }
    },
    'caseWork.setHolidays': (input) => service.setHolidays(input),
    'caseWork.setFacts': (input) => service.facts.set(input),
    'caseWork.chooseFolder': async (input) => {
      const folder = await service.folder.choose(input)
      await service.watch.refresh()
      return folder
    },
    'caseWork.openFolder': (input) => service.folder.open(input),
    'caseWork.mailDraft': (input) => service.mailDraft(input),
    'caseWork.sendMail': (input) => service.sendMail(input),
    'caseWork.due': () => {
      requireAccount(deps.account())
      const due = service.due()
      if (!due) throw new Error('signed out while reading')
      return due
    },
    'caseWork.running': () => {
      requireAccount(deps.account())
      return service.running()
    },
  }

  let followed: string | null = null
  return {
    service,
    handlers,
    /** The folders watched and the reminders are the signed-in account's (none signed out). */
    follow(): void {
      if (deps.account() !== followed) void service.watch.follow((followed = deps.account()))
      service.reminders.check()
    },
    /** Once the session is restored: its folders and reminders, then a reminder once a day. */
    start(): void {
      this.follow()
      service.reminders.start()
    },
    /** After a case-file sync: status changes made in the service go into the histories. */
    afterCasesSync(account: string): void {
      const changed = service.timeline.serviceStatuses(
        account,
        settledRows(caseFiles, account).map((row) => ({
          id: row.id,
          status:
            row.statusGroup && row.status ? { group: row.statusGroup, status: row.status } : null,
        })),
      )
      if (changed.length > 0) deps.emit('caseWork.changed', { ids: changed })
    },
    /**
     * The case files' status change and creation, each into the history too: the status as the
     * replica now shows it (saved, or waiting in the outbox), with its observation.
     */
    caseHandlers: {
      'cases.setStatus': async (input) => {
        const result = await caseFiles.handlers['cases.setStatus'](input)
        const account = deps.account()
        const [first] = input.ids
        const status = account && first !== undefined ? caseOf(account, first)?.status : null
        if (status) service.timeline.statusChanged(input.ids, status, input.observation ?? null)
        return result
      },
      'cases.create': async (input) => {
        const result = await caseFiles.handlers['cases.create'](input)
        const account = deps.account()
        if (account)
          service.timeline.created(
            result.id,
            caseOf(account, result.id)?.status ?? null,
            input.observation || null,
          )
        return result
      },
    } satisfies Pick<Handlers, 'cases.setStatus' | 'cases.create'>,
  }
}
