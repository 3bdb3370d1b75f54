import { resolve } from 'node:path'
import { type ClientListFilters, ClientListFiltersSchema } from '@shared/wire/client'
import { normalizeTaxId } from '@shared/tax-id'
import { LANGUAGES } from '@shared/settings'
import { type Lang } from '@shared/messages/catalogue-lookup'
import { positiveInteger } from './coerce'
import { CLI_LANG, orList } from './cli-text'
import { usageError } from './usage-error'
import { type CommandName } from './usage'

/** The values of a command's own flags, as node:util parseArgs reads them. */
export interface FlagValues {
  email?: string | undefined
  name?: string | undefined
  phone?: string | undefined
  'user-id'?: string | undefined
  page?: string | undefined
  'page-size'?: string | undefined
  all?: boolean | undefined
  filters?: string | undefined
  active?: boolean | undefined
  set?: string[] | undefined
  nif?: string | undefined
  'grant-id'?: string | undefined
  'grant-slug'?: string | undefined
  province?: string | undefined
  applicants?: string | undefined
  actions?: string | undefined
  format?: string | undefined
  out?: string | undefined
  lang?: string | undefined
  yes?: boolean | undefined
  years?: string | undefined
  threshold?: string | undefined
  mine?: boolean | undefined
  archived?: boolean | undefined
  client?: string | undefined
  'status-group'?: string | undefined
  status?: string | undefined
  title?: string | undefined
  template?: string | undefined
  expert?: string | undefined
  month?: string | undefined
  'all-experts'?: boolean | undefined
  'stale-days'?: string | undefined
  'closing-status'?: string | undefined
  reference?: string | undefined
  data?: string | undefined
  observation?: string | undefined
  sections?: string | undefined
  cnae?: string | undefined
  search?: string | undefined
  'profile-only'?: boolean | undefined
  from?: string | undefined
  'business-days'?: string | undefined
  months?: string | undefined
  holiday?: string[] | undefined
  'print-tokens'?: boolean | undefined
  'max-requests'?: string | undefined
  'ask-above'?: string | undefined
  kind?: string | undefined
  date?: string | undefined
  label?: string | undefined
  received?: string | undefined
  on?: string | undefined
  add?: string | undefined
  text?: string | undefined
  meaning?: string | undefined
  bdns?: string | undefined
  community?: string | undefined
  state?: string | undefined
  'closing-from'?: string | undefined
  'closing-to'?: string | undefined
  'min-amount'?: string | undefined
  'max-amount'?: string | undefined
  minimis?: boolean | undefined
  order?: string | undefined
  save?: string | undefined
  saved?: string | undefined
  'list-saved'?: boolean | undefined
  'delete-saved'?: string | undefined
  fits?: string | undefined
  group?: string | undefined
  'as-of'?: string | undefined
  grant?: string | undefined
  place?: string | undefined
  address?: string | undefined
  representative?: string | undefined
  'representative-nif'?: string | undefined
  'bdns-url'?: string | undefined
}

const OUTPUT_FORMATS = ['json', 'csv', 'xlsx'] as const
/** `report month` writes a workbook of several sheets (no csv), or a PDF. */
export const REPORT_FORMATS = ['json', 'xlsx', 'pdf'] as const
/** `portfolio deadlines` writes an iCalendar file instead of a spreadsheet. */
export const DEADLINE_FORMATS = ['json', 'csv', 'ics'] as const

/** JSON on stdout by default; a spreadsheet (or JSON) written to --out. */
export interface OutputChoice {
  format: (typeof OUTPUT_FORMATS)[number] | 'ics' | 'pdf'
  /** Absolute path, or null for stdout (JSON only). */
  out: string | null
  /** Headers and sheet names of a csv or xlsx file: the command line's language unless --lang. */
  lang: Lang
}

export interface PageChoice {
  all: boolean
  page: number
}

/**
 * A tax id as the service compares it (SC-CONC-1) is 9 characters; foreign beneficiaries may carry
 * longer ones. Anything past this is not an id, and is not sent.
 */
const MAX_NIF_LENGTH = 20

export const unexpected = (word: string, command: CommandName) =>
  usageError('cli.usage.unexpected_argument', { word }, command)

/** A flag given without the one it goes with. */
export const goesWith = (missing: string, given: string, command: CommandName) =>
  usageError('cli.usage.flag_goes_with', { missing, given }, command)

/** The NIF as given (the API client normalises it), once it looks like one. */
export function nifOf(raw: string, command: CommandName = 'concessions'): string {
  const normalized = normalizeTaxId(raw)
  if (normalized === '') throw usageError('cli.usage.flag_empty', { flag: '--nif' }, command)
  if (!/^[A-Z0-9]+$/.test(normalized)) throw usageError('cli.usage.nif_characters', {}, command)
  if (normalized.length < 2 || normalized.length > MAX_NIF_LENGTH) {
    throw usageError(
      'cli.usage.nif_length',
      { max: String(MAX_NIF_LENGTH), length: String(normalized.length) },
      command,
    )
  }
  return raw
}

export function pageChoice(values: FlagValues, command: CommandName): PageChoice {
  const all = values.all ?? false
  if (all && values.page !== undefined) {
    throw usageError('cli.usage.page_or_all', {}, command)
  }
  return { all, page: values.page === undefined ? 1 : positiveInteger('--page', values.page) }
}

export function outputOf(
  values: FlagValues,
  command: CommandName,
  formats: readonly OutputChoice['format'][] = OUTPUT_FORMATS,
): OutputChoice {
  const format = values.format ?? 'json'
  if (!(formats as readonly string[]).includes(format)) {
    throw usageError('cli.usage.format_choice', { formats: orList(formats), format }, command)
  }
  const out = values.out?.trim() ? resolve(values.out.trim()) : null
  if (format !== 'json' && !out) {
    throw usageError('cli.usage.out_missing', { format }, command)
  }
  const lang = values.lang ?? CLI_LANG
  if (lang !== 'es' && lang !== 'en') {
    throw usageError('cli.usage.lang_choice', { langs: orList(LANGUAGES), lang }, command)
  }
  return { format: format as OutputChoice['format'], out, lang }
}

/** A free text flag: null when not given; given, it must hold something. */
export function textFlag(
  values: FlagValues,
  flag: 'title' | 'reference' | 'data' | 'observation' | 'label' | 'add',
  command: CommandName,
): string | null {
  const raw = values[flag]
  if (raw === undefined) return null
  const text = raw.trim()
  if (text === '') throw usageError('cli.usage.flag_empty', { flag: `--${flag}` }, command)
  return text
}

export const optionalId = (flag: string, raw: string | undefined) =>
  raw === undefined ? null : positiveInteger(flag, raw)

export function filtersOf(raw: string | undefined, command: CommandName): ClientListFilters | null {
  if (raw === undefined) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw usageError('cli.usage.filters_not_json', {}, command)
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw usageError('cli.usage.filters_not_object', { example: `'{"order":"-id"}'` }, command)
  }
  const result = ClientListFiltersSchema.strict().safeParse(parsed)
  if (result.success) return result.data
  const [issue] = result.error.issues
  if (issue?.code === 'unrecognized_keys') {
    throw usageError('cli.usage.filters_unknown_keys', { keys: issue.keys.join(', ') }, command)
  }
  const key = String(issue?.path[0] ?? '')
  const expected = key.endsWith('__in') && key !== 'status__in' ? 'list' : 'text'
  throw usageError('cli.usage.filters_value', { key, expected }, command)
}
