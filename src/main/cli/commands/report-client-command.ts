import { buildClientReport } from '@shared/reports/client-report-build'
import { type ClientReport } from '@shared/reports/client-report'
import { EMPTY_CATALOGUE } from '@shared/catalogue'
import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { madridToday } from '@shared/format'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type MessageKey } from '@shared/messages/keys'
import { normalizeTaxId } from '@shared/tax-id'
import { type ClientData } from '@shared/wire/client'
import { writeAtomically } from '../../base/atomic-file'
import { clientReportFile } from '../../export/client-report/client-report-file'
import { catalogueFrom } from '../../services/catalogue-service'
import { clientMinimis, keptClientMinimis } from '../../services/bdns/client-minimis'
import { listCases } from '../../services/cases/case-list'
import { clientReportParts } from '../../services/reports/client-report-sources'
import { reportCaseRows } from '../../services/reports/report-case-rows'
import { PortfolioRunsStore } from '../../storage/portfolio-runs'
import { type CliContext } from '../cli-context'
import { everyConcession } from './concessions-command'
import { type ReportClientCommand } from './report-client-args'

/** Clients a NIF search reads: a NIF names one client, or a few with a prefix in common. */
const NIF_PAGE_SIZE = 50

async function clientOf(ctx: CliContext, command: ReportClientCommand): Promise<ClientData> {
  if ('id' in command.client) return ctx.api.getClient(command.client.id, ctx.signal)
  const nif = normalizeTaxId(command.client.nif)
  const page = await ctx.api
    .listClients({ pageSize: NIF_PAGE_SIZE, filters: { nif__icontains: nif } })
    .fetch(1, ctx.signal)
  const found = page.results.find((client) => normalizeTaxId(client.nif) === nif)
  if (!found) throw new AppFailure(appError('error.not_found.report_client_nif', { nif }))
  return found
}

/** The client's case files in progress, every page; null when the service has none (SC-CASE-5). */
async function activeCases(ctx: CliContext, clientId: number) {
  try {
    const listed = await listCases(ctx.api, {
      all: true,
      archived: false,
      mine: false,
      client: clientId,
      signal: ctx.signal,
    })
    return listed.rows
  } catch (error) {
    if (isAppFailure(error) && error.appError.reason === 'no_case_files') return null
    throw error
  }
}

/** One sentence on stderr naming the sections the command line could not fill, and why. */
function sayMissing(ctx: CliContext, report: ClientReport, registryFailed: boolean): void {
  const say = (key: MessageKey, params = {}) => renderMessage('es', key, params)
  const noNif = (section: MessageKey) =>
    say('cli.report.missing.no_nif', { section: say(section).toLowerCase() })
  const missing: string[] = []
  if (report.opportunities.meta.state === 'missing')
    missing.push(say('cli.report.missing.opportunities'))
  if (report.company.nif === '') {
    missing.push(noNif('report.section.aid'), noNif('report.section.registry'))
  } else if (registryFailed) missing.push(say('cli.report.missing.registry'))
  if (report.cases.meta.state === 'missing') missing.push(say('cli.report.missing.cases'))
  if (missing.length === 0) return
  ctx.output.warn(
    say('cli.report.client_missing', { sections: missing.join(say('cli.report.and')) }),
  )
}

/**
 * `report client`: the command line keeps no replica, so it asks the service for the client, its
 * concessions (paid, under the cost flags), its case files (every page) and the registry (free),
 * takes the simulator's and «Cartera»'s runs this database keeps, and writes the DOCX or PDF.
 */
export async function reportClient(ctx: CliContext, command: ReportClientCommand): Promise<void> {
  ctx.requireSignedIn()
  const services = await ctx.services()
  const client = await clientOf(ctx, command)
  const nif = normalizeTaxId(client.nif)
  const now = Date.now()
  if (nif !== '') await everyConcession(ctx, command, { kind: 'nif', nif })
  const registry = await ctx.bdns(null)
  let registryFailed = false
  if (nif !== '') {
    await clientMinimis(registry.bdns, registry.groups, nif, { signal: ctx.signal }).catch(
      (error: unknown) => {
        if (ctx.signal.aborted) throw error
        registryFailed = true
      },
    )
  }
  const cases = await activeCases(ctx, client.id)
  const catalogue = await ctx.api.dataFilters().then(catalogueFrom, () => EMPTY_CATALOGUE)
  const caseRows = reportCaseRows(services.db)
  const runs = new PortfolioRunsStore(services.db)
  const parts = await clientReportParts(
    {
      account: () => services.account,
      client: () => Promise.resolve({ client, keptAt: now }),
      cnaes: () => Promise.resolve(catalogue.cnaes),
      simulatorKept: (profile) => services.simulator.kept(profile),
      portfolioRun: () => runs.latest(services.account, 'opportunities'),
      received: (kept) => services.concessions.received([kept])(kept),
      concessions: (kept) => {
        const found = services.concessions.kept(kept)
        return found ? { keptAt: found.fetchedAt, value: found } : null
      },
      minimis: (kept) => keptClientMinimis(registry.bdns, registry.groups, kept, madridToday(now)),
      cases: (account, _id, language) => ({
        keptAt: cases ? now : null,
        rows: caseRows(
          account,
          (cases ?? []).map((file) => ({
            id: file.id,
            identifier: file.identifier,
            title: file.title,
            status: file.current_status?.name ?? file.status_group?.name ?? '',
            requested: file.requested_amount,
            awarded: file.awarded_amount,
          })),
          language,
        ),
      }),
      letterhead: () => null,
      now: () => now,
    },
    client.id,
    { language: command.language, note: '', staleDays: 30 },
  )
  const report = buildClientReport(parts)
  sayMissing(ctx, report, registryFailed)
  const bytes = await clientReportFile(report, command.format)
  await ctx.track(writeAtomically(command.out, (sink) => sink.write(bytes), { signal: ctx.signal }))
  ctx.output.json({
    file: command.out,
    format: command.format,
    language: command.language,
    client: report.company.name,
    sections: {
      company: report.company.meta.state,
      opportunities: report.opportunities.meta.state,
      aid: report.aid.meta.state,
      registry: report.registry.meta.state,
      cases: report.cases.meta.state,
    },
  })
}
