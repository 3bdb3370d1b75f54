import { allActions, type CatalogueView, EMPTY_CATALOGUE, nameIn } from '@shared/catalogue'
import { cnaeLabel } from '@shared/catalogues/cnae'
import { provinceName } from '@shared/catalogues/provinces'
import { type ClientData, clientStatusLabel } from '@shared/domain/client'
import { type ConcessionByGrant, type ConcessionByNif } from '@shared/domain/concession'
import { type Opportunity } from '@shared/domain/opportunity'
import { type StatusGroup } from '@shared/domain/status-group'
import { type Lang } from '@shared/messages'
import { normalizeTaxId } from '@shared/tax-id'
import { cellOf, displayText } from './cells'
import { type Column, pickColumns } from './columns'
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

/** Every field of a client, with ids rendered by name where the app knows the names. */
export function clientsDataset(catalogue: CatalogueView = EMPTY_CATALOGUE): Dataset<ClientData> {
  const actions = allActions(catalogue)
  return dataset<ClientData>('Clientes', [
    { key: 'id', header: 'Id', type: 'integer', value: (c) => c.id, width: 8 },
    { key: 'nif', header: 'NIF', type: 'text', value: (c) => c.nif, width: 12 },
    { key: 'business_name', header: 'Razón social', type: 'text', value: (c) => c.business_name },
    { key: 'status', header: 'Estado', type: 'text', value: (c) => clientStatusLabel(c.status) },
    { key: 'public', header: 'Público', type: 'boolean', value: (c) => c.public },
    { key: 'email', header: 'Correo electrónico', type: 'text', value: (c) => c.email },
    { key: 'phone', header: 'Teléfono', type: 'text', value: (c) => c.phone },
    { key: 'reference', header: 'Referencia', type: 'text', value: (c) => c.reference },
    { key: 'contacts', header: 'Contactos', type: 'text', value: (c) => c.contacts },
    { key: 'address', header: 'Dirección', type: 'text', value: (c) => c.address },
    { key: 'postal_code', header: 'Código postal', type: 'text', value: (c) => c.postal_code },
    { key: 'location', header: 'Localidad', type: 'text', value: (c) => c.location },
    {
      key: 'province',
      header: 'Provincia',
      type: 'text',
      value: (c) => list(c.province, provinceName),
    },
    {
      key: 'legal_representative_name',
      header: 'Representante legal',
      type: 'text',
      value: (c) => c.legal_representative_name,
    },
    {
      key: 'legal_representative_nif',
      header: 'NIF del representante',
      type: 'text',
      value: (c) => c.legal_representative_nif,
    },
    {
      key: 'legal_representation_type',
      header: 'Tipo de representación',
      type: 'text',
      value: (c) => c.legal_representation_type,
    },
    { key: 'cnaes', header: 'CNAE', type: 'text', value: (c) => list(c.cnaes, cnaeLabel) },
    {
      key: 'provinces_to_work',
      header: 'Provincias de actuación',
      type: 'text',
      value: (c) => list(c.provinces_to_work, provinceName),
    },
    {
      key: 'applicant_types',
      header: 'Tipos de solicitante',
      type: 'text',
      value: (c) => list(c.applicant_types, (id) => nameIn(catalogue.applicants, id)),
    },
    {
      key: 'action_items',
      header: 'Actuaciones',
      type: 'text',
      value: (c) => list(c.action_items, (id) => nameIn(actions, id)),
    },
    {
      key: 'employees_quantity',
      header: 'Empleados',
      type: 'integer',
      value: (c) => c.employees_quantity,
    },
    {
      key: 'constitution_date',
      header: 'Fecha de constitución',
      type: 'date',
      value: (c) => c.constitution_date,
    },
    {
      key: 'last_year_billing',
      header: 'Facturación del último año (€)',
      type: 'money',
      value: (c) => c.last_year_billing,
    },
    {
      key: 'investment_budget',
      header: 'Presupuesto de inversión (€)',
      type: 'money',
      value: (c) => c.investment_budget,
    },
    {
      key: 'project_description',
      header: 'Descripción del proyecto',
      type: 'text',
      value: (c) => c.project_description,
      width: 60,
    },
    { key: 'notes', header: 'Notas', type: 'text', value: (c) => c.notes, width: 40 },
    {
      key: 'expert_data',
      header: 'Experto responsable',
      type: 'text',
      value: (c) => `${c.expert_data.name} <${c.expert_data.email}>`,
    },
    {
      key: 'experts',
      header: 'Expertos (ids)',
      type: 'text',
      value: (c) => c.experts.join(', '),
    },
    {
      key: 'platform_data',
      header: 'Plataforma',
      type: 'text',
      value: (c) => c.platform_data.name,
    },
  ])
}

export interface DossierRow {
  field: string
  value: string
}

/** «Ficha del cliente»: one row per client field, as the app shows it (in `lang`). */
export const clientDossierDataset: Dataset<DossierRow> = dataset('Ficha del cliente', [
  { key: 'field', header: 'Campo', type: 'text', value: (r) => r.field, width: 30 },
  { key: 'value', header: 'Valor', type: 'text', value: (r) => r.value, width: 80 },
])

export function dossierRows(
  client: ClientData,
  catalogue: CatalogueView = EMPTY_CATALOGUE,
  lang: Lang = 'es',
): DossierRow[] {
  return datasetIn(lang, clientsDataset(catalogue)).columns.map((column) => ({
    field: column.header,
    value: displayText(cellOf(column.value(client), column.type)),
  }))
}

const concessionDate = <T extends { concession_date?: string | null }>(): Column<T> => ({
  key: 'concession_date',
  header: 'Fecha de concesión',
  type: 'date',
  value: (r) => r.concession_date,
})

const awardedAmount = <T extends { awarded_amount: number }>(): Column<T> => ({
  key: 'awarded_amount',
  header: 'Importe concedido (€)',
  type: 'money',
  value: (r) => r.awarded_amount,
})

/** G7: the rows carry no tax id; the row's tax id is the NIF of the request. */
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
    { key: 'fund_id', header: 'Id de la convocatoria', type: 'integer', value: (r) => r.fund_id },
    { key: 'fund_title', header: 'Convocatoria', type: 'text', value: (r) => r.fund_title },
    concessionDate(),
    awardedAmount(),
  ])
}

/** G8. */
export const concessionsByGrantDataset: Dataset<ConcessionByGrant> = dataset(
  'Concesiones por convocatoria',
  [
    { key: 'fund_slug', header: 'Convocatoria (slug)', type: 'text', value: (r) => r.fund_slug },
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

/** A case-file status with its group: the statuses export has one row per status (G12). */
export interface StatusRow {
  groupId: number
  groupName: string
  statusId: number
  statusName: string
  initial: boolean
  template: number
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
  { key: 'group_id', header: 'Id del grupo', type: 'integer', value: (r) => r.groupId },
  { key: 'group_name', header: 'Grupo', type: 'text', value: (r) => r.groupName },
  { key: 'status_id', header: 'Id del estado', type: 'integer', value: (r) => r.statusId },
  { key: 'status_name', header: 'Estado', type: 'text', value: (r) => r.statusName },
  { key: 'initial', header: 'Inicial', type: 'boolean', value: (r) => r.initial },
  { key: 'template', header: 'Id de la plantilla', type: 'integer', value: (r) => r.template },
])

/** G13: the simulator's opportunities. */
export const opportunitiesDataset: Dataset<Opportunity> = dataset('Oportunidades', [
  { key: 'formatted_title', header: 'Ayuda', type: 'text', value: (r) => r.formatted_title },
  { key: 'status_text', header: 'Estado', type: 'text', value: (r) => r.status_text },
  { key: 'total_amount', header: 'Importe total (€)', type: 'money', value: (r) => r.total_amount },
  { key: 'scope', header: 'Ámbito', type: 'text', value: (r) => r.scope },
  { key: 'slug', header: 'Identificador', type: 'text', value: (r) => r.slug },
])
