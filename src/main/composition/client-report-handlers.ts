import type Database from 'better-sqlite3'
import { type Letterhead } from '@shared/reports/client-report'
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
import { clientReportJobs } from '../services/reports/client-report-job'
import { clientReportFile } from '../export/client-report/client-report-file'
import { clientReportRefresh } from '../services/reports/client-report-refresh'
import { type ClientReportStores } from '../services/reports/client-report-sources'
import { reportCaseRows } from '../services/reports/report-case-rows'
import { type createSimulatorService } from '../services/simulator/simulator-service'
import { type PortfolioService } from '../portfolio/service'
import { CasesStore } from '../storage/case-files/case-files-table'
import { type ClientsReader } from '../storage/clients/clients-reader'

type ClientReportOps =
  'reports.clientPlan' | 'reports.clientRefresh' | 'reports.clientGenerate' | 'reports.clientCancel'

/** A client's case files in progress, from the replica, as the report lists them. */
function replicaCaseRows(db: Database.Database) {
  const files = new CasesStore(db)
  const rows = reportCaseRows(db)
  return (account: string, clientId: number, language: Language) =>
    rows(
      account,
      files
        .byClient(account, clientId)
        .filter((file) => !file.archived)
        .map((file) => ({
          id: file.id,
          identifier: file.identifier,
          title: file.title,
          status: file.status?.name ?? file.statusGroup?.name ?? '',
          requested: file.requestedAmount,
          awarded: file.awardedAmount,
        })),
      language,
    )
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
  const caseRows = replicaCaseRows(deps.db)
  const stores: ClientReportStores = {
    account: deps.account,
    // Only a client the replica holds: the report never asks the service.
    client: async (account, id) => {
      if (!deps.clientsReader.get(account, id)) return null
      const detail = await deps.clients.get(id)
      return { client: detail.client, keptAt: detail.syncedAt }
    },
    cnaes: async () => (await deps.catalogue.get()).cnaes,
    simulatorKept: (profile) => deps.simulator.kept(profile),
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
    render: clientReportFile,
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
