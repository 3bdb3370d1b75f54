import { z } from 'zod'
import {
  CallCostSchema,
  CallPageSchema,
  CallSearchInputSchema,
  FitsInputSchema,
  FitsSchema,
  SavedRunInputSchema,
  SavedRunSchema,
  SavedSearchRefSchema,
  SavedSearchSchema,
  SaveSearchInputSchema,
} from './calls'
import { type EventName, type OpName } from './bridge-names'
import { bdnsKeptSchema } from './bdns/bdns'
import { CrossCheckInputSchema, CrossCheckSchema } from './bdns/aid-cross-check'
import {
  CallWatchCheckInputSchema,
  CallWatchCheckResultSchema,
  CallWatchSeenInputSchema,
  CallWatchStateSchema,
} from './bdns/call-watch-state'
import { ClientMinimisInputSchema, ClientMinimisSchema } from './bdns/client-minimis-report'
import { DeclarationRequestSchema, DeclarationResultSchema } from './bdns/minimis-declaration'
import { MinimisGroupSaveSchema, MinimisGroupSchema } from './bdns/minimis-group-schemas'
import { BdnsCallInputSchema, BdnsCallSchema } from './wire/bdns-wire'
import { type AppError } from './errors'
import {
  CaseArchiveInputSchema,
  CaseAssignInputSchema,
  CaseChangeResultSchema,
  CaseCountsInputSchema,
  CaseCountsSchema,
  CaseCreateInputSchema,
  CaseCreateResultSchema,
  CaseDetailSchema,
  CaseFormOptionsSchema,
  CaseGrantLinkSchema,
  CaseGrantLinksInputSchema,
  CaseIdSchema,
  CasePageSchema,
  CaseQuerySchema,
  CaseStatusInputSchema,
  CaseStatusOptionsInputSchema,
  CaseStatusOptionsSchema,
  CaseSyncResultSchema,
} from './cases/cases'
import {
  CaseDeadlineSchema,
  DeadlineAddSchema,
  DeadlinePreviewInputSchema,
  DeadlinePreviewSchema,
  DeadlineUpdateSchema,
  DueDeadlineSchema,
  DueSummarySchema,
} from './cases/case-deadlines'
import {
  CaseDocumentSchema,
  CaseFactsSchema,
  CaseFolderSchema,
  CaseNoteSchema,
  CaseRefSchema,
  CaseWorkChangedSchema,
  CaseWorkSchema,
  DocumentAddSchema,
  DocumentFileSchema,
  DocumentUpdateSchema,
  FactsInputSchema,
  HolidaysInputSchema,
  ItemIdSchema,
  MailDraftSchema,
  MailOpenSchema,
  NoteAddSchema,
  NoteUpdateSchema,
  TimelineEntrySchema,
} from './cases/case-work'
import { CatalogueViewSchema } from './catalogue'
import { ClientSummaryInputSchema, ClientSummarySchema } from './clients/client-summary'
import { CreditsViewSchema } from './credits'
import {
  MonthReportExportInputSchema,
  MonthReportExportResultSchema,
  MonthReportInputSchema,
  MonthReportSchema,
  MonthReportScopeSchema,
} from './reports/month-report'
import {
  EmailDraftInputSchema,
  EmailDraftSchema,
  PickLogoResultSchema,
  ReportFileInputSchema,
  ReportSettingsSchema,
  ReportSettingsViewSchema,
} from './reports/report-settings'
import {
  ClientReportCancelInputSchema,
  ClientReportCancelSchema,
  ClientReportGenerateInputSchema,
  ClientReportGenerateSchema,
  ClientReportPlanInputSchema,
  ClientReportPlanSchema,
  ClientReportProgressSchema,
  ClientReportRefreshInputSchema,
  ClientReportRefreshSchema,
} from './reports/client-report-ops'
import {
  AboutSchema,
  DiagnosticInputSchema,
  DiagnosticPreviewSchema,
  DiagnosticSaveSchema,
} from './diagnostics'
import {
  ConcessionProgressSchema,
  ConcessionResultSchema,
  ConcessionSearchInputSchema,
} from './concessions'
import {
  DATASET_KINDS,
  ExportColumnSchema,
  ExportProgressSchema,
  ExportStartInputSchema,
  ExportStartResultSchema,
} from './exports'
import {
  DeadlinesViewSchema,
  IcsExportResultSchema,
  PortfolioConfirmMoreInputSchema,
  PortfolioKindInputSchema,
  PortfolioNeedsMoreSchema,
  PortfolioPlanInputSchema,
  PortfolioPlanSchema,
  PortfolioProgressSchema,
  PortfolioRunInputSchema,
  PortfolioRunSchema,
} from './portfolio/portfolio'
import { SimulatorResultSchema, SimulatorRunInputSchema } from './simulator'
import {
  GrantKeptInputSchema,
  GrantKeptSchema,
  GrantSearchInputSchema,
  GrantSearchResultSchema,
  GrantSectionInputSchema,
  GrantSectionResultSchema,
  NifSimulationInputSchema,
  NifSimulationResultSchema,
} from './grant-info'
import { StatusListInputSchema, StatusListSchema } from './statuses'
import {
  ClientDetailSchema,
  ClientFacetsSchema,
  ClientLookupInputSchema,
  ClientLookupSchema,
  ClientPageSchema,
  ClientQuerySchema,
  ClientCreateInputSchema,
  ClientCreateResultSchema,
  ClientUpdateInputSchema,
  ClientUpdateResultSchema,
  ConnectivitySchema,
  OutboxEntrySchema,
  OutboxSummarySchema,
  ProgressSchema,
  ResolveInputSchema,
  SyncResultSchema,
} from './clients/clients'
import { ProfileViewSchema } from './profile'
import {
  EnvironmentStatusSchema,
  LoginInputSchema,
  ReauthInputSchema,
  SessionViewSchema,
} from './session'
import { SettingsPatchSchema, SettingsSchema } from './settings'
import { APP_COMMANDS, SHORTCUT_SCREENS } from './shortcuts'
import { LocalDataSchema, StartupNoticeSchema, StorageModeSchema } from './storage'
import { UpdateRestartSchema, UpdateStateSchema } from './updates'

export * from './bridge-names'

/** Screens the native menu can open. */
const MENU_ROUTES = ['settings', ...SHORTCUT_SCREENS] as const
export type MenuRoute = (typeof MENU_ROUTES)[number]

const NoInput = z.undefined()
/** Below 0: a client added offline, not yet made by the service (SC-CLIENT-6). */
const ClientIdSchema = z.object({
  id: z
    .number()
    .int()
    .refine((id) => id !== 0),
})
const EntryIdSchema = z.object({ entryId: z.number().int().positive() })

const AppInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  platform: z.string(),
  runtime: z.enum(['electron', 'web']),
  electronVersion: z.string().nullable(),
  keychainAvailable: z.boolean(),
  /** Things the user must hear about once (e.g. a local database that was recovered). */
  notices: z.array(StartupNoticeSchema),
  /** How the local database could be opened; anything but `writable` refuses offline edits. */
  storage: StorageModeSchema,
})
export type AppInfo = z.infer<typeof AppInfoSchema>

interface OpDefinition {
  input: z.ZodType
  output: z.ZodType
}

/** Every operation main offers the renderer: the single source of truth for the bridge. */
export const ops = {
  'app.info': { input: NoInput, output: AppInfoSchema },
  /** «Acerca de»: versions and the third-party licence notices the build generated. */
  'app.about': { input: NoInput, output: AboutSchema },
  /** «Ayuda → Abrir carpeta de registros». `opened` is false when there is no log folder. */
  'logs.openFolder': { input: NoInput, output: z.object({ opened: z.boolean() }) },
  /** «Ayuda → Exportar diagnóstico…»: the files the zip will hold, shown before saving. */
  'diagnostics.preview': { input: DiagnosticInputSchema, output: DiagnosticPreviewSchema },
  /** Asks where to save (save dialog in main) and writes the zip; `path` null when cancelled. */
  'diagnostics.export': { input: DiagnosticInputSchema, output: DiagnosticSaveSchema },
  'settings.get': { input: NoInput, output: SettingsSchema },
  'settings.update': { input: SettingsPatchSchema, output: SettingsSchema },
  'environment.status': { input: NoInput, output: EnvironmentStatusSchema },
  'session.state': { input: NoInput, output: SessionViewSchema },
  'session.login': { input: LoginInputSchema, output: SessionViewSchema },
  'session.reauth': { input: ReauthInputSchema, output: SessionViewSchema },
  'session.logout': { input: NoInput, output: SessionViewSchema },
  'profile.get': { input: NoInput, output: ProfileViewSchema },
  'catalogue.get': { input: NoInput, output: CatalogueViewSchema },
  'clients.query': { input: ClientQuerySchema, output: ClientPageSchema },
  'clients.facets': { input: NoInput, output: ClientFacetsSchema },
  /** The command palette's search: a few clients by name, NIF or reference, best matches first. */
  'clients.lookup': { input: ClientLookupInputSchema, output: ClientLookupSchema },
  'clients.get': { input: ClientIdSchema, output: ClientDetailSchema },
  'clients.refresh': { input: ClientIdSchema, output: ClientDetailSchema },
  'clients.update': { input: ClientUpdateInputSchema, output: ClientUpdateResultSchema },
  /** «Añadir cliente» from a NIF (`POST clients/`, SC-CLIENT-6); offline, queued in the outbox. */
  'clients.create': { input: ClientCreateInputSchema, output: ClientCreateResultSchema },
  'clients.sync': { input: NoInput, output: SyncResultSchema },
  /** Stops a running sync; the replica stays as it was. `cancelled` is false when none was running. */
  'clients.cancelSync': { input: NoInput, output: z.object({ cancelled: z.boolean() }) },
  /**
   * A client's page: its concessions as the cache keeps them (any age) and its opportunities in the
   * latest «Cartera» run. Never sends a request.
   */
  'clients.summary': { input: ClientSummaryInputSchema, output: ClientSummarySchema },
  /** Case files (SC-CASE-*): a window of the local replica, online or offline; never a request. */
  'cases.query': { input: CaseQuerySchema, output: CasePageSchema },
  'cases.get': { input: CaseIdSchema, output: CaseDetailSchema },
  /** «Nuevo expediente»: the catalogue with its initial status, the templates and the experts. */
  'cases.options': { input: NoInput, output: CaseFormOptionsSchema },
  /** Creates, then sets the status (two calls); online only. */
  'cases.create': { input: CaseCreateInputSchema, output: CaseCreateResultSchema },
  /** One or many case files; offline the change waits in the outbox. */
  'cases.setStatus': { input: CaseStatusInputSchema, output: CaseChangeResultSchema },
  /** The statuses offered for those case files, by their templates (SC-CASE-11); no request. */
  'cases.statusOptions': { input: CaseStatusOptionsInputSchema, output: CaseStatusOptionsSchema },
  'cases.archive': { input: CaseArchiveInputSchema, output: CaseChangeResultSchema },
  /** «Asignar a…» (`forms/expert-assign/`, SC-CASE-15); offline the change waits in the outbox. */
  'cases.assign': { input: CaseAssignInputSchema, output: CaseChangeResultSchema },
  /**
   * Active case files per status, from the replica: all, or only the advisor's (`mine`), with the
   * same filter `cases.query` applies, so a count is the length of the list it opens.
   */
  'cases.counts': { input: CaseCountsInputSchema, output: CaseCountsSchema },
  /**
   * The case files whose grant is known, of one client or of all (SC-CASE-20): what an opportunity
   * of the simulator or of «Cartera» already has. From the replica; never a request.
   */
  'cases.byGrant': { input: CaseGrantLinksInputSchema, output: z.array(CaseGrantLinkSchema) },
  /** Syncs the case files now (they also sync with the clients). */
  'cases.sync': { input: NoInput, output: CaseSyncResultSchema },
  /**
   * The advisor's own work on a case file (ARCH-FLOW-12), kept per account on this computer: its
   * deadlines, the documents the client owes, notes, folder, facts kept here and its history.
   */
  'caseWork.get': { input: CaseRefSchema, output: CaseWorkSchema },
  'caseWork.timeline': { input: CaseRefSchema, output: z.array(TimelineEntrySchema) },
  /** The end a period would reach, and what it passes over, before it is saved. */
  'caseWork.previewDeadline': { input: DeadlinePreviewInputSchema, output: DeadlinePreviewSchema },
  'caseWork.addDeadline': { input: DeadlineAddSchema, output: CaseDeadlineSchema },
  'caseWork.updateDeadline': { input: DeadlineUpdateSchema, output: CaseDeadlineSchema },
  'caseWork.removeDeadline': { input: ItemIdSchema, output: z.object({ removed: z.boolean() }) },
  'caseWork.addDocument': { input: DocumentAddSchema, output: CaseDocumentSchema },
  'caseWork.updateDocument': { input: DocumentUpdateSchema, output: CaseDocumentSchema },
  'caseWork.removeDocument': { input: ItemIdSchema, output: z.object({ removed: z.boolean() }) },
  /** The grant's required documents as the checklist, once (one paid request unless kept). */
  'caseWork.seedDocuments': { input: CaseRefSchema, output: z.array(CaseDocumentSchema) },
  /** A file dropped on a document: written into the case file's folder, the document received. */
  'caseWork.attachFile': { input: DocumentFileSchema, output: CaseDocumentSchema },
  'caseWork.addNote': { input: NoteAddSchema, output: CaseNoteSchema },
  'caseWork.updateNote': { input: NoteUpdateSchema, output: CaseNoteSchema },
  'caseWork.removeNote': { input: ItemIdSchema, output: z.object({ removed: z.boolean() }) },
  'caseWork.setHolidays': {
    input: HolidaysInputSchema,
    output: HolidaysInputSchema.pick({ holidays: true }),
  },
  /** Amounts, dates and reference kept only here (SC-CASE-16). */
  'caseWork.setFacts': { input: FactsInputSchema, output: CaseFactsSchema },
  /** Asks for the case file's folder (a dialog in main) and watches it. */
  'caseWork.chooseFolder': { input: CaseRefSchema, output: CaseFolderSchema },
  'caseWork.openFolder': { input: CaseRefSchema, output: z.object({ opened: z.boolean() }) },
  /** «Pedir documentación»: the e-mail to the client, as it would open. */
  'caseWork.mailDraft': { input: CaseRefSchema, output: MailDraftSchema },
  /** Opens it in the mail program: a mailto: link, or an .eml file for a long list. */
  'caseWork.sendMail': { input: CaseRefSchema, output: MailOpenSchema },
  /** The signed-in account's overdue deadlines and those due within the reminder days. */
  'caseWork.due': { input: NoInput, output: DueSummarySchema },
  /** Every running deadline of the account's case files, by its last day. */
  'caseWork.running': { input: NoInput, output: z.array(DueDeadlineSchema) },
  'outbox.summary': { input: NoInput, output: OutboxSummarySchema },
  'outbox.list': { input: NoInput, output: z.array(OutboxEntrySchema) },
  'outbox.resolve': { input: ResolveInputSchema, output: OutboxSummarySchema },
  'outbox.discard': { input: EntryIdSchema, output: OutboxSummarySchema },
  /** «Reintentar» a failed or not-saved edit: back to the queue, then the outbox is replayed. */
  'outbox.retry': { input: EntryIdSchema, output: OutboxSummarySchema },
  'connectivity.state': { input: NoInput, output: ConnectivitySchema },
  'concessions.search': { input: ConcessionSearchInputSchema, output: ConcessionResultSchema },
  'statuses.list': { input: StatusListInputSchema, output: StatusListSchema },
  'simulator.run': { input: SimulatorRunInputSchema, output: SimulatorResultSchema },
  /** «Simular por NIF y CNAE» (paid, cached 24 h per account like every paid answer). */
  'simulator.runByNif': { input: NifSimulationInputSchema, output: NifSimulationResultSchema },
  /** One section of a grant's detail, kept 24 h per account; `cachedOnly` never sends a request. */
  'grants.section': { input: GrantSectionInputSchema, output: GrantSectionResultSchema },
  /** The sections of a grant this account keeps, at any age: never a request. */
  'grants.kept': { input: GrantKeptInputSchema, output: GrantKeptSchema },
  /** «Por convocatoria»'s picker: grants with published concessions, by words of the title (paid). */
  'grants.search': { input: GrantSearchInputSchema, output: GrantSearchResultSchema },
  /**
   * «Convocatorias»: a page of the search of calls (`funds/`, paid), kept 24 h per account and
   * never sent twice within them; offline, the kept page at any age (`fromCache`, `fetchedAt`).
   * A service without it fails with `not_found`/`no_calls`.
   */
  'calls.search': { input: CallSearchInputSchema, output: CallPageSchema },
  /** What that page costs now: 0 requests when kept (nothing is sent). */
  'calls.cost': { input: CallSearchInputSchema, output: CallCostSchema },
  /** «Búsquedas guardadas» of this account, by name (SC-CALLS-6). */
  'calls.saved': { input: NoInput, output: z.array(SavedSearchSchema) },
  /** Keeps the filters under a name; a name taken fails with `conflict`. */
  'calls.save': { input: SaveSearchInputSchema, output: SavedSearchSchema },
  'calls.deleteSaved': { input: SavedSearchRefSchema, output: z.object({ deleted: z.boolean() }) },
  /**
   * Runs a saved search over at most `maxPages` pages (through the cache: ask `calls.cost` and
   * the count first), each call marked new against its previous run, with those gone since.
   */
  'calls.runSaved': { input: SavedRunInputSchema, output: SavedRunSchema },
  /**
   * The clients of the replica that fit a call, from its kept detail: no request. `notKept` when
   * the detail is not kept yet (`grants.section` asks it, paid).
   */
  'calls.fits': { input: FitsInputSchema, output: FitsSchema },
  /** «Cartera»: what a run will cost (requests, cache) before anything is sent. */
  'portfolio.plan': { input: PortfolioPlanInputSchema, output: PortfolioPlanSchema },
  /** Runs and stores it (per account); refuses above 20 requests without `confirmedRequests`. */
  'portfolio.run': { input: PortfolioRunInputSchema, output: PortfolioRunSchema },
  /** The user's word for the requests a run asked for again (`portfolio.needsMore`), in all. */
  'portfolio.confirmMore': {
    input: PortfolioConfirmMoreInputSchema,
    output: z.object({ continued: z.boolean() }),
  },
  /** Stops the run of that kind; nothing is stored and the previous run stays. */
  'portfolio.cancel': {
    input: PortfolioKindInputSchema,
    output: z.object({ cancelled: z.boolean() }),
  },
  /** The last stored run of this account, or null. */
  'portfolio.latest': { input: PortfolioKindInputSchema, output: PortfolioRunSchema.nullable() },
  /** The dated closings and openings of the latest opportunities run. */
  'portfolio.deadlines': { input: NoInput, output: DeadlinesViewSchema },
  /** The deadlines as an iCalendar file: save dialog in main; no request. */
  'portfolio.exportIcs': { input: NoInput, output: IcsExportResultSchema },
  /** The credit balance when the service tells it (SC-COST-5); `available: false` otherwise. */
  'credits.get': { input: NoInput, output: CreditsViewSchema },
  /** «Informe mensual» (issue 37): from the replica and the history kept here; no request. */
  'reports.month': { input: MonthReportInputSchema, output: MonthReportSchema },
  /** «Ajustes → Informes» of the signed-in account, kept in the local database. */
  'reportSettings.get': { input: NoInput, output: ReportSettingsViewSchema },
  'reportSettings.save': { input: ReportSettingsSchema, output: ReportSettingsViewSchema },
  /** The system's open dialog (main), then the picked PNG or JPEG copied in (at most 1 MiB). */
  'reportSettings.pickLogo': { input: NoInput, output: PickLogoResultSchema },
  'reportSettings.removeLogo': { input: NoInput, output: ReportSettingsViewSchema },
  /**
   * The client's «Informe de ayudas»: each section's state, when it was kept and what refreshing it
   * costs, per client and in all; no request.
   */
  'reports.clientPlan': { input: ClientReportPlanInputSchema, output: ClientReportPlanSchema },
  /** Refreshes the sections asked for through the existing services; above 20 requests, asks first. */
  'reports.clientRefresh': {
    input: ClientReportRefreshInputSchema,
    output: ClientReportRefreshSchema,
  },
  /**
   * Writes the report of each client from what is kept (no request): one client, a save dialog;
   * several, a folder chosen once and one file each, never over an existing file. A job: progress
   * as `reports.clientProgress`, stopped by `reports.clientCancel` (the files written stay).
   */
  'reports.clientGenerate': {
    input: ClientReportGenerateInputSchema,
    output: ClientReportGenerateSchema,
  },
  'reports.clientCancel': {
    input: ClientReportCancelInputSchema,
    output: ClientReportCancelSchema,
  },
  /** «Abrir» / «Mostrar en la carpeta»: only a report `reports.clientGenerate` wrote here. */
  'reports.open': { input: ReportFileInputSchema, output: z.object({ opened: z.boolean() }) },
  'reports.reveal': { input: ReportFileInputSchema, output: z.object({ revealed: z.boolean() }) },
  /**
   * «Preparar correo»: an .eml draft to the client (`To:` its address when the replica has one),
   * the template of «Ajustes → Informes» filled, the report written here attached; opened in the
   * mail program.
   */
  'reports.emailDraft': { input: EmailDraftInputSchema, output: EmailDraftSchema },
  /** Whether the signed-in advisor may see the whole team's report (a super expert). */
  'reports.monthScope': { input: NoInput, output: MonthReportScopeSchema },
  /** The report as XLSX or PDF, where the advisor chooses (the save dialog is main's). */
  'reports.monthExport': {
    input: MonthReportExportInputSchema,
    output: MonthReportExportResultSchema,
  },
  'export.start': { input: ExportStartInputSchema, output: ExportStartResultSchema },
  'export.cancel': {
    input: z.object({ exportId: z.string().max(64) }),
    output: z.object({ cancelled: z.boolean() }),
  },
  'export.reveal': {
    input: z.object({ path: z.string().max(4096) }),
    output: z.object({ revealed: z.boolean() }),
  },
  'export.columns': {
    input: z.object({ kind: z.enum(DATASET_KINDS) }),
    output: z.array(ExportColumnSchema),
  },
  /** What this computer keeps of the signed-in account (asked before signing out or erasing). */
  'account.localData': { input: NoInput, output: LocalDataSchema },
  /** «Borrar los datos de esta cuenta en este equipo»: every local row, the keychain entry, sign-out. */
  'account.erase': { input: NoInput, output: SessionViewSchema },
  /** The updater: support, status, the version found and the last check (update-service.ts). */
  'update.state': { input: NoInput, output: UpdateStateSchema },
  /** «Buscar actualizaciones»: answers once the feed has (the download goes on in the background). */
  'update.check': { input: NoInput, output: UpdateStateSchema },
  /** «Reiniciar para actualizar»: asks first when edits wait in the outbox or an export runs. */
  'update.restart': { input: NoInput, output: UpdateRestartSchema },
  /**
   * A client's de minimis from the official registry (BDNS, free): its «empresa única» group's
   * aid summed, the window, each ceiling's use and headroom, when each NIF was read. Kept a day;
   * offline, the kept answer at any age (`sources[].stale`).
   */
  'bdns.minimis': { input: ClientMinimisInputSchema, output: ClientMinimisSchema },
  /** The account's «empresa única» groups. */
  'bdns.groups': { input: NoInput, output: z.array(MinimisGroupSchema) },
  /** Creates (`id` null) or replaces a group; a NIF in another group is a `conflict`. */
  'bdns.saveGroup': { input: MinimisGroupSaveSchema, output: MinimisGroupSchema },
  'bdns.removeGroup': {
    input: z.object({ id: z.number().int() }),
    output: z.object({ removed: z.boolean() }),
  },
  /** The declaration as DOCX, saved where the advisor says (`path` null: cancelled). */
  'bdns.exportDeclaration': { input: DeclarationRequestSchema, output: DeclarationResultSchema },
  /** A call of the registry by its BDNS code, kept a day; a null never erases a known date. */
  'bdns.call': { input: BdnsCallInputSchema, output: bdnsKeptSchema(BdnsCallSchema) },
  /** The calls behind case files: code, public page, last read, unseen changes (the badge). */
  'bdns.watchState': { input: NoInput, output: CallWatchStateSchema },
  /** «Comprobar ahora»: one case file's call, or all of them. */
  'bdns.checkNow': { input: CallWatchCheckInputSchema, output: CallWatchCheckResultSchema },
  /** The case file's changes were seen: its badge count goes to 0. */
  'bdns.markSeen': { input: CallWatchSeenInputSchema, output: z.object({ unseen: z.number() }) },
  /**
   * What each source misses for a NIF: the concessions the grants service lists (as this account
   * keeps them, no request) and the registry's de minimis does not, and the other way round.
   */
  'bdns.crossCheck': { input: CrossCheckInputSchema, output: CrossCheckSchema },
} satisfies Record<OpName, OpDefinition>

/** Every event main may push. */
export const events = {
  'settings.changed': SettingsSchema,
  /** The native menu asks the renderer to show a screen. */
  'app.navigate': z.object({ route: z.enum(MENU_ROUTES) }),
  /** A native menu item for something the renderer does (the palette, save, search…). */
  'app.command': z.object({ command: z.enum(APP_COMMANDS) }),
  'session.changed': SessionViewSchema,
  /** SC-AUTH-4: a 401 on any call; the renderer asks for the password again. */
  'session.expired': z.object({ email: z.string() }),
  /** Pages of the running sync; `total` 0 when it stopped without finishing (failed, cancelled). */
  'clients.syncProgress': ProgressSchema,
  'clients.synced': SyncResultSchema,
  /** Clients whose shown data changed (saved, synced one by one, replayed). */
  'clients.changed': z.object({ ids: z.array(z.number()) }),
  /** Case files whose shown data changed (synced, saved, replayed); empty after a full sync. */
  'cases.changed': z.object({ ids: z.array(z.number()) }),
  /** The advisor's work on these case files changed (a deadline, a document, a note, the folder). */
  'caseWork.changed': CaseWorkChangedSchema,
  'outbox.changed': OutboxSummarySchema,
  'connectivity.changed': ConnectivitySchema,
  'concessions.progress': ConcessionProgressSchema,
  'export.progress': ExportProgressSchema,
  /** A client report job wrote one more file. */
  'reports.clientProgress': ClientReportProgressSchema,
  /** The balance was read again (after a paid answer, or asked for). */
  'credits.changed': CreditsViewSchema,
  /** Requests of a running portfolio run. */
  'portfolio.progress': PortfolioProgressSchema,
  /** A run needs more requests than were confirmed: it waits for `portfolio.confirmMore`. */
  'portfolio.needsMore': PortfolioNeedsMoreSchema,
  /** A run found opportunities that the previous one did not have. */
  'portfolio.newOpportunities': z.object({ count: z.number() }),
  /** The updater moved on: checking, downloading (with its progress), ready, failed. */
  'update.changed': UpdateStateSchema,
  /** The watch of the calls behind case files found changes, or some were seen: the badge's count. */
  'bdns.watchChanged': z.object({ unseen: z.number() }),
} satisfies Record<EventName, z.ZodType>

type Ops = typeof ops
/** What a caller passes (before defaults and transforms). */
export type OpArgs<K extends OpName> = z.input<Ops[K]['input']>
/** What main's service receives, after validation. */
export type OpInput<K extends OpName> = z.output<Ops[K]['input']>
export type OpOutput<K extends OpName> = z.output<Ops[K]['output']>
export type EventPayload<E extends EventName> = z.output<(typeof events)[E]>

export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: AppError }

/** The shape of `window.grants`, the same in Electron's preload and in the browser harness. */
export interface GrantsBridge {
  invoke(op: string, args?: unknown): Promise<BridgeResult<unknown>>
  on(event: string, listener: (payload: unknown) => void): () => void
}
