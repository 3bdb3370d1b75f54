import type Database from 'better-sqlite3'
import { type StorageMode } from '@shared/storage'
import { type ApiClient } from '../api/operations'
import { type Logger } from '../log/logger'
import { type CacheStore } from '../storage/answer-cache'
import { CasesStore } from '../storage/case-files/case-files-table'
import { CaseGrantsStore } from '../storage/case-files/case-grants-table'
import { CaseTemplatesStore } from '../storage/case-files/case-templates-table'
import { type ClientsReader } from '../storage/clients/clients-reader'
import { type OutboxStore } from '../storage/outbox-table'
import { createCaseChanges } from '../services/cases/case-changes'
import { createCaseCreation } from '../services/cases/case-create'
import { createCaseQueue } from '../services/cases/case-queue'
import { createCaseFileReads } from '../services/cases/case-file-reads'
import { createCaseFormOptions } from '../services/cases/case-form-options'
import { createCaseGrantLinks } from '../services/cases/case-grant-links'
import { createCaseReplica } from '../services/cases/case-overlay'
import { createRemoteCases } from '../services/cases/remote-cases'
import { createCasesSync } from '../services/cases/cases-sync'
import { type ConnectivityService } from '../services/connection/connectivity-service'
import { type StatusesService } from '../services/cases/statuses-service'
import { refusalOf } from '../services/cases/case-refusal'
import { createUnarchiveRefusals } from '../services/cases/unarchive-refusals'
import { createCurrentExpert } from '../services/cases/advisor-identity'
import { type Handlers } from '../bridge/dispatch'
import { type Emit } from '../bridge/events'

type CaseOps = Extract<keyof Handlers, `cases.${string}`> | 'statuses.list'

/** The case files' services (ARCH-FLOW-8) and their bridge handlers, wired over one database. */
export function createCaseFiles(deps: {
  db: Database.Database
  api: ApiClient
  cache: CacheStore
  clientsReader: ClientsReader
  outbox: OutboxStore
  statuses: StatusesService
  connectivity: ConnectivityService
  account: () => string | null
  user: () => { id: number; email: string } | null
  /** Replays the outbox before an asked-for sync, as `clients.sync` does. */
  replay: () => Promise<unknown>
  /** After a sync that found case files (the histories note the statuses changed there). */
  afterSync?: (account: string) => void
  emit: Emit
  log: Logger
  storage: StorageMode
}) {
  const { api, cache, account, emit, log } = deps
  const replica = createCaseReplica({ store: new CasesStore(deps.db), outbox: deps.outbox })
  const grants = new CaseGrantsStore(deps.db)
  const templates = new CaseTemplatesStore(deps.db)
  const templateOf = (signedIn: string, id: number) => templates.of(signedIn, id)
  const unarchive = createUnarchiveRefusals()
  const currentExpert = createCurrentExpert({ api, cache })
  const formOptions = createCaseFormOptions({ api, cache })
  const sync = createCasesSync({
    api,
    replica,
    cache,
    account,
    emit,
    log,
    afterSync: async (signedIn) => {
      deps.afterSync?.(signedIn)
      await formOptions.refresh(signedIn, () => account() === signedIn)
    },
  })
  const catalogue = async () => (await deps.statuses.list(false)).groups
  const read = createCaseFileReads({
    replica,
    sync,
    formOptions,
    account,
    user: deps.user,
    catalogue,
    grantOf: (signedIn, id) => grants.of(signedIn, id),
    templateOf,
    refusalOf: (signedIn, id) => refusalOf(deps.outbox, signedIn, id),
    unarchiveOffered: (signedIn) => unarchive.offered(signedIn),
    expertIdOf: (signedIn) => currentExpert.of(signedIn)?.id ?? null,
  })
  const queue = createCaseQueue({
    replica,
    outbox: deps.outbox,
    emit,
    storage: deps.storage,
  })
  const cases = createRemoteCases({ api, statusGroups: catalogue })
  const common = {
    cases,
    replica,
    queue,
    connectivity: deps.connectivity,
    account,
    catalogue,
    templateOf,
    unarchive,
    expertOf: (signedIn: string, id: number) =>
      formOptions.experts(signedIn).find((expert) => expert.id === id) ?? null,
    emit,
  }
  const creation = createCaseCreation({
    ...common,
    clientName: (signedIn, id) => deps.clientsReader.get(signedIn, id)?.business_name ?? null,
    templateGrant: (signedIn, templateId) => {
      const template = formOptions.templates(signedIn).find((t) => t.id === templateId)
      return template?.fundId ? { id: template.fundId, title: template.fundTitle } : null
    },
    rememberGrant: (signedIn, caseId, templateId, grant) =>
      grants.remember(signedIn, caseId, templateId, grant),
    rememberTemplate: (signedIn, caseId, templateId) =>
      templates.remember(signedIn, caseId, templateId),
  })
  const changes = createCaseChanges(common)
  const links = createCaseGrantLinks({
    store: replica.store,
    opened: (signedIn) => grants.all(signedIn),
    templates: (signedIn) => formOptions.templates(signedIn),
    catalogue,
  })

  const handlers: Pick<Handlers, CaseOps> = {
    'cases.query': (query) => read.query(query),
    'cases.get': ({ id }) => read.get(id),
    'cases.options': () => read.options(),
    'cases.create': (input) => creation.create(input),
    'cases.setStatus': (input) => changes.setStatus(input),
    'cases.statusOptions': ({ ids }) => read.statusOptions(ids),
    'cases.archive': (input) => changes.archive(input),
    'cases.assign': (input) => changes.assign(input),
    'cases.counts': ({ mine }) => read.counts(mine),
    'cases.byGrant': async ({ client }) => {
      const signedIn = account()
      return signedIn ? links.of(signedIn, client ?? null) : []
    },
    'cases.sync': async () => {
      await deps.replay()
      return sync.sync()
    },
    'statuses.list': ({ refresh }) => deps.statuses.list(refresh),
  }

  return {
    replica,
    unarchive,
    sync,
    read,
    handlers,
    /** The signed-in advisor's expert id as `experts/current/` last told it, when it did. */
    expertIdOf: (signedIn: string) => currentExpert.of(signedIn)?.id ?? null,
    /** Whether `experts/current/` said the advisor is a super expert (false when it did not). */
    superExpertOf: (signedIn: string) => currentExpert.of(signedIn)?.isSuperExpert ?? false,
    /** Every case file of the account whose grant is known (SC-CASE-20): the calls the watch reads. */
    grantLinks: (signedIn: string) => links.of(signedIn, null),
    /** The grant a case file was opened for here (SC-CASE-10). */
    grantOf: (signedIn: string, id: number) => grants.of(signedIn, id),
    /**
     * After a clients sync: who the advisor is (`experts/current/`, SC-CASE-6), then the case files.
     * A failure here is logged, never the clients sync's.
     */
    afterClientsSync: async (): Promise<void> => {
      const signedIn = account()
      if (signedIn) {
        await currentExpert
          .refresh(signedIn, () => account() === signedIn)
          .catch((error: unknown) => log.info('experts/current/ no leído', error))
      }
      await sync.sync().then(
        () => undefined,
        (error: unknown) => log.info('Sincronización de expedientes no completada', error),
      )
    },
  }
}

export type CaseFiles = ReturnType<typeof createCaseFiles>
