import { CLIENT_FIELD_LABELS } from '@shared/client-field-labels'
import { type Lang } from '@shared/messages/catalogue-lookup'
import { formatDate } from '@shared/format'
import {
  type AidClient,
  type AidRun,
  type AidWindow,
  type Deadline,
  type GrantGroup,
  type IncompleteClient,
  type PortfolioOrigin,
  type PortfolioRow,
} from '@shared/portfolio'
import { type Column } from './columns'
import { type Dataset, deadlineColumn, receivedColumns } from './datasets'

/** The «Cartera» tables, each the latest stored run's: no request. */

const LIST_SEPARATOR = ' | '

function dataset<T>(name: string, columns: readonly Column<T>[]): Dataset<T> {
  return { name, columns, defaultOrder: columns.map((column) => column.key) }
}

/** «Por convocatoria»: one row per grant, with its clients. */
export const portfolioGrantsDataset: Dataset<GrantGroup> = dataset('Por convocatoria', [
  { key: 'formatted_title', header: 'Ayuda', type: 'text', value: (r) => r.formatted_title },
  { key: 'status_text', header: 'Estado', type: 'text', value: (r) => r.status_text },
  deadlineColumn<GrantGroup>(),
  { key: 'total_amount', header: 'Importe total (€)', type: 'money', value: (r) => r.total_amount },
  { key: 'scope', header: 'Ámbito', type: 'text', value: (r) => r.scope },
  { key: 'clients_count', header: 'Clientes', type: 'integer', value: (r) => r.rows.length },
  { key: 'new', header: 'Nueva', type: 'boolean', value: (r) => r.new },
  {
    key: 'client_names',
    header: 'Clientes que pueden solicitarla',
    type: 'text',
    value: (r) => r.rows.map((row) => row.client_name).join(LIST_SEPARATOR),
  },
  {
    key: 'received_names',
    header: 'Ya la recibieron',
    type: 'text',
    value: (r) =>
      r.rows
        .filter((row) => row.received !== null)
        .map((row) => row.client_name)
        .join(LIST_SEPARATOR),
  },
  { key: 'slug', header: 'Convocatoria (identificador)', type: 'text', value: (r) => r.slug },
])

/**
 * Where a row comes from, in Spanish (the English layer translates them): the client's profile, or
 * its NIF and CNAE when the profile lacks applicant types or actions (SC-NIFSIM-4).
 */
export const ORIGIN_LABELS: Readonly<Record<PortfolioOrigin, string>> = {
  profile: 'Perfil',
  'nif-cnae': 'NIF y CNAE',
}

/** «Por cliente»: one row per client × grant, with «Nueva», «Ya recibida» and the row's origin. */
export const portfolioClientsDataset: Dataset<PortfolioRow> = dataset('Por cliente', [
  { key: 'client_id', header: 'Id del cliente', type: 'id', value: (r) => r.client_id },
  { key: 'client_name', header: 'Cliente', type: 'text', value: (r) => r.client_name },
  { key: 'nif', header: 'NIF', type: 'text', value: (r) => r.nif },
  { key: 'formatted_title', header: 'Ayuda', type: 'text', value: (r) => r.formatted_title },
  { key: 'status_text', header: 'Estado', type: 'text', value: (r) => r.status_text },
  deadlineColumn<PortfolioRow>(),
  { key: 'total_amount', header: 'Importe total (€)', type: 'money', value: (r) => r.total_amount },
  { key: 'scope', header: 'Ámbito', type: 'text', value: (r) => r.scope },
  { key: 'new', header: 'Nueva', type: 'boolean', value: (r) => r.new },
  ...receivedColumns<PortfolioRow>(),
  { key: 'origin', header: 'Origen', type: 'text', value: (r) => ORIGIN_LABELS[r.origin] },
  { key: 'slug', header: 'Convocatoria (identificador)', type: 'text', value: (r) => r.slug },
])

/** «Perfiles incompletos»: the clients left out of the opportunities, and what they lack. */
export function portfolioIncompleteDataset(lang: Lang): Dataset<IncompleteClient> {
  const labels = CLIENT_FIELD_LABELS[lang]
  return dataset('Perfiles incompletos', [
    { key: 'client_id', header: 'Id del cliente', type: 'id', value: (r) => r.id },
    { key: 'client_name', header: 'Cliente', type: 'text', value: (r) => r.name },
    {
      key: 'missing',
      header: 'Falta',
      type: 'text',
      value: (r) => r.missing.map((part) => labels[part]).join(LIST_SEPARATOR),
    },
  ])
}

/** The window's header: «Tres años, del 16/03/2023 al 15/03/2026 (€)». */
function windowHeaders(window: AidWindow | null) {
  if (!window) return { header: 'Tres años (€)', englishHeader: 'Three years (€)' }
  const from = formatDate(window.from)
  const to = formatDate(window.to)
  return {
    header: `Tres años, del ${from} al ${to} (€)`,
    englishHeader: `Three years, ${from} to ${to} (€)`,
  }
}

/**
 * «Ayudas recibidas»: per client, each year's total, the total of the three years that end on the
 * run's day (what the mark is held against), the total, count, undated ones apart, last date and
 * the mark.
 */
export function portfolioAidDataset(run: Pick<AidRun, 'years' | 'window'>): Dataset<AidClient> {
  return dataset('Ayudas recibidas', [
    { key: 'client_id', header: 'Id del cliente', type: 'id', value: (r) => r.client_id },
    { key: 'client_name', header: 'Cliente', type: 'text', value: (r) => r.name },
    { key: 'nif', header: 'NIF', type: 'text', value: (r) => r.nif },
    ...run.years.map((year): Column<AidClient> => ({
      key: `year_${year}`,
      header: `${year} (€)`,
      englishHeader: `${year} (€)`,
      type: 'money',
      value: (r) => r.by_year[String(year)] ?? 0,
    })),
    {
      key: 'window_total',
      ...windowHeaders(run.window),
      type: 'money',
      value: (r) => r.window_total,
    },
    { key: 'total', header: 'Total concedido (€)', type: 'money', value: (r) => r.total },
    { key: 'count', header: 'Concesiones', type: 'integer', value: (r) => r.count },
    {
      key: 'undated_count',
      header: 'Sin fecha, no sumadas',
      englishHeader: 'Undated, not summed',
      type: 'integer',
      value: (r) => r.undated_count,
    },
    {
      key: 'undated_total',
      header: 'Importe sin fecha, no sumado (€)',
      englishHeader: 'Undated amount, not summed (€)',
      type: 'money',
      value: (r) => r.undated_total,
    },
    { key: 'last_date', header: 'Última concesión', type: 'date', value: (r) => r.last_date },
    {
      key: 'over_threshold',
      header: 'Alcanza el umbral',
      type: 'boolean',
      value: (r) => r.over_threshold,
    },
  ])
}

/** «Plazos»: every dated closing and opening, with the clients that qualify. */
export function portfolioDeadlinesDataset(lang: Lang): Dataset<Deadline> {
  const kinds =
    lang === 'en' ? { close: 'Closes', open: 'Opens' } : { close: 'Cierre', open: 'Apertura' }
  return dataset('Plazos', [
    { key: 'date', header: 'Fecha', type: 'date', value: (r) => r.date },
    { key: 'kind', header: 'Plazo', type: 'text', value: (r) => kinds[r.kind] },
    { key: 'formatted_title', header: 'Ayuda', type: 'text', value: (r) => r.formatted_title },
    {
      key: 'client_names',
      header: 'Clientes que pueden solicitarla',
      type: 'text',
      value: (r) => r.client_names.join(LIST_SEPARATOR),
    },
    {
      key: 'client_ids',
      header: 'Ids de los clientes',
      type: 'text',
      value: (r) => r.client_ids.join(LIST_SEPARATOR),
    },
    { key: 'slug', header: 'Convocatoria (identificador)', type: 'text', value: (r) => r.slug },
  ])
}
