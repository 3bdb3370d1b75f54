import { CLIENT_STATUSES } from '@shared/wire/client'
import { type Lang } from '@shared/messages/catalogue-lookup'
import { type Column } from './columns'
import { type Dataset } from './datasets'

/**
 * Exports in English: the datasets define their columns once, with Spanish headers; this layer
 * writes headers, sheet names and the few values that are the app's words (yes/no, a client's
 * status) in English. Data (names, titles, places) stays as the service sent it.
 */

/**
 * English header of each column, by its key (a key means the same thing in every dataset). A
 * client's fields are not here: their columns carry their English name from the one field table.
 */
export const ENGLISH_HEADERS: Readonly<Record<string, string>> = {
  // The NIF searched, in the concessions by NIF (a client's own column names itself).
  nif: 'NIF',
  field: 'Field',
  value: 'Value',
  beneficiary_name: 'Beneficiary',
  fund_id: 'Grant id',
  fund_title: 'Call for grants',
  fund_slug: 'Grant (identifier)',
  beneficiary_cif: 'Beneficiary’s NIF',
  concession_date: 'Concession date',
  awarded_amount: 'Amount awarded (€)',
  group_id: 'Group id',
  group_name: 'Group',
  status_id: 'Status id',
  status_name: 'Status',
  initial: 'Initial',
  template: 'Template id',
  formatted_title: 'Grant',
  status_text: 'Status',
  total_amount: 'Total amount (€)',
  scope: 'Scope',
  slug: 'Grant (identifier)',
  client_id: 'Client id',
  client_name: 'Client',
  clients_count: 'Clients',
  new: 'New',
  client_names: 'Clients who qualify',
  received: 'Already received',
  received_date: 'Received on',
  received_names: 'Already received by',
  missing: 'Missing',
  total: 'Total awarded (€)',
  count: 'Concessions',
  last_date: 'Last concession',
  over_threshold: 'Reaches the threshold',
  date: 'Date',
  kind: 'Deadline',
  client_ids: 'Client ids',
  case_id: 'Case-file id',
  identifier: 'Identifier',
  title: 'Title',
  requested_amount: 'Amount requested (€)',
  presentation_date: 'Submission date',
  reference: 'Reference',
  archived: 'Archived',
  deadline: 'Closing date',
  origin: 'Origin',
  publisher: 'Publisher',
  applicants: 'Applicants',
  term: 'Application period',
  help_type: 'Type of aid',
  expenses: 'Eligible expenses',
  execution_period: 'Execution period',
  request_amount: 'Amount per application (€)',
  minimis: 'Minimis aid',
  bdns: 'BDNS codes',
  fetched_at: 'Retrieved on',
}

/** The app's own words in a text column, in English, by the column's key and the Spanish value. */
export const ENGLISH_VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  origin: { Perfil: 'Profile', 'NIF y CNAE': 'NIF and CNAE' },
}

/** English names of sheets and of the files' default names, by their Spanish name. */
export const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  Clientes: 'Clients',
  'Ficha del cliente': 'Client record',
  'Concesiones por NIF': 'Concessions by NIF',
  'Concesiones por convocatoria': 'Concessions by grant',
  'Estados de expediente': 'Case-file statuses',
  Oportunidades: 'Opportunities',
  Cliente: 'Client',
  Concesiones: 'Concessions',
  'Por convocatoria': 'By grant',
  'Por cliente': 'By client',
  'Perfiles incompletos': 'Incomplete profiles',
  'Ayudas recibidas': 'Aid received',
  Plazos: 'Deadlines',
  Expedientes: 'Case files',
  Convocatoria: 'Grants',
}

const ENGLISH_STATUS: Readonly<Record<number, string>> = {
  1: 'Active',
  2: 'Inactive',
  3: 'Prospect',
}

function englishStatus(label: unknown): unknown {
  const known = CLIENT_STATUSES.find((status) => status.label === label)
  if (known) return ENGLISH_STATUS[known.value] ?? label
  const other = typeof label === 'string' ? /^Estado (\d+)$/.exec(label) : null
  return other ? `Status ${other[1]}` : label
}

/** A sheet or file name in `lang`. */
export function nameIn(lang: Lang, spanish: string): string {
  return lang === 'en' ? (ENGLISH_NAMES[spanish] ?? spanish) : spanish
}

/** A column's header in `lang`. */
export function headerIn(
  lang: Lang,
  column: Pick<Column<unknown>, 'key' | 'header' | 'englishHeader'>,
): string {
  if (lang === 'es') return column.header
  return column.englishHeader ?? ENGLISH_HEADERS[column.key] ?? column.header
}

function columnIn<T>(lang: Lang, column: Column<T>): Column<T> {
  const header = headerIn(lang, column)
  if (column.type === 'boolean') {
    return {
      ...column,
      header,
      value: (row) => {
        const value = column.value(row)
        return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value
      },
    }
  }
  if (column.key === 'status' && column.type === 'text') {
    return { ...column, header, value: (row) => englishStatus(column.value(row)) }
  }
  const words = column.type === 'text' ? ENGLISH_VALUES[column.key] : undefined
  if (words) {
    return {
      ...column,
      header,
      value: (row) => {
        const value = column.value(row)
        return typeof value === 'string' ? (words[value] ?? value) : value
      },
    }
  }
  return { ...column, header }
}

/** The dataset with its headers, name and the app's own words in `lang`. */
export function datasetIn<T>(lang: Lang, dataset: Dataset<T>): Dataset<T> {
  if (lang === 'es') return dataset
  return {
    ...dataset,
    name: nameIn(lang, dataset.name),
    columns: dataset.columns.map((column) => columnIn(lang, column)),
  }
}
