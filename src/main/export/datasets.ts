import {
  allActions,
  type CatalogueView,
  EMPTY_CATALOGUE,
  nameIn,
  type Named,
} from '@shared/catalogue'
import { cnaeLabelIn } from '@shared/catalogues/cnae'
import { provinceName } from '@shared/catalogues/provinces'
import { CLIENT_FIELD_LABELS } from '@shared/client-field-labels'
import { CLIENT_FIELDS, type ClientFieldSpec } from '@shared/client-fields'
import { type CaseFile } from '@shared/wire/case-file'
import { ABSENT_ID } from '@shared/wire/wire'
import { type ClientData, clientStatusLabel } from '@shared/wire/client'
import { type ConcessionByGrant, type ConcessionByNif } from '@shared/wire/concession'
import { type Opportunity } from '@shared/wire/opportunity'
import { type Received } from '@shared/received'
import { type MarkedOpportunity } from '@shared/simulator'
import { type StatusGroup } from '@shared/wire/status-group'
import { type Lang } from '@shared/messages/catalogue-lookup'
import { normalizeTaxId } from '@shared/tax-id'
import { closingDateOf } from '@shared/portfolio-deadlines'
import { madridToday } from '@shared/format'
import { type KeptGrant } from '../services/grant-detail-service'
import { type CellType, type Column, pickColumns } from './columns'
import { datasetIn } from './header-language'

/** What one list exports: its sheet name, every column it offers, and the order used by default. */
export interface Dataset<T> {
  /** Spanish; the sheet name in XLSX. */
  name: string
  columns: readonly Column<T>[]
  defaultOrder: readonly string[]
}

/** The dataset's columns in the user's order, or its default order. */
export function columnsOf<T>(dataset: Dataset<T>, keys?: readonly string[]): Column<T>[] {
  return pickColumns(dataset.columns, keys ?? dataset.defaultOrder)
}

function dataset<T>(name: string, columns: readonly Column<T>[]): Dataset<T> {
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
): (client: ClientData) => unknown {
  const actions = allActions(catalogue)
  switch (spec.kind) {
    case 'status':
      return (c) => clientStatusLabel(c.status)
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
    'Clientes',
    CLIENT_FIELDS.map((spec) => ({
      key: spec.key,
      header: CLIENT_FIELD_LABELS.es[spec.label],
      englishHeader: CLIENT_FIELD_LABELS.en[spec.label],
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
export const clientDossierDataset: Dataset<DossierRow> = dataset('Ficha del cliente', [
  { key: 'field', header: 'Campo', type: 'text', value: (r) => r.field, width: 30 },
  {
    key: 'value',
    header: 'Valor',
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
  return datasetIn(lang, clientsDataset(names)).columns.map((column) => ({
    field: column.header,
    value: column.value(client),
    type: column.type,
  }))
}

const concessionDate = <T extends { concession_date?: string | null }>(): Column<T> => ({
  key: 'concession_date',
  header: 'Fecha de concesión',
  type: 'date',
  value: (r) => r.concession_date,
})

const awardedAmount = <T extends { awarded_amount: number | null }>(): Column<T> => ({
  key: 'awarded_amount',
  header: 'Importe concedido (€)',
  type: 'money',
  value: (r) => r.awarded_amount,
})

/** SC-CONC-4: the rows carry no tax id; the row's tax id is the NIF of the request. */
export function concessionsByNifDataset(nif: string): Dataset<ConcessionByNif> {
  const searched = normalizeTaxId(nif)
  return dataset<ConcessionByNif>('Concesiones por NIF', [
    { key: 'nif', header: 'NIF', type: 'text', value: () => searched, width: 12 },
    {
      key: 'beneficiary_name',
      header: 'Beneficiario',
      type: 'text',
      value: (r) => r.beneficiary_name,
    },
    { key: 'fund_id', header: 'Id de la convocatoria', type: 'id', value: (r) => r.fund_id },
    { key: 'fund_title', header: 'Convocatoria', type: 'text', value: (r) => r.fund_title },
    concessionDate(),
    awardedAmount(),
  ])
}

/** SC-CONC-2. */
export const concessionsByGrantDataset: Dataset<ConcessionByGrant> = dataset(
  'Concesiones por convocatoria',
  [
    {
      key: 'fund_slug',
      header: 'Convocatoria (identificador)',
      type: 'text',
      value: (r) => r.fund_slug,
    },
    { key: 'fund_title', header: 'Convocatoria', type: 'text', value: (r) => r.fund_title },
    {
      key: 'beneficiary_cif',
      header: 'NIF del beneficiario',
      type: 'text',
      value: (r) => r.beneficiary_cif,
      width: 14,
    },
    {
      key: 'beneficiary_name',
      header: 'Beneficiario',
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
export const casesDataset: Dataset<CaseFile> = dataset('Expedientes', [
  { key: 'case_id', header: 'Id del expediente', type: 'id', value: (r) => r.id },
  { key: 'identifier', header: 'Identificador', type: 'text', value: (r) => r.identifier },
  { key: 'title', header: 'Título', type: 'text', value: (r) => r.title },
  // A row without its client (ABSENT_ID): no id to show.
  {
    key: 'client_id',
    header: 'Id del cliente',
    type: 'id',
    value: (r) => (r.client_data.id === ABSENT_ID ? null : r.client_data.id),
  },
  {
    key: 'client_name',
    header: 'Cliente',
    type: 'text',
    value: (r) => r.client_data.business_name,
  },
  { key: 'nif', header: 'NIF', type: 'text', value: (r) => r.client_data.nif, width: 12 },
  { key: 'group_name', header: 'Grupo', type: 'text', value: (r) => r.status_group?.name },
  { key: 'status_name', header: 'Estado', type: 'text', value: (r) => r.current_status?.name },
  {
    key: 'requested_amount',
    header: 'Importe solicitado (€)',
    type: 'money',
    value: (r) => r.requested_amount,
  },
  awardedAmount(),
  {
    key: 'presentation_date',
    header: 'Fecha de presentación',
    type: 'date',
    value: (r) => r.presentation_date,
  },
  concessionDate(),
  {
    key: 'expert',
    header: CLIENT_FIELD_LABELS.es.expert_data,
    englishHeader: CLIENT_FIELD_LABELS.en.expert_data,
    type: 'text',
    value: (r) => expertText(r.expert_data),
  },
  { key: 'reference', header: 'Referencia', type: 'text', value: (r) => r.reference },
])

/** The app's case-files list as exported: the «Expedientes» columns and whether each is archived. */
export const caseListDataset = dataset<CaseFile & { archived: boolean }>('Expedientes', [
  ...casesDataset.columns,
  { key: 'archived', header: 'Archivado', type: 'boolean', value: (r) => r.archived },
])

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

export const statusesDataset: Dataset<StatusRow> = dataset('Estados de expediente', [
  { key: 'group_id', header: 'Id del grupo', type: 'id', value: (r) => r.groupId },
  { key: 'group_name', header: 'Grupo', type: 'text', value: (r) => r.groupName },
  { key: 'status_id', header: 'Id del estado', type: 'id', value: (r) => r.statusId },
  { key: 'status_name', header: 'Estado', type: 'text', value: (r) => r.statusName },
  { key: 'initial', header: 'Inicial', type: 'boolean', value: (r) => r.initial },
  { key: 'template', header: 'Id de la plantilla', type: 'id', value: (r) => r.template },
])

/**
 * The closing date of a grant's term, read from its status as «Plazos» reads it: a date cell, empty
 * when the status names none.
 */
export function deadlineColumn<T extends { status_text: string }>(): Column<T> {
  return {
    key: 'deadline',
    header: 'Fin del plazo',
    type: 'date',
    value: (r) => closingDateOf(r.status_text),
  }
}

/** SC-SIM-2: the simulator's opportunities. */
export const opportunitiesDataset: Dataset<Opportunity> = dataset('Oportunidades', [
  { key: 'formatted_title', header: 'Ayuda', type: 'text', value: (r) => r.formatted_title },
  { key: 'status_text', header: 'Estado', type: 'text', value: (r) => r.status_text },
  deadlineColumn<Opportunity>(),
  { key: 'total_amount', header: 'Importe total (€)', type: 'money', value: (r) => r.total_amount },
  { key: 'scope', header: 'Ámbito', type: 'text', value: (r) => r.scope },
  { key: 'slug', header: 'Convocatoria (identificador)', type: 'text', value: (r) => r.slug },
])

/** «Ya recibida» and its date, for a row whose client is known (empty cells when it is not). */
export function receivedColumns<T extends { received?: Received | null }>(): Column<T>[] {
  return [
    {
      key: 'received',
      header: 'Ya recibida',
      type: 'boolean',
      value: (r) => (r.received === undefined ? null : r.received !== null),
    },
    { key: 'received_date', header: 'Recibida el', type: 'date', value: (r) => r.received?.date },
  ]
}

/** A client's opportunities (its simulation, its dossier): those it already received marked. */
export const clientOpportunitiesDataset: Dataset<MarkedOpportunity> = dataset('Oportunidades', [
  ...opportunitiesDataset.columns,
  ...receivedColumns<MarkedOpportunity>(),
])

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
export const dossierGrantsDataset: Dataset<DossierGrantRow> = dataset('Convocatoria', [
  { key: 'fund_id', header: 'Id de la convocatoria', type: 'id', value: (r) => r.id },
  { key: 'slug', header: 'Convocatoria (identificador)', type: 'text', value: (r) => r.slug },
  {
    key: 'title',
    header: 'Título',
    type: 'text',
    value: (r) => r.kept?.details.title ?? r.title,
  },
  {
    key: 'publisher',
    header: 'Organismo convocante',
    type: 'text',
    value: (r) => r.kept?.details.publisher,
  },
  {
    key: 'applicants',
    header: 'Beneficiarios',
    type: 'text',
    value: (r) => r.kept?.details.applicants,
  },
  { key: 'term', header: 'Plazo de solicitud', type: 'text', value: (r) => r.kept?.details.term },
  {
    key: 'help_type',
    header: 'Tipo de ayuda',
    type: 'text',
    value: (r) => r.kept?.details.helpType,
  },
  {
    key: 'expenses',
    header: 'Gastos subvencionables',
    type: 'text',
    value: (r) => r.kept?.details.expenses,
  },
  {
    key: 'execution_period',
    header: 'Periodo de ejecución',
    type: 'text',
    value: (r) => r.kept?.details.executionPeriod,
  },
  {
    key: 'total_amount',
    header: 'Importe total (€)',
    type: 'money',
    value: (r) => r.kept?.details.totalAmount,
  },
  {
    key: 'request_amount',
    header: 'Importe por solicitud (€)',
    type: 'money',
    value: (r) => r.kept?.details.requestAmount,
  },
  // The evaluation says it; the normative, kept apart, too when the evaluation is not kept.
  {
    key: 'minimis',
    header: 'De minimis',
    type: 'boolean',
    value: (r) => r.kept?.evaluation?.minimis ?? r.kept?.normative?.minimis,
  },
  {
    key: 'bdns',
    header: 'Códigos BDNS',
    type: 'text',
    value: (r) => r.kept?.normative?.bdns.join(', ') || null,
  },
  {
    key: 'fetched_at',
    header: 'Consultado el',
    type: 'date',
    value: (r) => (r.kept ? madridToday(r.kept.fetchedAt) : null),
  },
])
