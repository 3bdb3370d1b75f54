import { CLIENT_FIELD_LABELS } from '@shared/clients/client-field-labels'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import {
  type AidClient,
  type AidRun,
  type Deadline,
  type IncompleteClient,
  type PortfolioRow,
} from '@shared/portfolio/portfolio'
import { type GrantGroup } from '@shared/portfolio/portfolio-groups'
import { column, type DatasetColumn } from './columns'
import { dataset, type Dataset, deadlineColumn, receivedColumns } from './datasets'

/** The «Cartera» tables, each the latest stored run's: no request. */

const LIST_SEPARATOR = ' | '

/** «Por convocatoria»: one row per grant, with its clients. */
export const portfolioGrantsDataset: Dataset<GrantGroup> = dataset('export.sheet.by_grant', [
  column('formatted_title', 'text', (r) => r.formatted_title),
  column('status_text', 'text', (r) => r.status_text),
  deadlineColumn<GrantGroup>(),
  column('total_amount', 'money', (r) => r.total_amount),
  column('scope', 'text', (r) => r.scope),
  column('clients_count', 'integer', (r) => r.rows.length),
  column('new', 'boolean', (r) => r.new),
  column('client_names', 'text', (r) => r.rows.map((row) => row.client_name).join(LIST_SEPARATOR)),
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
  column('slug', 'text', (r) => r.slug),
])

/** «Por cliente»: one row per client × grant, with «Nueva», «Ya recibida» and the row's origin. */
export const portfolioClientsDataset: Dataset<PortfolioRow> = dataset('export.sheet.by_client', [
  column('client_id', 'id', (r) => r.client_id),
  column('client_name', 'text', (r) => r.client_name),
  column('nif', 'text', (r) => r.nif),
  column('formatted_title', 'text', (r) => r.formatted_title),
  column('status_text', 'text', (r) => r.status_text),
  deadlineColumn<PortfolioRow>(),
  column('total_amount', 'money', (r) => r.total_amount),
  column('scope', 'text', (r) => r.scope),
  column('new', 'boolean', (r) => r.new),
  ...receivedColumns<PortfolioRow>(),
  {
    key: 'origin',
    header: 'export.column.origin',
    type: 'text',
    value: (r, lang) => renderMessage(lang, `export.origin.${r.origin}`),
  },
  column('slug', 'text', (r) => r.slug),
])

/** «Perfiles incompletos»: the clients left out of the opportunities, and what they lack. */
export const portfolioIncompleteDataset: Dataset<IncompleteClient> = dataset(
  'export.sheet.incomplete_profiles',
  [
    column('client_id', 'id', (r) => r.id),
    column('client_name', 'text', (r) => r.name),
    {
      key: 'missing',
      header: 'export.column.missing',
      type: 'text',
      value: (r, lang) =>
        r.missing.map((part) => CLIENT_FIELD_LABELS[lang][part]).join(LIST_SEPARATOR),
    },
  ],
)

/**
 * «Ayudas recibidas»: per client, each year's total, the total of the three years that end on the
 * run's day (what the mark is held against), the total, count, undated ones apart, last date and
 * the mark.
 */
export function portfolioAidDataset(run: Pick<AidRun, 'years' | 'window'>): Dataset<AidClient> {
  return dataset('export.sheet.aid_received', [
    column('client_id', 'id', (r) => r.client_id),
    column('client_name', 'text', (r) => r.name),
    column('nif', 'text', (r) => r.nif),
    ...run.years.map((year): DatasetColumn<AidClient> => ({
      key: `year_${year}`,
      // A string: a number parameter would be written with a thousands separator.
      header: 'export.column.year',
      headerParams: { year: String(year) },
      type: 'money',
      value: (r) => r.by_year[String(year)] ?? 0,
    })),
    // A header that never changes (a spreadsheet query keeps working, issue 33): the window's
    // dates in columns of their own.
    {
      key: 'window_total',
      header: 'export.column.three_years',
      type: 'money',
      value: (r) => r.window_total,
    },
    {
      key: 'window_from',
      header: 'export.column.window_from',
      type: 'date',
      value: () => run.window?.from ?? null,
    },
    {
      key: 'window_to',
      header: 'export.column.window_to',
      type: 'date',
      value: () => run.window?.to ?? null,
    },
    column('total', 'money', (r) => r.total),
    column('count', 'integer', (r) => r.count),
    column('undated_count', 'integer', (r) => r.undated_count),
    column('undated_total', 'money', (r) => r.undated_total),
    column('last_date', 'date', (r) => r.last_date),
    column('over_threshold', 'boolean', (r) => r.over_threshold),
    // Issue 36: the aid known to be de minimis, the rest apart, and what each source misses.
    column('minimis_total', 'money', (r) => r.de_minimis_total),
    column('minimis_unknown', 'money', (r) => r.de_minimis_unknown),
    column('over_minimis', 'boolean', (r) => r.over_de_minimis),
    column('only_grants', 'integer', (r) => r.only_grants),
    column('only_registry', 'integer', (r) => r.only_registry),
  ])
}

/** «Plazos»: every dated closing and opening, with the clients that qualify. */
export const portfolioDeadlinesDataset: Dataset<Deadline> = dataset('export.sheet.deadlines', [
  column('date', 'date', (r) => r.date),
  {
    key: 'kind',
    header: 'export.column.kind',
    type: 'text',
    value: (r, lang) => renderMessage(lang, `export.deadline.${r.kind}`),
  },
  column('formatted_title', 'text', (r) => r.formatted_title),
  column('client_names', 'text', (r) => r.client_names.join(LIST_SEPARATOR)),
  column('client_ids', 'text', (r) => r.client_ids.join(LIST_SEPARATOR)),
  column('slug', 'text', (r) => r.slug),
])
