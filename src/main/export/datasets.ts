import {
  allActions,
  type CatalogueView,
  EMPTY_CATALOGUE,
  nameIn,
  type Named,
} from '@shared/catalogue'
import { cnaeLabelIn } from '@shared/catalogues/cnae'
import { provinceName } from '@shared/catalogues/provinces'
import { fieldLabelKey } from '@shared/client-field-labels'
import { CLIENT_FIELDS, type ClientFieldSpec } from '@shared/client-fields'
import { type CaseFile } from '@shared/wire/case-file'
import { ABSENT_ID } from '@shared/wire/wire'
import { type ClientData, clientStatusLabel } from '@shared/wire/client'
import { type ConcessionByGrant, type ConcessionByNif } from '@shared/wire/concession'
import { type Opportunity } from '@shared/wire/opportunity'
import { type Received } from '@shared/received'
import { type MarkedOpportunity } from '@shared/simulator'
import { type StatusGroup } from '@shared/wire/status-group'
import { type Lang, type MessageKey, renderMessage } from '@shared/messages/catalogue-lookup'
import { normalizeTaxId } from '@shared/tax-id'
import { closingDateOf } from '@shared/portfolio-deadlines'
import { madridToday } from '@shared/format'
import { type KeptGrant } from '../services/kept-grants'
import { type CellType, type Column, columnIn, type DatasetColumn, pickColumns } from './columns'

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
  { key: 'field', header: 'export.column.field', type: 'text', value: (r) => r.field, width: 30 },
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

const concessionDate = <T extends { concession_date?: string | null }>(): DatasetColumn<T> => ({
  key: 'concession_date',
  header: 'export.column.concession_date',
  type: 'date',
  value: (r) => r.concession_date,
})

const awardedAmount = <T extends { awarded_amount: number | null }>(): DatasetColumn<T> => ({
  key: 'awarded_amount',
  header: 'export.column.awarded_amount',
  type: 'money',
  value: (r) => r.awarded_amount,
})

/** SC-CONC-4: the rows carry no tax id; the row's tax id is the NIF of the request. */
export function concessionsByNifDataset(nif: string): Dataset<ConcessionByNif> {
  const searched = normalizeTaxId(nif)
  return dataset<ConcessionByNif>('export.sheet.concessions_by_nif', [
    { key: 'nif', header: 'export.column.nif', type: 'text', value: () => searched, width: 12 },
    {
      key: 'beneficiary_name',
      header: 'export.column.beneficiary_name',
      type: 'text',
      value: (r) => r.beneficiary_name,
    },
    { key: 'fund_id', header: 'export.column.fund_id', type: 'id', value: (r) => r.fund_id },
    {
      key: 'fund_title',
      header: 'export.column.fund_title',
      type: 'text',
      value: (r) => r.fund_title,
    },
    concessionDate(),
    awardedAmount(),
  ])
}

/** SC-CONC-2. */
export const concessionsByGrantDataset: Dataset<ConcessionByGrant> = dataset(
  'export.sheet.concessions_by_grant',
  [
    {
      key: 'fund_slug',
      header: 'export.column.fund_slug',
      type: 'text',
      value: (r) => r.fund_slug,
    },
    {
      key: 'fund_title',
      header: 'export.column.fund_title',
      type: 'text',
      value: (r) => r.fund_title,
    },
    {
      key: 'beneficiary_cif',
      header: 'export.column.beneficiary_cif',
      type: 'text',
      value: (r) => r.beneficiary_cif,
      width: 14,
    },
    {
      key: 'beneficiary_name',
      header: 'export.column.beneficiary_name',
      type: 'text',
      value: (r) => r.beneficiary_name,
    },
    concessionDate(),
    awardedAmount(),
  ],
)

/**
 * SC-CASE-3: case files (expedientes), one row each: their ids as ids, amounts in euros, dates as
 * dates; a missing status, amount or date is an empty cell.
 */
export const casesDataset: Dataset<CaseFile> = dataset('export.sheet.case_files', [
  { key: 'case_id', header: 'export.column.case_id', type: 'id', value: (r) => r.id },
  {
    key: 'identifier',
    header: 'export.column.identifier',
    type: 'text',
    value: (r) => r.identifier,
  },
  { key: 'title', header: 'export.column.title', type: 'text', value: (r) => r.title },
  // A row without its client (ABSENT_ID): no id to show.
  {
    key: 'client_id',
    header: 'export.column.client_id',
    type: 'id',
    value: (r) => (r.client_data.id === ABSENT_ID ? null : r.client_data.id),
  },
  {
    key: 'client_name',
    header: 'export.column.client_name',
    type: 'text',
    value: (r) => r.client_data.business_name,
  },
  {
    key: 'nif',
    header: 'export.column.nif',
    type: 'text',
    value: (r) => r.client_data.nif,
    width: 12,
  },
  {
    key: 'group_name',
    header: 'export.column.group_name',
    type: 'text',
    value: (r) => r.status_group?.name,
  },
  {
    key: 'status_name',
    header: 'export.column.status_name',
    type: 'text',
    value: (r) => r.current_status?.name,
  },
  {
    key: 'requested_amount',
    header: 'export.column.requested_amount',
    type: 'money',
    value: (r) => r.requested_amount,
  },
  awardedAmount(),
  {
    key: 'presentation_date',
    header: 'export.column.presentation_date',
    type: 'date',
    value: (r) => r.presentation_date,
  },
  concessionDate(),
  {
    key: 'expert',
    header: fieldLabelKey('expert_data'),
    type: 'text',
    value: (r) => expertText(r.expert_data),
  },
  { key: 'reference', header: 'export.column.reference', type: 'text', value: (r) => r.reference },
])

/** The app's case-files list as exported: the «Expedientes» columns and whether each is archived. */
export const caseListDataset = dataset<CaseFile & { archived: boolean }>(
  'export.sheet.case_files',
  [
    ...casesDataset.columns,
    {
      key: 'archived',
      header: 'export.column.archived',
      type: 'boolean',
      value: (r) => r.archived,
    },
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
  { key: 'group_id', header: 'export.column.group_id', type: 'id', value: (r) => r.groupId },
  {
    key: 'group_name',
    header: 'export.column.group_name',
    type: 'text',
    value: (r) => r.groupName,
  },
  { key: 'status_id', header: 'export.column.status_id', type: 'id', value: (r) => r.statusId },
  {
    key: 'status_name',
    header: 'export.column.status_name',
    type: 'text',
    value: (r) => r.statusName,
  },
  { key: 'initial', header: 'export.column.initial', type: 'boolean', value: (r) => r.initial },
  { key: 'template', header: 'export.column.template', type: 'id', value: (r) => r.template },
])

/**
 * The closing date of a grant's term, read from its status as «Plazos» reads it: a date cell, empty
 * when the status names none.
 */
export function deadlineColumn<T extends { status_text: string }>(): DatasetColumn<T> {
  return {
    key: 'deadline',
    header: 'export.column.deadline',
    type: 'date',
    value: (r) => closingDateOf(r.status_text),
  }
}

/** SC-SIM-2: the simulator's opportunities. */
export const opportunitiesDataset: Dataset<Opportunity> = dataset('export.sheet.opportunities', [
  {
    key: 'formatted_title',
    header: 'export.column.formatted_title',
    type: 'text',
    value: (r) => r.formatted_title,
  },
  {
    key: 'status_text',
    header: 'export.column.status_text',
    type: 'text',
    value: (r) => r.status_text,
  },
  deadlineColumn<Opportunity>(),
  {
    key: 'total_amount',
    header: 'export.column.total_amount',
    type: 'money',
    value: (r) => r.total_amount,
  },
  { key: 'scope', header: 'export.column.scope', type: 'text', value: (r) => r.scope },
  { key: 'slug', header: 'export.column.slug', type: 'text', value: (r) => r.slug },
])

/** «Ya recibida» and its date, for a row whose client is known (empty cells when it is not). */
export function receivedColumns<T extends { received?: Received | null }>(): DatasetColumn<T>[] {
  return [
    {
      key: 'received',
      header: 'export.column.received',
      type: 'boolean',
      value: (r) => (r.received === undefined ? null : r.received !== null),
    },
    {
      key: 'received_date',
      header: 'export.column.received_date',
      type: 'date',
      value: (r) => r.received?.date,
    },
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
  { key: 'fund_id', header: 'export.column.fund_id', type: 'id', value: (r) => r.id },
  { key: 'slug', header: 'export.column.slug', type: 'text', value: (r) => r.slug },
  {
    key: 'title',
    header: 'export.column.title',
    type: 'text',
    value: (r) => r.kept?.details.title ?? r.title,
  },
  {
    key: 'publisher',
    header: 'export.column.publisher',
    type: 'text',
    value: (r) => r.kept?.details.publisher,
  },
  {
    key: 'applicants',
    header: 'export.column.applicants',
    type: 'text',
    value: (r) => r.kept?.details.applicants,
  },
  { key: 'term', header: 'export.column.term', type: 'text', value: (r) => r.kept?.details.term },
  {
    key: 'help_type',
    header: 'export.column.help_type',
    type: 'text',
    value: (r) => r.kept?.details.helpType,
  },
  {
    key: 'expenses',
    header: 'export.column.expenses',
    type: 'text',
    value: (r) => r.kept?.details.expenses,
  },
  {
    key: 'execution_period',
    header: 'export.column.execution_period',
    type: 'text',
    value: (r) => r.kept?.details.executionPeriod,
  },
  {
    key: 'total_amount',
    header: 'export.column.total_amount',
    type: 'money',
    value: (r) => r.kept?.details.totalAmount,
  },
  {
    key: 'request_amount',
    header: 'export.column.request_amount',
    type: 'money',
    value: (r) => r.kept?.details.requestAmount,
  },
  // The evaluation says it; the normative, kept apart, too when the evaluation is not kept.
  {
    key: 'minimis',
    header: 'export.column.minimis',
    type: 'boolean',
    value: (r) => r.kept?.evaluation?.minimis ?? r.kept?.normative?.minimis,
  },
  {
    key: 'bdns',
    header: 'export.column.bdns',
    type: 'text',
    value: (r) => r.kept?.normative?.bdns.join(', ') || null,
  },
  {
    key: 'fetched_at',
    header: 'export.column.fetched_at',
    type: 'date',
    value: (r) => (r.kept ? madridToday(r.kept.fetchedAt) : null),
  },
])
