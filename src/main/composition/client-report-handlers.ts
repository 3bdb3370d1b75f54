import type Database from 'better-sqlite3'
import { type Letterhead, type ReportCaseRow } from '@shared/client-report'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Language } from '@shared/settings'
import { type ClientData } from '@shared/wire/client'
import { type Platform } from '../base/platform-port'
import { type Handlers } from '../bridge/dispatch'
import { type Emit } from '../bridge/events'
import { type CatalogueService } from '../services/catalogue-service'
import { clientMinimis, keptClientMinimis } from '../services/bdns/client-minimis'
import { type BdnsService } from '../services/bdns/bdns-service'
import { type MinimisGroupsService } from '../services/bdns/minimis-groups'
import { type ConcessionsService } from '../services/concessions/concessions-service'
import { clientReportDocx } from '../export/client-report/client-report-docx'
import { clientReportJobs } from '../services/reports/client-report-job'
import { clientReportPdf } from '../export/client-report/client-report-pdf'
import { clientReportRefresh } from '../services/reports/client-report-refresh'
import { type ClientReportStores } from '../services/reports/client-report-sources'
import { type SessionCache } from '../services/session-cache'
import { runKey, type StoredRun } from '../services/simulator/simulator-runs'
import { type createSimulatorService } from '../services/simulator/simulator-service'
import { type PortfolioService } from '../portfolio/service'
import { CaseDeadlinesStore } from '../storage/case-deadlines-table'
import { CaseDocumentsStore } from '../storage/case-documents-table'
import { CasesStore } from '../storage/case-files-table'
import { type ClientsReader } from '../storage/clients-reader'

type ClientReportOps =
  'reports.clientPlan' | 'reports.clientRefresh' | 'reports.clientGenerate' | 'reports.clientCancel'

/** A client's case files in progress as the report lists them: names, never ids. */
export function reportCaseRows(
  db: Database.Database,
): (account: string, clientId: number, language: Language) => ReportCaseRow[] {
  const files = new CasesStore(db)
  const deadlines = new CaseDeadlinesStore(db)
  const documents = new CaseDocumentsStore(db)
  return (account, clientId, language) =>
    files
      .byClient(account, clientId)
      .filter((file) => !file.archived)
      .map((file) => {
        const next = deadlines
          .byCase(account, file.id)
          .filter((deadline) => deadline.doneOn === null)
          .sort((a, b) => a.until.localeCompare(b.until))[0]
        return {
          identifier: file.identifier,
          name: file.title,
          status: file.status?.name ?? file.statusGroup?.name ?? '',
          requested: file.requestedAmount,
          awarded: file.awardedAmount,
          nextDeadline: next
            ? {
                label: next.label ?? renderMessage(language, `deadline.kind.${next.kind}`),
                date: next.until,
              }
            : null,
          pendingDocuments: documents
            .byCase(account, file.id)
            .filter((document) => document.state === 'pending')
            .map((document) => document.name),
        }
      })
}

/** The client's «Informe de ayudas» (issue 37) over what the app keeps, and its bridge handlers. */
export function createClientReports(deps: {
  db: Database.Database
  account: () => string | null
  clients: {
    get: (id: number) => Promise<{ client: ClientData; syncedAt: number | null }>
    refreshOne: (id: number) => Promise<unknown>
  }
  clientsReader: ClientsReader
  catalogue: CatalogueService
  cache: SessionCache
  simulator: ReturnType<typeof createSimulatorService>
  concessions: ConcessionsService
  portfolio: Pick<PortfolioService, 'latest'>
  registry: { bdns: BdnsService; groups: MinimisGroupsService }
  casesSyncedAt: (account: string) => number | null
  syncCases: () => Promise<unknown>
  language: () => Language
  /** The firm's letterhead (a port «Ajustes → Informes» fills); without it, none. */
  letterhead?: (account: string) => Letterhead | null
  platform: Platform
  emit: Emit
}) {
  const caseRows = reportCaseRows(deps.db)
  const stores: ClientReportStores = {
    account: deps.account,
    // Only a client the replica holds: the report never asks the service.
    client: async (account, id) => {
      if (!deps.clientsReader.get(account, id)) return null
      const detail = await deps.clients.get(id)
      return { client: detail.client, keptAt: detail.syncedAt }
    },
    cnaes: async () => (await deps.catalogue.get()).cnaes,
    simulatorKept: (profile) => {
      const kept = deps.cache.scope().get<StoredRun>(runKey(profile))
      return kept ? { keptAt: kept.fetchedAt, value: kept.value.pages.flat() } : null
    },
    portfolioRun: () => {
      const run = deps.portfolio.latest('opportunities')
      return run?.kind === 'opportunities' ? run : null
    },
    received: (nif) => deps.concessions.received([nif])(nif),
    concessions: (nif) => {
      const kept = deps.concessions.kept(nif)
      return kept ? { keptAt: kept.fetchedAt, value: kept } : null
    },
    minimis: (nif, asOf) => keptClientMinimis(deps.registry.bdns, deps.registry.groups, nif, asOf),
    cases: (account, clientId, language) => ({
      keptAt: deps.casesSyncedAt(account),
      rows: caseRows(account, clientId, language),
    }),
    letterhead: deps.letterhead ?? (() => null),
  }
  const refresh = clientReportRefresh(stores, {
    client: (id) => deps.clients.refreshOne(id),
    simulator: deps.simulator,
    concessions: deps.concessions,
    minimis: (nif) =>
      clientMinimis(deps.registry.bdns, deps.registry.groups, nif, { refresh: true }),
    cases: deps.syncCases,
    language: deps.language,
  })
  const jobs = clientReportJobs({
    stores,
    platform: deps.platform,
    render: (report, format) =>
      format === 'pdf' ? clientReportPdf(report) : clientReportDocx(report),
    emit: deps.emit,
  })
  const handlers: Pick<Handlers, ClientReportOps> = {
    'reports.clientPlan': (input) => refresh.plan(input),
    'reports.clientRefresh': (input) => refresh.refresh(input),
    'reports.clientGenerate': (input) => jobs.generate(input),
    'reports.clientCancel': ({ jobId }) => jobs.cancel(jobId),
  }
  return { stores, jobs, handlers }
}
