import { basename } from 'node:path'
import { type CatalogueView } from '@shared/catalogue'
import { CONFIRM_ABOVE_REQUESTS } from '@shared/concessions'
import { clientProfile } from '@shared/client-profile'
import { type ReceivedGrants } from '@shared/received'
import { type MarkedOpportunity } from '@shared/simulator'
import { type Opportunity } from '@shared/wire/opportunity'
import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { type Lang, messageRef, renderMessage } from '@shared/messages/catalogue-lookup'
import {
  type DatasetKind,
  type ExportColumn,
  type ExportSource,
  type ExportStartInputSchema,
  type ExportStartResult,
  FORMAT_EXTENSIONS,
  type PortfolioDataset,
} from '@shared/exports'
import {
  DEFAULT_AID_YEARS,
  type DeadlinesView,
  groupByGrant,
  type IcsExportResult,
  type PortfolioKind,
} from '@shared/portfolio'
import { deMinimisWindow, lastYears } from '@shared/portfolio-aid'
import { deadlinesOf } from '@shared/portfolio-deadlines'
import { type z } from 'zod'
import {
  caseListDataset,
  clientDossierDataset,
  clientOpportunitiesDataset,
  type ClientNames,
  clientsDataset,
  concessionsByGrantDataset,
  concessionsByNifDataset,
  type Dataset,
  type DatasetColumn,
  type DossierGrantRow,
  dossierGrantsDataset,
  dossierRows,
  type ExportSheet,
  headerIn,
  opportunitiesDataset,
  portfolioAidDataset,
  portfolioClientsDataset,
  portfolioDeadlinesDataset,
  portfolioGrantsDataset,
  portfolioIncompleteDataset,
  sheetIn,
  statusesDataset,
  statusRows,
  writeExport,
} from './export-parts'
import { writeAtomically } from '../base/atomic-file'
import { type Progress } from '../api/page-walker'
import { RequestAllowance } from '../api/request-allowance'
import { deadlinesCalendar } from '../portfolio/ics'
import { type PortfolioService } from '../portfolio/service'
import { type Logger } from '../log/logger'
import { type ClientsService } from '../services/clients-service'
import { type CaseFilesService } from '../services/case-files-service'
import { type ConcessionsService } from '../services/concessions-service'
import { type GrantDetailService } from '../services/grant-detail-service'
import { type Emit } from '../bridge/events'
import { exportFileName } from './export-names'
import { type ExportPlan, localPlan, mapPlan } from '../services/export-plan'
import { type Platform } from '../base/platform-port'
import { type SimulatorService } from '../services/simulator-service'
import { type StatusesService } from '../services/statuses-service'

type Input = z.output<typeof ExportStartInputSchema>
type AnySheet = ExportSheet<unknown>

interface Prepared {
  /** For the file name: «Concesiones de B12345674» (in the export's language). */
  label: string
  rows: number
  requests: number
  /** Sheets reading their pages with the export's signal and allowance; progress summed over the sheets. */
  sheets: (reading: Reading) => AnySheet[]
}

/** How one export reads its pages: its signal, its progress and the requests it may send. */
interface Reading {
  signal: AbortSignal
  onProgress: (progress: Progress) => void
  allowance: RequestAllowance
}

function sheetOf<T>(
  lang: Lang,
  dataset: Dataset<T>,
  keys: readonly string[] | undefined,
  plan: ExportPlan<T>,
  reading: Reading,
): AnySheet {
  return { ...sheetIn(lang, dataset, keys), rows: plan.pages(reading) } as AnySheet
}

/** An export of a portfolio table before any run of its kind. */
const noRun = (kind: PortfolioKind) =>
  new AppFailure(appError('error.not_found.no_portfolio_run', { kind }))

/** Adds up the pages of several sheets into one progress figure. */
function combinedProgress(parts: number, emit: (progress: Progress) => void) {
  const each: Progress[] = Array.from({ length: parts }, () => ({ done: 0, total: 1 }))
  return (index: number) => (progress: Progress) => {
    each[index] = progress
    emit({
      done: each.reduce((s, p) => s + p.done, 0),
      total: each.reduce((s, p) => s + p.total, 0),
    })
  }
}

/**
 * «Exportar»: works out what it costs, asks for confirmation above 20 requests (SC-COST-3), asks where to
 * save, streams every page in order to a temporary file renamed into place only when complete,
 * pushes `export.progress`, and can be cancelled. Only files it wrote can be revealed.
 */
export function createExportsService(deps: {
  clients: ClientsService
  concessions: ConcessionsService
  statuses: StatusesService
  simulator: SimulatorService
  portfolio: Pick<PortfolioService, 'latest'>
  /** The case files' replica: the «Expedientes» list and a client's sheet of the dossier. */
  cases: Pick<CaseFilesService, 'exportRows' | 'clientRows'>
  catalogue: () => Promise<CatalogueView>
  /** The grants' details this account keeps: the dossier's «Convocatoria» sheet (no request). */
  grants: Pick<GrantDetailService, 'kept'>
  /** Headers, sheet names and the file's name: the UI language, or Spanish if the settings say. */
  language: () => Lang
  platform: Platform
  emit: Emit
  log: Logger
}) {
  const running = new Map<string, AbortController>()
  /** Every export writing now, settled once its file is renamed into place or removed. */
  const writing = new Set<Promise<unknown>>()
  const written = new Set<string>()
  /** Set by abortAll: an export still preparing when the app quits never starts writing. */
  let closing = false

  /**
   * The names a client's ids are written with: the catalogue's, and the managers the replica knows
   * (none before a first sync, or signed out: then «#id»).
   */
  async function names(): Promise<ClientNames> {
    const synced = deps.clients.syncedAt() !== null
    return {
      catalogue: await deps.catalogue(),
      experts: synced ? deps.clients.facets().experts : [],
    }
  }

  /**
   * The opportunities with «Ya recibida» for a client's NIF, from the concessions stored when the
   * sheet is written (no request).
   */
  function marked(plan: ExportPlan<Opportunity>, nif: string): ExportPlan<MarkedOpportunity> {
    let received: ReceivedGrants | null = null
    return mapPlan(plan, (row) => {
      received ??= deps.concessions.received([nif])(nif)
      return { ...row, received: received.of(row) }
    })
  }

  /**
   * The dossier's «Convocatoria» rows: the opportunities as the «Oportunidades» sheet reads them
   * (`seen`, before this sheet is written: the sheets are written in order), each with its grant's
   * detail when this account keeps it, at any age. Never a request.
   */
  function keptGrants(seen: readonly Opportunity[]): ExportPlan<DossierGrantRow> {
    return {
      rows: 0,
      requests: 0,
      // eslint-disable-next-line @typescript-eslint/require-await -- rows already in memory, one page
      async *pages({ onProgress }) {
        yield seen.map((row) => ({
          id: row.id ?? null,
          slug: row.slug,
          title: row.formatted_title,
          kept: deps.grants.kept(row),
        }))
        onProgress({ done: 1, total: 1 })
      },
    }
  }

  /** A table of the latest stored run: no request. */
  function portfolioExport(
    kind: PortfolioDataset,
    keys: readonly string[] | undefined,
    lang: Lang,
  ): Prepared {
    const local = <T>(dataset: Dataset<T>, rows: T[]): Prepared => {
      const plan = localPlan(rows)
      return {
        label: renderMessage(lang, dataset.name),
        rows: plan.rows,
        requests: 0,
        sheets: (reading) => [sheetOf(lang, dataset, keys, plan, reading)],
      }
    }
    if (kind === 'portfolio-aid') {
      const run = deps.portfolio.latest('aid')
      if (run?.kind !== 'aid') throw noRun('aid')
      return local(portfolioAidDataset(run), run.clients)
    }
    const run = deps.portfolio.latest('opportunities')
    if (run?.kind !== 'opportunities') throw noRun('opportunities')
    switch (kind) {
      case 'portfolio-grants':
        return local(portfolioGrantsDataset, groupByGrant(run.rows))
      case 'portfolio-clients':
        return local(portfolioClientsDataset, run.rows)
      case 'portfolio-incomplete':
        return local(portfolioIncompleteDataset, run.incomplete)
      case 'portfolio-deadlines':
        return local(portfolioDeadlinesDataset, deadlinesOf(run).deadlines)
    }
  }

  async function prepare(
    source: ExportSource,
    keys: readonly string[] | undefined,
  ): Promise<Prepared> {
    const lang = deps.language()
    const sheet = <T>(
      dataset: Dataset<T>,
      columns: readonly string[] | undefined,
      plan: ExportPlan<T>,
      reading: Reading,
    ) => sheetOf(lang, dataset, columns, plan, reading)
    const named = (dataset: Dataset<never>) => renderMessage(lang, dataset.name)
    switch (source.kind) {
      case 'clients': {
        const plan = deps.clients.exportPlan(source.query)
        const dataset = clientsDataset(await names())
        return {
          label: named(dataset),
          rows: plan.rows,
          requests: 0,
          sheets: (reading) => [sheet(dataset, keys, plan, reading)],
        }
      }
      case 'concessions': {
        const found = await deps.concessions.exportPlan(source.query)
        const label = renderMessage(lang, 'export.file.concessions_of', {
          what: found.kind === 'nif' ? found.nif : found.label,
        })
        return {
          label,
          rows: found.plan.rows,
          requests: found.plan.requests,
          sheets: (reading) =>
            found.kind === 'nif'
              ? [sheet(concessionsByNifDataset(found.nif), keys, found.plan, reading)]
              : [sheet(concessionsByGrantDataset, keys, found.plan, reading)],
        }
      }
      case 'cases': {
        const plan = localPlan(deps.cases.exportRows(source.query))
        return {
          label: named(caseListDataset),
          rows: plan.rows,
          requests: 0,
          sheets: (reading) => [sheet(caseListDataset, keys, plan, reading)],
        }
      }
      case 'statuses': {
        const plan = localPlan(statusRows((await deps.statuses.list(false)).groups))
        return {
          label: named(statusesDataset),
          rows: plan.rows,
          requests: 0,
          sheets: (reading) => [sheet(statusesDataset, keys, plan, reading)],
        }
      }
      case 'simulator': {
        const plan = await deps.simulator.exportPlan(source.profile)
        const { nif } = source
        return {
          label: named(opportunitiesDataset),
          rows: plan.rows,
          requests: plan.requests,
          sheets: (reading) => [
            nif === undefined
              ? sheet(opportunitiesDataset, keys, plan, reading)
              : sheet(clientOpportunitiesDataset, keys, marked(plan, nif), reading),
          ],
        }
      }
      case 'dossier': {
        const client = await deps.clients.shown(source.clientId)
        const card = localPlan(dossierRows(client, await names(), lang))
        const concessions = await deps.concessions.exportPlan({ kind: 'nif', nif: client.nif })
        const profile = clientProfile(client)
        const opportunities = profile ? await deps.simulator.exportPlan(profile) : localPlan([])
        // Like «Concesiones» and «Oportunidades», the sheet is there even when it has no rows.
        const caseFiles = localPlan(deps.cases.clientRows(client.id))
        // The opportunities as «Oportunidades» writes them, for «Convocatoria» after it.
        const seen: Opportunity[] = []
        const grants = keptGrants(seen)
        return {
          label: renderMessage(lang, 'export.file.record', { name: client.business_name }),
          // «Convocatoria» has one row per opportunity.
          rows: card.rows + concessions.plan.rows + 2 * opportunities.rows + caseFiles.rows,
          requests: concessions.plan.requests + opportunities.requests,
          sheets: (reading) => {
            const part = combinedProgress(5, reading.onProgress)
            const partOf = (index: number) => ({ ...reading, onProgress: part(index) })
            const nif = concessions.kind === 'nif' ? concessions.nif : client.nif
            return [
              sheet(
                { ...clientDossierDataset, name: 'export.sheet.client' },
                undefined,
                card,
                partOf(0),
              ),
              sheet(
                { ...concessionsByNifDataset(nif), name: 'export.sheet.concessions' },
                undefined,
                concessions.plan as ExportPlan<never>,
                partOf(1),
              ),
              sheet(
                clientOpportunitiesDataset,
                undefined,
                mapPlan(marked(opportunities, client.nif), (row) => {
                  seen.push(row)
                  return row
                }),
                partOf(2),
              ),
              sheet(dossierGrantsDataset, undefined, grants, partOf(3)),
              sheet(caseListDataset, undefined, caseFiles, partOf(4)),
            ]
          },
        }
      }
      case 'portfolio':
        return portfolioExport(source.dataset, keys, lang)
    }
  }

  return {
    /** «Exportar a calendario»: the deadlines as an .ics file, where the user chooses. */
    async writeCalendar(view: DeadlinesView): Promise<IcsExportResult> {
      if (view.runAt === null) throw noRun('opportunities')
      const lang = deps.language()
      const target = await deps.platform.chooseSaveFile({
        title: renderMessage(lang, 'dialog.calendar.title'),
        defaultName: exportFileName(renderMessage(lang, portfolioDeadlinesDataset.name), 'ics'),
        extension: 'ics',
      })
      if (!target || closing) return { status: 'cancelled' }
      const text = deadlinesCalendar(view, lang)
      await writeAtomically(target, (sink) => sink.write(text))
      written.add(target)
      return {
        status: 'done',
        path: target,
        fileName: basename(target),
        events: view.deadlines.length,
      }
    },

    async start(input: Input): Promise<ExportStartResult> {
      if (input.source.kind === 'dossier' && input.format !== 'xlsx') {
        throw new AppFailure(
          appError(
            'error.validation.dossier_needs_xlsx',
            { format: input.format },
            { fieldMessages: { format: [messageRef('validation.choose_xlsx')] } },
          ),
        )
      }
      const prepared = await prepare(input.source, input.columns)
      const confirmed = input.confirmedRequests ?? null
      if (prepared.requests > CONFIRM_ABOVE_REQUESTS && (confirmed ?? 0) < prepared.requests) {
        return { status: 'needs-confirmation', requests: prepared.requests, rows: prepared.rows }
      }
      // SC-COST-3: the walk takes each request from here, so it never sends more than confirmed.
      const allowance = new RequestAllowance(confirmed)
      const extension = FORMAT_EXTENSIONS[input.format]
      const target = await deps.platform.chooseSaveFile({
        title: renderMessage(deps.language(), 'dialog.export.title'),
        defaultName: exportFileName(prepared.label, extension),
        extension,
      })
      if (!target || closing) return { status: 'cancelled' }

      const controller = new AbortController()
      running.set(input.exportId, controller)
      const progress = (p: Progress) =>
        deps.emit('export.progress', { exportId: input.exportId, ...p })
      const write = writeExport({
        target,
        format: input.format,
        sheets: prepared.sheets({ signal: controller.signal, onProgress: progress, allowance }),
        signal: controller.signal,
      })
      const settled = write.then(
        () => undefined,
        () => undefined,
      )
      writing.add(settled)
      try {
        const result = await write
        written.add(result.path)
        deps.log.info(`Exportación terminada: ${result.rows} filas, ${allowance.spent} consultas`)
        return {
          status: 'done',
          path: result.path,
          fileName: basename(result.path),
          rows: result.rows,
          requests: allowance.spent,
          confirmedRequests: confirmed,
        }
      } catch (error) {
        if (isAppFailure(error) && error.appError.code === 'cancelled')
          return { status: 'cancelled' }
        throw error
      } finally {
        running.delete(input.exportId)
        writing.delete(settled)
      }
    },

    /**
     * Quitting: cancels every running export and resolves once each has removed its temporary
     * file (the requests in flight are aborted too, and no file is left half written).
     */
    async abortAll(): Promise<void> {
      closing = true
      for (const controller of running.values()) controller.abort()
      await Promise.all([...writing])
    },

    /** How many exports are writing their file now (a restart would cancel them). */
    inProgress(): number {
      return running.size
    },

    cancel(exportId: string): { cancelled: boolean } {
      const controller = running.get(exportId)
      controller?.abort()
      return { cancelled: controller !== undefined }
    },

    /** «Abrir carpeta», only for a file this app has just written. */
    reveal(path: string): { revealed: boolean } {
      if (!written.has(path)) {
        throw new AppFailure(appError('error.forbidden.not_exported_here', {}))
      }
      deps.platform.revealFile(path)
      return { revealed: true }
    },

    async columns(kind: DatasetKind): Promise<ExportColumn[]> {
      const lang = deps.language()
      const aid = () => {
        const run = deps.portfolio.latest('aid')
        if (run?.kind === 'aid') return run
        const now = Date.now()
        return { years: lastYears(now, DEFAULT_AID_YEARS), window: deMinimisWindow(now) }
      }
      const columns: readonly DatasetColumn<never>[] =
        kind === 'clients'
          ? clientsDataset(await names()).columns
          : kind === 'concessions-nif'
            ? concessionsByNifDataset('').columns
            : kind === 'concessions-grant'
              ? concessionsByGrantDataset.columns
              : kind === 'statuses'
                ? statusesDataset.columns
                : kind === 'cases'
                  ? caseListDataset.columns
                  : kind === 'portfolio-grants'
                    ? portfolioGrantsDataset.columns
                    : kind === 'portfolio-clients'
                      ? portfolioClientsDataset.columns
                      : kind === 'portfolio-incomplete'
                        ? portfolioIncompleteDataset.columns
                        : kind === 'portfolio-aid'
                          ? portfolioAidDataset(aid()).columns
                          : kind === 'portfolio-deadlines'
                            ? portfolioDeadlinesDataset.columns
                            : kind === 'simulator-client'
                              ? clientOpportunitiesDataset.columns
                              : opportunitiesDataset.columns
      return columns.map((column) => ({ key: column.key, header: headerIn(lang, column) }))
    },
  }
}

export type ExportsService = ReturnType<typeof createExportsService>
