import {
  allActions,
  type CatalogueView,
  EMPTY_CATALOGUE,
  nameIn,
  type Named,
} from '@shared/catalogue'
import { cnaeLabelIn } from '@shared/catalogues/cnae'
import { provinceName } from '@shared/catalogues/provinces'
import { fieldLabelKey } from '@shared/clients/client-field-labels'
import { CLIENT_FIELDS, type ClientFieldSpec } from '@shared/clients/client-fields'
import { type CaseFile } from '@shared/wire/case-file'
import { ABSENT_ID } from '@shared/wire/wire'
import { type ClientData } from '@shared/wire/client'
import { clientStatusLabel } from '@shared/wire/client-statuses'
import { type ConcessionByGrant, type ConcessionByNif } from '@shared/wire/concession'
import { type Opportunity } from '@shared/wire/opportunity'
import { type Received } from '@shared/received'
import { type MarkedOpportunity } from '@shared/simulator'
import { type StatusGroup } from '@shared/wire/status-group'
import { type Lang, type MessageKey, renderMessage } from '@shared/messages/catalogue-lookup'
import { normalizeTaxId } from '@shared/tax-id'
import { closingDateOf } from '@shared/portfolio/portfolio-deadlines'
import { madridToday } from '@shared/format'
import { type KeptGrant } from '../services/grants/kept-grants'
import {
  type CellType,
  type Column,
  column,
  columnIn,
  type DatasetColumn,
  pickColumns,
} from './columns'

/**
 * What one list exports: its sheet's name (which also names the file), every column it offers and
 * the order used by default. Names and headers are catalogue keys, said in the export's language.
 */
export interface Dataset<T> {
  name: MessageKey
  columns: readonly DatasetColumn<T>[]
  defaultOrder: readonly string[]
}

/** The dataset's columns in the user's order, or its default order, as written in `lang`. */
export function columnsOf<T>(
  lang: Lang,
  dataset: Dataset<T>,
  keys?: readonly string[],
): Column<T>[] {
  return pickColumns(dataset.columns, keys ?? dataset.defaultOrder).map((column) =>
    columnIn(lang, column),
  )
}

/** A sheet of `dataset` in `lang`, but for its rows: its name and its columns. */
export function sheetIn<T>(
  lang: Lang,
  dataset: Dataset<T>,
  keys?: readonly string[],
): { name: string; columns: Column<T>[] } {
  return { name: renderMessage(lang, dataset.name), columns: columnsOf(lang, dataset, keys) }
}

export function dataset<T>(name: MessageKey, columns: readonly DatasetColumn<T>[]): Dataset<T> {
  return { name, columns, defaultOrder: columns.map((column) => column.key) }
}

const LIST_SEPARATOR = ' | '

const list = (ids: readonly number[], label: (id: number) => string) =>
  ids.map(label).join(LIST_SEPARATOR)

/** A manager as the clients export names one: «Name <email>», either alone when the other is missing. */
const expertText = ({ name, email }: { name: string; email: string }) =>
  [name, email && `<${email}>`].filter(Boolean).join(' ')

/** A client's value for one field, ids rendered by name where the app knows the names. */
function clientValue(
  spec: ClientFieldSpec,
  catalogue: CatalogueView,
  expertName: (id: number) => string,
): (client: ClientData, lang: Lang) => unknown {
  const actions = allActions(catalogue)
  switch (spec.kind) {
    case 'status':
      return (c, lang) => clientStatusLabel(c.status, lang)
    case 'province':
      return (c) => list(c.province, provinceName)
    case 'provinces':
      return (c) => list(c.provinces_to_work, provinceName)
    case 'cnaes':
      return (c) => list(c.cnaes, (id) => cnaeLabelIn(catalogue.cnaes, id))
    case 'applicants':
      return (c) => list(c.applicant_types, (id) => nameIn(catalogue.applicants, id))
    case 'actions':
      return (c) => list(c.action_items, (id) => nameIn(actions, id))
    case 'expert':
      return (c) => expertText(c.expert_data)
    // As on the record: the managers besides the main one.
    case 'experts':
      return (c) =>
        list(
          c.experts.filter((id) => id !== c.expert_data.id),
          expertName,
        )
    case 'platform':
      return (c) => c.platform_data.name
    default:
      return (c) => c[spec.key]
  }
}

export interface ClientNames {
  /** The service's catalogue (SC-CAT-3): applicant types and actions by name, else «#id». */
  catalogue?: CatalogueView
  /** The managers the replica knows; the others read «#id». */
  experts?: readonly Named[]
}

/**
 * Every field of a client, one column each, in the order and with the names of the shared field
 * table (CLIENT_FIELDS): the same names the form and the record show, in Spanish and in English.
 */
export function clientsDataset(names: ClientNames = {}): Dataset<ClientData> {
  const catalogue = names.catalogue ?? EMPTY_CATALOGUE
  const expertName = (id: number) => nameIn(names.experts ?? [], id)
  return dataset<ClientData>(
    'export.sheet.clients',
    CLIENT_FIELDS.map((spec) => ({
      key: spec.key,
      header: fieldLabelKey(spec.label),
      type: spec.export,
      value: clientValue(spec, catalogue, expertName),
      ...(spec.width === undefined ? {} : { width: spec.width }),
    })),
  )
}

/** One field of the «Cliente» sheet: its name, and its value typed as the clients export types it. */
export interface DossierRow {
  field: string
  value: unknown
  type: CellType
}

/** «Ficha del cliente»: one row per client field, each value a typed cell (numbers, dates, euros). */
export const clientDossierDataset: Dataset<DossierRow> = dataset('export.sheet.client_record', [
  column('field', 'text', (r) => r.field, { width: 30 }),
  {
    key: 'value',
    header: 'export.column.value',
    type: 'text',
    typeOf: (r) => r.type,
    value: (r) => r.value,
    width: 80,
  },
])

/** The «Cliente» sheet's rows, its field names and the app's own words in `lang`. */
export function dossierRows(
  client: ClientData,
  names: ClientNames = {},
  lang: Lang = 'es',
): DossierRow[] {
  return columnsOf(lang, clientsDataset(names)).map((column) => ({
    field: column.header,
    value: column.value(client),
    type: column.type,
  }))
}

const concessionDate = <T extends { concession_date?: string | null }>(): DatasetColumn<T> =>
  column('concession_date', 'date', (r) => r.concession_date)

const awardedAmount = <T extends { awarded_amount: number | null }>(): DatasetColumn<T> =>
  column('awarded_amount', 'money', (r) => r.awarded_amount)

/** SC-CONC-4: the rows carry no tax id; the row's tax id is the NIF of the request. */
export function concessionsByNifDataset(nif: string): Dataset<ConcessionByNif> {
  const searched = normalizeTaxId(nif)
  return dataset<ConcessionByNif>('export.sheet.concessions_by_nif', [
    column('nif', 'text', () => searched, { width: 12 }),
    column('beneficiary_name', 'text', (r) => r.beneficiary_name),
    column('fund_id', 'id', (r) => r.fund_id),
    column('fund_title', 'text', (r) => r.fund_title),
    concessionDate(),
    awardedAmount(),
  ])
}

/** SC-CONC-2. */
export const concessionsByGrantDataset: Dataset<ConcessionByGrant> = dataset(
  'export.sheet.concessions_by_grant',
  [
    column('fund_slug', 'text', (r) => r.fund_slug),
    column('fund_title', 'text', (r) => r.fund_title),
    column('beneficiary_cif', 'text', (r) => r.beneficiary_cif, { width: 14 }),
    column('beneficiary_name', 'text', (r) => r.beneficiary_name),
    concessionDate(),
    awardedAmount(),
  ],
)

/** A case file's own columns first in both its exports: its ids, title and client. */
const caseIdentity = <T extends CaseFile>(): DatasetColumn<T>[] => [
  column('case_id', 'id', (r) => r.id),
  column('identifier', 'text', (r) => r.identifier),
  column('title', 'text', (r) => r.title),
  // A row without its client (ABSENT_ID): no id to show.
  column('client_id', 'id', (r) => (r.client_data.id === ABSENT_ID ? null : r.client_data.id)),
  column('client_name', 'text', (r) => r.client_data.business_name),
  column('nif', 'text', (r) => r.client_data.nif, { width: 12 }),
]

/**
 * SC-CASE-3: case files (expedientes), one row each: their ids as ids, amounts in euros, dates as
 * dates; a missing status, amount or date is an empty cell.
 */
export const casesDataset: Dataset<CaseFile> = dataset('export.sheet.case_files', [
  ...caseIdentity(),
  column('group_name', 'text', (r) => r.status_group?.name),
  column('status_name', 'text', (r) => r.current_status?.name),
  column('requested_amount', 'money', (r) => r.requested_amount),
  awardedAmount(),
  column('presentation_date', 'date', (r) => r.presentation_date),
  concessionDate(),
  {
    key: 'expert',
    header: fieldLabelKey('expert_data'),
    type: 'text',
    value: (r) => expertText(r.expert_data),
  },
  column('reference', 'text', (r) => r.reference),
])

/**
 * The app's case-files list as exported (and the dossier's «Expedientes» sheet): its columns under
 * the list's own words in the file's language («Técnico», «Solicitado (€)»…), the expert's name and
 * e-mail in two columns, and whether each is archived.
 */
export const caseListDataset = dataset<CaseFile & { archived: boolean }>(
  'export.sheet.case_files',
  [
    ...caseIdentity<CaseFile & { archived: boolean }>(),
    column('case_group', 'text', (r) => r.status_group?.name),
    column('case_status', 'text', (r) => r.current_status?.name),
    column('case_requested', 'money', (r) => r.requested_amount),
    column('case_awarded', 'money', (r) => r.awarded_amount),
    column('case_presented', 'date', (r) => r.presentation_date),
    column('case_conceded', 'date', (r) => r.concession_date),
    column('case_expert', 'text', (r) => r.expert_data.name),
    column('case_expert_email', 'text', (r) => r.expert_data.email, { width: 28 }),
    column('reference', 'text', (r) => r.reference),
    column('archived', 'boolean', (r) => r.archived),
  ],
)

/** A case-file status with its group: the statuses export has one row per status (SC-STAT-1). */
export interface StatusRow {
  groupId: number
  groupName: string
  statusId: number
  statusName: string
  initial: boolean
  template: number | null
}

/** The statuses of some groups, in server order. */
export function statusRows(groups: readonly StatusGroup[]): StatusRow[] {
  return groups.flatMap((group) =>
    group.status.map((status) => ({
      groupId: group.id,
      groupName: group.name,
      statusId: status.id,
      statusName: status.name,
      initial: status.initial_state,
      template: status.template,
    })),
  )
}

export const statusesDataset: Dataset<StatusRow> = dataset('export.sheet.statuses', [
  column('group_id', 'id', (r) => r.groupId),
  column('group_name', 'text', (r) => r.groupName),
  column('status_id', 'id', (r) => r.statusId),
  column('status_name', 'text', (r) => r.statusName),
  column('initial', 'boolean', (r) => r.initial),
  column('template', 'id', (r) => r.template),
])

/**
 * The closing date of a grant's term, read from its status as «Plazos» reads it: a date cell, empty
 * when the status names none.
 */
export function deadlineColumn<T extends { status_text: string }>(): DatasetColumn<T> {
  return column('deadline', 'date', (r) => closingDateOf(r.status_text))
}

/** SC-SIM-2: the simulator's opportunities. */
export const opportunitiesDataset: Dataset<Opportunity> = dataset('export.sheet.opportunities', [
  column('formatted_title', 'text', (r) => r.formatted_title),
  column('status_text', 'text', (r) => r.status_text),
  deadlineColumn<Opportunity>(),
  column('total_amount', 'money', (r) => r.total_amount),
  column('scope', 'text', (r) => r.scope),
  column('slug', 'text', (r) => r.slug),
])

/** «Ya recibida» and its date, for a row whose client is known (empty cells when it is not). */
export function receivedColumns<T extends { received?: Received | null }>(): DatasetColumn<T>[] {
  return [
    column('received', 'boolean', (r) => (r.received === undefined ? null : r.received !== null)),
    column('received_date', 'date', (r) => r.received?.date),
  ]
}

/** A client's opportunities (its simulation, its dossier): those it already received marked. */
export const clientOpportunitiesDataset: Dataset<MarkedOpportunity> = dataset(
  'export.sheet.opportunities',
  [...opportunitiesDataset.columns, ...receivedColumns<MarkedOpportunity>()],
)

/**
 * A row of the dossier's «Convocatoria» sheet: an opportunity of the client, with its grant's detail
 * when this account keeps it (read from the cache at any age, never asked), else null.
 */
export interface DossierGrantRow {
  id: number | null
  slug: string
  title: string
  kept: KeptGrant | null
}

/**
 * «Convocatoria»: one row per opportunity of the dossier, what its grant asks for as kept; the
 * ones not kept carry only their id, slug and title, so the advisor sees which to open.
 */
export const dossierGrantsDataset: Dataset<DossierGrantRow> = dataset('export.sheet.grants', [
  column('fund_id', 'id', (r) => r.id),
  column('slug', 'text', (r) => r.slug),
  column('title', 'text', (r) => r.kept?.details.title ?? r.title),
  column('publisher', 'text', (r) => r.kept?.details.publisher),
  column('applicants', 'text', (r) => r.kept?.details.applicants),
  column('term', 'text', (r) => r.kept?.details.term),
  column('help_type', 'text', (r) => r.kept?.details.helpType),
  column('expenses', 'text', (r) => r.kept?.details.expenses),
  column('execution_period', 'text', (r) => r.kept?.details.executionPeriod),
  column('total_amount', 'money', (r) => r.kept?.details.totalAmount),
  column('request_amount', 'money', (r) => r.kept?.details.requestAmount),
  // The evaluation says it; the normative, kept apart, too when the evaluation is not kept.
  column('minimis', 'boolean', (r) => r.kept?.evaluation?.minimis ?? r.kept?.normative?.minimis),
  column('bdns', 'text', (r) => r.kept?.normative?.bdns.join(', ') || null),
  column('fetched_at', 'date', (r) => (r.kept ? madridToday(r.kept.fetchedAt) : null)),
])
