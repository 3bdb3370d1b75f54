import { CLIENT_FIELD_LABELS } from '@shared/client-field-labels'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { formatDate } from '@shared/format'
import {
  type AidClient,
  type AidRun,
  type AidWindow,
  type Deadline,
  type GrantGroup,
  type IncompleteClient,
  type PortfolioRow,
} from '@shared/portfolio'
import { type DatasetColumn } from './columns'
import { dataset, type Dataset, deadlineColumn, receivedColumns } from './datasets'

/** The «Cartera» tables, each the latest stored run's: no request. */

const LIST_SEPARATOR = ' | '

/** «Por convocatoria»: one row per grant, with its clients. */
export const portfolioGrantsDataset: Dataset<GrantGroup> = dataset('export.sheet.by_grant', [
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
  deadlineColumn<GrantGroup>(),
  {
    key: 'total_amount',
    header: 'export.column.total_amount',
    type: 'money',
    value: (r) => r.total_amount,
  },
  { key: 'scope', header: 'export.column.scope', type: 'text', value: (r) => r.scope },
  {
    key: 'clients_count',
    header: 'export.column.clients_count',
    type: 'integer',
    value: (r) => r.rows.length,
  },
  { key: 'new', header: 'export.column.new', type: 'boolean', value: (r) => r.new },
  {
    key: 'client_names',
    header: 'export.column.client_names',
    type: 'text',
    value: (r) => r.rows.map((row) => row.client_name).join(LIST_SEPARATOR),
  },
  {
    key: 'received_names',
    header: 'export.column.received_names',
    type: 'text',
    value: (r) =>
      r.rows
        .filter((row) => row.received !== null)
        .map((row) => row.client_name)
        .join(LIST_SEPARATOR),
  },
  { key: 'slug', header: 'export.column.slug', type: 'text', value: (r) => r.slug },
])

/** «Por cliente»: one row per client × grant, with «Nueva», «Ya recibida» and the row's origin. */
export const portfolioClientsDataset: Dataset<PortfolioRow> = dataset('export.sheet.by_client', [
  { key: 'client_id', header: 'export.column.client_id', type: 'id', value: (r) => r.client_id },
  {
    key: 'client_name',
    header: 'export.column.client_name',
    type: 'text',
    value: (r) => r.client_name,
  },
  { key: 'nif', header: 'export.column.nif', type: 'text', value: (r) => r.nif },
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
  deadlineColumn<PortfolioRow>(),
  {
    key: 'total_amount',
    header: 'export.column.total_amount',
    type: 'money',
    value: (r) => r.total_amount,
  },
  { key: 'scope', header: 'export.column.scope', type: 'text', value: (r) => r.scope },
  { key: 'new', header: 'export.column.new', type: 'boolean', value: (r) => r.new },
  ...receivedColumns<PortfolioRow>(),
  {
    key: 'origin',
    header: 'export.column.origin',
    type: 'text',
    value: (r, lang) => renderMessage(lang, `export.origin.${r.origin}`),
  },
  { key: 'slug', header: 'export.column.slug', type: 'text', value: (r) => r.slug },
])

/** «Perfiles incompletos»: the clients left out of the opportunities, and what they lack. */
export const portfolioIncompleteDataset: Dataset<IncompleteClient> = dataset(
  'export.sheet.incomplete_profiles',
  [
    { key: 'client_id', header: 'export.column.client_id', type: 'id', value: (r) => r.id },
    { key: 'client_name', header: 'export.column.client_name', type: 'text', value: (r) => r.name },
    {
      key: 'missing',
      header: 'export.column.missing',
      type: 'text',
      value: (r, lang) =>
        r.missing.map((part) => CLIENT_FIELD_LABELS[lang][part]).join(LIST_SEPARATOR),
    },
  ],
)

/** The window's header: «Tres años, del 16/03/2023 al 15/03/2026 (€)». */
function windowHeader(
  window: AidWindow | null,
): Pick<DatasetColumn<never>, 'header' | 'headerParams'> {
  if (!window) return { header: 'export.column.three_years' }
  return {
    header: 'export.column.window_total',
    headerParams: { from: formatDate(window.from), to: formatDate(window.to) },
  }
}

/**
 * «Ayudas recibidas»: per client, each year's total, the total of the three years that end on the
 * run's day (what the mark is held against), the total, count, undated ones apart, last date and
 * the mark.
 */
export function portfolioAidDataset(run: Pick<AidRun, 'years' | 'window'>): Dataset<AidClient> {
  return dataset('export.sheet.aid_received', [
    { key: 'client_id', header: 'export.column.client_id', type: 'id', value: (r) => r.client_id },
    { key: 'client_name', header: 'export.column.client_name', type: 'text', value: (r) => r.name },
    { key: 'nif', header: 'export.column.nif', type: 'text', value: (r) => r.nif },
    ...run.years.map((year): DatasetColumn<AidClient> => ({
      key: `year_${year}`,
      // A string: a number parameter would be written with a thousands separator.
      header: 'export.column.year',
      headerParams: { year: String(year) },
      type: 'money',
      value: (r) => r.by_year[String(year)] ?? 0,
    })),
    {
      key: 'window_total',
      ...windowHeader(run.window),
      type: 'money',
      value: (r) => r.window_total,
    },
    { key: 'total', header: 'export.column.total', type: 'money', value: (r) => r.total },
    { key: 'count', header: 'export.column.count', type: 'integer', value: (r) => r.count },
    {
      key: 'undated_count',
      header: 'export.column.undated_count',
      type: 'integer',
      value: (r) => r.undated_count,
    },
    {
      key: 'undated_total',
      header: 'export.column.undated_total',
      type: 'money',
      value: (r) => r.undated_total,
    },
    {
      key: 'last_date',
      header: 'export.column.last_date',
      type: 'date',
      value: (r) => r.last_date,
    },
    {
      key: 'over_threshold',
      header: 'export.column.over_threshold',
      type: 'boolean',
      value: (r) => r.over_threshold,
    },
  ])
}

/** «Plazos»: every dated closing and opening, with the clients that qualify. */
export const portfolioDeadlinesDataset: Dataset<Deadline> = dataset('export.sheet.deadlines', [
  { key: 'date', header: 'export.column.date', type: 'date', value: (r) => r.date },
  {
    key: 'kind',
    header: 'export.column.kind',
    type: 'text',
    value: (r, lang) => renderMessage(lang, `export.deadline.${r.kind}`),
  },
  {
    key: 'formatted_title',
    header: 'export.column.formatted_title',
    type: 'text',
    value: (r) => r.formatted_title,
  },
  {
    key: 'client_names',
    header: 'export.column.client_names',
    type: 'text',
    value: (r) => r.client_names.join(LIST_SEPARATOR),
  },
  {
    key: 'client_ids',
    header: 'export.column.client_ids',
    type: 'text',
    value: (r) => r.client_ids.join(LIST_SEPARATOR),
  },
  { key: 'slug', header: 'export.column.slug', type: 'text', value: (r) => r.slug },
])
