import { resolve } from 'node:path'
import { type ClientListFilters, ClientListFiltersSchema } from '@shared/wire/client'
import { type ClientPatch, ClientPatchSchema } from '@shared/wire/client-edit'
import { type GrantSelector, GrantSelectorSchema } from '@shared/wire/concession'
import { type SimulatorProfile, SimulatorProfileSchema } from '@shared/wire/opportunity'
import { DEFAULT_AID_YEARS, MAX_AID_YEARS } from '@shared/portfolio-constants'
import { GRANT_SECTIONS, type GrantSection } from '@shared/grant-info'
import { normalizeTaxId } from '@shared/tax-id'
import { FIELD_LIMITS } from '@shared/limits'
import { LANGUAGES } from '@shared/settings'
import { type Lang } from '@shared/messages/catalogue-lookup'
import { fieldErrorsOf, firstIssueOf } from '@shared/validation'
import { idList, integerInRange, parseSetFlags, positiveInteger } from './coerce'
import { CLI_LANG, cliText, orList } from './cli-text'
import { UsageError, usageError } from './usage-error'
import { type CommandName, type HelpTopic } from './usage'

/** The values of a command's own flags, as node:util parseArgs reads them. */
export interface FlagValues {
  email?: string | undefined
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
  reference?: string | undefined
  data?: string | undefined
  observation?: string | undefined
  sections?: string | undefined
  cnae?: string | undefined
  search?: string | undefined
  'profile-only'?: boolean | undefined
}

const OUTPUT_FORMATS = ['json', 'csv', 'xlsx'] as const
/** `portfolio deadlines` writes an iCalendar file instead of a spreadsheet. */
const DEADLINE_FORMATS = ['json', 'csv', 'ics'] as const

/** JSON on stdout by default; a spreadsheet (or JSON) written to --out. */
export interface OutputChoice {
  format: (typeof OUTPUT_FORMATS)[number] | 'ics'
  /** Absolute path, or null for stdout (JSON only). */
  out: string | null
  /** Headers and sheet names of a csv or xlsx file: the command line's language unless --lang. */
  lang: Lang
}

export interface PageChoice {
  all: boolean
  page: number
}

export type Command =
  | { name: 'help'; topic: HelpTopic }
  | { name: 'login'; email: string }
  | { name: 'logout' }
  | { name: 'whoami' }
  | { name: 'profile'; userId: number | null }
  | ({
      name: 'clients list'
      pageSize: number | null
      filters: ClientListFilters | null
      active: boolean
      output: OutputChoice
    } & PageChoice)
  | { name: 'clients get'; id: number }
  | { name: 'clients update'; id: number; patch: ClientPatch }
  | ({
      name: 'concessions'
      selector: { nif: string } | GrantSelector
      yes: boolean
      output: OutputChoice
    } & PageChoice)
  | { name: 'statuses'; output: OutputChoice }
  | { name: 'grant'; identifier: number | string; sections: GrantSection[] }
  | ({
      name: 'simulate'
      profile: SimulatorProfile
      yes: boolean
      output: OutputChoice
    } & PageChoice)
  | {
      name: 'simulate'
      /** SC-NIFSIM-1: one request, at most 20 opportunities, no pages. */
      byNif: NifSimulationQuery
      yes: boolean
      output: OutputChoice
    }
  | { name: 'grants'; search: string; page: number; yes: boolean }
  | {
      name: 'portfolio opportunities'
      filters: ClientListFilters | null
      active: boolean
      /** `--profile-only`: the NIF-and-CNAE clients are left incomplete, as before SC-NIFSIM-4. */
      profileOnly: boolean
      yes: boolean
      output: OutputChoice
    }
  | {
      name: 'portfolio aid'
      filters: ClientListFilters | null
      active: boolean
      years: number
      threshold: number | null
      yes: boolean
      output: OutputChoice
    }
  | { name: 'portfolio deadlines'; yes: boolean; output: OutputChoice }
  | {
      name: 'cases list'
      all: boolean
      archived: boolean
      mine: boolean
      client: number | null
      statusGroup: number | null
      status: number | null
      output: OutputChoice
    }
  | { name: 'cases get'; id: number }
  | {
      name: 'cases create'
      client: number
      title: string
      template: number | null
      expert: number | null
      reference: string | null
      data: string | null
      /** Null: the catalogue's initial status (SC-CASE-2). */
      target: StatusTarget | null
      observation: string | null
    }
  | { name: 'cases status'; ids: number[]; target: StatusTarget; observation: string | null }
  | { name: 'cases archive' | 'cases unarchive'; ids: number[] }

/** «Simular por NIF y CNAE» from the command line: the NIF as given, the CNAE's digits, a province. */
interface NifSimulationQuery {
  nif: string
  cnae: string
  province: number
}

/** A status group and one of its statuses, as given; checked against the catalogue before sending. */
export interface StatusTarget {
  group: number
  status: number
}

/** SC-PAGE-4: the service serves at most 200 clients a page. */
const MAX_PAGE_SIZE = 200

/**
 * A tax id as the service compares it (SC-CONC-1) is 9 characters; foreign beneficiaries may carry
 * longer ones. Anything past this is not an id, and is not sent.
 */
const MAX_NIF_LENGTH = 20

/** `grants --page`: the pages GrantSearchInputSchema takes. */
const MAX_GRANTS_PAGE = 1000

const unexpected = (word: string, command: CommandName) =>
  usageError('cli.usage.unexpected_argument', { word }, command)

/** A flag given without the one it goes with. */
const goesWith = (missing: string, given: string, command: CommandName) =>
  usageError('cli.usage.flag_goes_with', { missing, given }, command)

/** The NIF as given (the API client normalises it), once it looks like one. */
function nifOf(raw: string, command: CommandName = 'concessions'): string {
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

/** The form's own rules (ClientPatchSchema) before anything is sent: every wrong field named. */
function patchOf(sets: readonly string[]): ClientPatch {
  const result = ClientPatchSchema.safeParse(parseSetFlags(sets))
  if (result.success) return result.data
  const lines = Object.entries(fieldErrorsOf(result.error)).map(
    ([field, messages]) => `  ${field}: ${messages.join(' ')}`,
  )
  throw usageError('cli.usage.set_invalid', { problems: lines.join('\n') }, 'clients update')
}

function pageChoice(values: FlagValues, command: CommandName): PageChoice {
  const all = values.all ?? false
  if (all && values.page !== undefined) {
    throw usageError('cli.usage.page_or_all', {}, command)
  }
  return { all, page: values.page === undefined ? 1 : positiveInteger('--page', values.page) }
}

function outputOf(
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

/** `ID[,ID…]`: one or more case-file ids, each once, in the order given. */
function caseIds(rest: readonly string[], command: CommandName): number[] {
  const [raw, ...extra] = rest
  if (raw === undefined) throw usageError('cli.usage.case_ids_missing', {}, command)
  if (extra[0] !== undefined) throw unexpected(extra[0], command)
  const ids = idList(cliText('cli.subject.case_ids', {}), raw)
  if (ids.length === 0) throw usageError('cli.usage.case_id_missing', {}, command)
  return [...new Set(ids)]
}

/** --status-group with --status: both, or neither (null). */
function statusTarget(values: FlagValues, command: CommandName): StatusTarget | null {
  const group = values['status-group']
  const status = values.status
  if (group === undefined && status === undefined) return null
  if (group === undefined) throw goesWith('--status-group', '--status', command)
  if (status === undefined) throw goesWith('--status', '--status-group', command)
  return {
    group: positiveInteger('--status-group', group),
    status: positiveInteger('--status', status),
  }
}

/** A free text flag: null when not given; given, it must hold something. */
function textFlag(
  values: FlagValues,
  flag: 'title' | 'reference' | 'data' | 'observation',
  command: CommandName,
): string | null {
  const raw = values[flag]
  if (raw === undefined) return null
  const text = raw.trim()
  if (text === '') throw usageError('cli.usage.flag_empty', { flag: `--${flag}` }, command)
  return text
}

const optionalId = (flag: string, raw: string | undefined) =>
  raw === undefined ? null : positiveInteger(flag, raw)

function clientId(rest: readonly string[], command: CommandName): number {
  const [raw, ...extra] = rest
  if (raw === undefined) throw usageError('cli.usage.client_id_missing', {}, command)
  if (extra[0] !== undefined) throw unexpected(extra[0], command)
  return positiveInteger(cliText('cli.subject.client_id', {}), raw)
}

function filtersOf(raw: string | undefined, command: CommandName): ClientListFilters | null {
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

/** --threshold: euros, a plain number («300000» or «300000.50»). */
function thresholdOf(raw: string | undefined): number | null {
  if (raw === undefined) return null
  const text = raw.trim()
  const value = Number(text)
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text) || !Number.isFinite(value)) {
    throw usageError('cli.usage.threshold', { raw }, 'portfolio aid')
  }
  return value
}

function selectorOf(values: FlagValues): { nif: string } | GrantSelector {
  const given = (['nif', 'grant-id', 'grant-slug'] as const).filter((f) => values[f] !== undefined)
  if (given.length !== 1) {
    throw usageError('cli.usage.one_selector', {}, 'concessions')
  }
  if (values.nif !== undefined) return { nif: nifOf(values.nif) }
  const candidate =
    values['grant-id'] !== undefined
      ? { fund_id: positiveInteger('--grant-id', values['grant-id']) }
      : { fund_slug: values['grant-slug'] ?? '' }
  const result = GrantSelectorSchema.safeParse(candidate)
  if (!result.success) throw usageError('cli.usage.grant_slug', {}, 'concessions')
  return result.data
}

/** The flags of a simulation by profile, which a simulation by NIF and CNAE does not take. */
const PROFILE_FLAGS = ['applicants', 'actions', 'all', 'page'] as const

/** Provinces by INE code: 1 to 52. */
const MAX_PROVINCE = 52

/**
 * `simulate --nif NIF --cnae CODE --province N` (SC-NIFSIM-1): all three, one province, the CNAE
 * class code (1 to 4 digits, as the vendor takes it), and none of the profile's flags.
 */
function nifSimulationOf(values: FlagValues): NifSimulationQuery {
  const mixed = PROFILE_FLAGS.filter((flag) => values[flag] !== undefined)
  if (mixed.length > 0) {
    const flags = mixed.map((flag) => `--${flag}`).join(', ')
    throw usageError('cli.usage.nif_simulation_flags', { flags }, 'simulate')
  }
  if (values.nif === undefined) throw goesWith('--nif', '--cnae', 'simulate')
  if (values.cnae === undefined) throw goesWith('--cnae', '--nif', 'simulate')
  if (values.province === undefined) throw usageError('cli.usage.province_missing', {}, 'simulate')
  const cnae = values.cnae.trim()
  if (!/^\d{1,4}$/.test(cnae)) throw usageError('cli.usage.cnae', { raw: values.cnae }, 'simulate')
  return {
    nif: nifOf(values.nif, 'simulate'),
    cnae,
    province: integerInRange('--province', values.province, 1, MAX_PROVINCE),
  }
}

/** `grants --search TEXT`: words of the grant's title. */
function searchOf(raw: string | undefined): string {
  if (raw === undefined) throw usageError('cli.usage.search_missing', {}, 'grants')
  const text = raw.trim()
  if (text === '') throw usageError('cli.usage.flag_empty', { flag: '--search' }, 'grants')
  if (text.length > FIELD_LIMITS.search) {
    throw usageError(
      'cli.usage.search_length',
      { max: String(FIELD_LIMITS.search), length: String(text.length) },
      'grants',
    )
  }
  return text
}

function profileOf(values: FlagValues): SimulatorProfile {
  const missing = (['province', 'applicants', 'actions'] as const).find((f) => !values[f])
  if (missing) throw usageError('cli.usage.flag_missing', { flag: `--${missing}` }, 'simulate')
  const provinces = idList('--province', values.province ?? '')
  const result = SimulatorProfileSchema.safeParse({
    province: provinces.length === 1 ? provinces[0] : provinces,
    applicants_v2: idList('--applicants', values.applicants ?? ''),
    actions_v2: idList('--actions', values.actions ?? ''),
  })
  if (!result.success) throw new UsageError(firstIssueOf(result.error), 'simulate')
  return result.data
}

/** `grant ID|SLUG`: a positive id, or a slug (letters, digits and dashes). */
function grantIdentifier(rest: readonly string[]): number | string {
  const [word, extra] = rest
  if (word === undefined) throw usageError('cli.usage.grant_missing', {}, 'grant')
  if (extra !== undefined) throw unexpected(extra, 'grant')
  if (/^\d+$/.test(word)) return positiveInteger('ID', word)
  if (!/^[a-z0-9][a-z0-9-]{0,299}$/i.test(word)) {
    throw usageError('cli.usage.grant_word', { word }, 'grant')
  }
  return word
}

/** `--sections details,documents,…`: each once, in the order given; all five by default. */
function grantSections(raw: string | undefined): GrantSection[] {
  if (raw === undefined) return [...GRANT_SECTIONS]
  const words = raw
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '')
  const known = (word: string): word is GrantSection =>
    (GRANT_SECTIONS as readonly string[]).includes(word)
  const unknown = words.find((word) => !known(word))
  const sections = GRANT_SECTIONS.join(', ')
  if (unknown !== undefined) {
    throw usageError('cli.usage.sections_unknown', { word: unknown, sections }, 'grant')
  }
  if (words.length === 0) throw usageError('cli.usage.sections_empty', { sections }, 'grant')
  return [...new Set(words.filter(known))]
}

/** The typed command from its name, its flag values and the words after it. */
export function buildCommand(
  name: CommandName,
  values: FlagValues,
  rest: readonly string[],
): Command {
  const positional: readonly CommandName[] = [
    'clients get',
    'clients update',
    'cases get',
    'cases status',
    'cases archive',
    'cases unarchive',
    'grant',
  ]
  if (!positional.includes(name) && rest.length > 0) {
    throw unexpected(rest[0] ?? '', name)
  }
  switch (name) {
    case 'login': {
      const email = values.email?.trim()
      if (!email) throw usageError('cli.usage.flag_missing', { flag: '--email' }, name)
      return { name, email }
    }
    case 'logout':
    case 'whoami':
      return { name }
    case 'statuses':
      return { name, output: outputOf(values, name) }
    case 'grant':
      return { name, identifier: grantIdentifier(rest), sections: grantSections(values.sections) }
    case 'profile': {
      const raw = values['user-id']
      return { name, userId: raw === undefined ? null : positiveInteger('--user-id', raw) }
    }
    case 'clients list':
      return {
        name,
        ...pageChoice(values, name),
        pageSize:
          values['page-size'] === undefined
            ? null
            : integerInRange('--page-size', values['page-size'], 1, MAX_PAGE_SIZE),
        filters: filtersOf(values.filters, name),
        active: values.active ?? false,
        output: outputOf(values, name),
      }
    case 'clients get':
      return { name, id: clientId(rest, name) }
    case 'clients update':
      return { name, id: clientId(rest, name), patch: patchOf(values.set ?? []) }
    case 'concessions':
      return {
        name,
        selector: selectorOf(values),
        yes: values.yes ?? false,
        output: outputOf(values, name),
        ...pageChoice(values, name),
      }
    case 'simulate':
      if (values.nif !== undefined || values.cnae !== undefined) {
        return {
          name,
          byNif: nifSimulationOf(values),
          yes: values.yes ?? false,
          output: outputOf(values, name),
        }
      }
      return {
        name,
        profile: profileOf(values),
        yes: values.yes ?? false,
        output: outputOf(values, name),
        ...pageChoice(values, name),
      }
    case 'grants':
      return {
        name,
        search: searchOf(values.search),
        page:
          values.page === undefined ? 1 : integerInRange('--page', values.page, 1, MAX_GRANTS_PAGE),
        yes: values.yes ?? false,
      }
    case 'portfolio opportunities':
      return {
        name,
        filters: filtersOf(values.filters, name),
        active: values.active ?? false,
        profileOnly: values['profile-only'] ?? false,
        yes: values.yes ?? false,
        output: outputOf(values, name),
      }
    case 'portfolio aid':
      return {
        name,
        filters: filtersOf(values.filters, name),
        active: values.active ?? false,
        years:
          values.years === undefined
            ? DEFAULT_AID_YEARS
            : integerInRange('--years', values.years, 1, MAX_AID_YEARS),
        threshold: thresholdOf(values.threshold),
        yes: values.yes ?? false,
        output: outputOf(values, name),
      }
    case 'portfolio deadlines':
      return {
        name,
        yes: values.yes ?? false,
        output: outputOf(values, name, DEADLINE_FORMATS),
      }
    case 'cases list':
      return {
        name,
        all: values.all ?? false,
        archived: values.archived ?? false,
        mine: values.mine ?? false,
        client: optionalId('--client', values.client),
        statusGroup: optionalId('--status-group', values['status-group']),
        status: optionalId('--status', values.status),
        output: outputOf(values, name),
      }
    case 'cases get': {
      const [raw, ...extra] = rest
      if (raw === undefined) throw usageError('cli.usage.case_id_missing', {}, name)
      if (extra[0] !== undefined) throw unexpected(extra[0], name)
      return { name, id: positiveInteger(cliText('cli.subject.case_id', {}), raw) }
    }
    case 'cases create': {
      if (values.client === undefined) {
        throw usageError('cli.usage.flag_missing', { flag: '--client' }, name)
      }
      const title = textFlag(values, 'title', name)
      if (title === null) throw usageError('cli.usage.flag_missing', { flag: '--title' }, name)
      return {
        name,
        client: positiveInteger('--client', values.client),
        title,
        template: optionalId('--template', values.template),
        expert: optionalId('--expert', values.expert),
        reference: textFlag(values, 'reference', name),
        data: textFlag(values, 'data', name),
        target: statusTarget(values, name),
        observation: textFlag(values, 'observation', name),
      }
    }
    case 'cases status': {
      const ids = caseIds(rest, name)
      const target = statusTarget(values, name)
      if (!target) throw usageError('cli.usage.status_both_missing', {}, name)
      return { name, ids, target, observation: textFlag(values, 'observation', name) }
    }
    case 'cases archive':
    case 'cases unarchive':
      return { name, ids: caseIds(rest, name) }
  }
}
