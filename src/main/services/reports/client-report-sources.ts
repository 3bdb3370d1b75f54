import { type CnaeEntry } from '@shared/catalogues/cnae'
import {
  type ClientReportParts,
  type Kept,
  type KeptOpportunity,
} from '@shared/reports/client-report-build'
import {
  type Letterhead,
  type ReportCaseRow,
  type ReportLanguage,
} from '@shared/reports/client-report'
import { clientProfile } from '@shared/clients/client-profile'
import { type DeMinimisSummary } from '@shared/bdns/de-minimis'
import { appError, AppFailure } from '@shared/errors'
import { madridToday } from '@shared/format'
import { type OpportunitiesRun } from '@shared/portfolio/portfolio'
import { type AidRow } from '@shared/portfolio/portfolio-aid'
import { type ReceivedGrants } from '@shared/received'
import { normalizeTaxId } from '@shared/tax-id'
import { type ClientData } from '@shared/wire/client'
import { type Opportunity, type SimulatorProfile } from '@shared/wire/opportunity'
import { requireAccount } from '../signed-in'

/**
 * What the app keeps that the client's report is made of, each with the time it was kept; every
 * read is local (no request).
 */
export interface ClientReportStores {
  account: () => string | null
  /** The client as the replica shows it, and when its copy was last brought; null: unknown. */
  client: (
    account: string,
    id: number,
  ) => Promise<{ client: ClientData; keptAt: number | null } | null>
  cnaes: () => Promise<readonly CnaeEntry[]>
  /** The simulator's kept run of a profile, at any age. */
  simulatorKept: (profile: SimulatorProfile) => Kept<readonly Opportunity[]> | null
  /** The account's latest «Cartera» opportunities run. */
  portfolioRun: () => OpportunitiesRun | null
  /** «Ya recibida» for a NIF, from the concessions kept. */
  received: (nif: string) => ReceivedGrants
  /** A NIF's concessions as kept, at any age. */
  concessions: (nif: string) => Kept<{ complete: boolean; rows: readonly AidRow[] }> | null
  /** The registry's de minimis of a NIF (with its «empresa única» group) as last read. */
  minimis: (
    nif: string,
    asOf: string,
  ) => Kept<{ summary: DeMinimisSummary; group: readonly string[] }> | null
  /** The client's case files as the replica holds them, and when the list was last synced. */
  cases: (
    account: string,
    clientId: number,
    language: ReportLanguage,
  ) => { keptAt: number | null; rows: ReportCaseRow[] }
  /** The firm's letterhead of «Ajustes → Informes»; null: the report has none. */
  letterhead: (account: string) => Letterhead | null
  now?: () => number
}

export interface ReportOptions {
  language: ReportLanguage
  note: string
  staleDays: number
}

/** A client of the signed-in account, from the replica, or a short refusal. */
export async function reportClient(stores: ClientReportStores, account: string, id: number) {
  const found = await stores.client(account, id)
  if (!found) throw new AppFailure(appError('error.not_found.report_client', { id }))
  return found
}

/** The latest of the client's simulator run and the account's «Cartera» run that has its rows. */
function opportunitiesOf(
  stores: ClientReportStores,
  client: ClientData,
): ClientReportParts['opportunities'] {
  const nif = normalizeTaxId(client.nif)
  const received = nif === '' ? null : stores.received(nif)
  const profile = clientProfile(client)
  const simulated = profile ? stores.simulatorKept(profile) : null
  const run = stores.portfolioRun()
  const fromRun = run?.rows.filter((row) => row.client_id === client.id) ?? []
  const mark = (row: Opportunity): KeptOpportunity => ({
    ...row,
    received: received?.of(row) ?? null,
  })
  if (simulated && (!run || fromRun.length === 0 || simulated.keptAt >= run.runAt)) {
    return { source: 'simulator', keptAt: simulated.keptAt, value: simulated.value.map(mark) }
  }
  if (run && fromRun.length > 0) return { source: 'portfolio', keptAt: run.runAt, value: fromRun }
  return null
}

/** Everything the report of one client is made of, as kept now. */
export async function clientReportParts(
  stores: ClientReportStores,
  clientId: number,
  options: ReportOptions,
): Promise<ClientReportParts> {
  const account = requireAccount(stores.account())
  const { client, keptAt } = await reportClient(stores, account, clientId)
  const now = (stores.now ?? Date.now)()
  const nif = normalizeTaxId(client.nif)
  const cases = stores.cases(account, clientId, options.language)
  return {
    now,
    ...options,
    letterhead: stores.letterhead(account),
    // A client in the replica was kept at its last sync; one never synced counts as now.
    client: { keptAt: keptAt ?? now, value: client },
    cnaes: await stores.cnaes(),
    opportunities: opportunitiesOf(stores, client),
    concessions: nif === '' ? null : stores.concessions(nif),
    minimis: nif === '' ? null : stores.minimis(nif, madridToday(now)),
    cases: cases.keptAt === null ? null : { keptAt: cases.keptAt, value: cases.rows },
  }
}
