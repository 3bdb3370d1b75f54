import {
  type CallFilters,
  CallFiltersSchema,
  type CallFiltersInput,
  SavedSearchNameSchema,
} from '@shared/calls'
import { CALL_ORDERS, CALL_STATES } from '@shared/call-choices'
import { isIsoDate } from '@shared/format'
import { idList, positiveInteger } from '../coerce'
import { orList } from '../cli-text'
import {
  type FlagValues,
  type OutputChoice,
  outputOf,
  type PageChoice,
  pageChoice,
  unexpected,
} from '../flags'
import { usageError } from '../usage-error'
import { validated } from '../validated'
import { costFlagsOf, type CostFlags } from './cost-args'
import { FILTER_FLAGS, MODE_FLAGS, PAGE_FLAGS } from './calls-flags'

/** `calls`: a search, or one of the saved searches' and fitting clients' modes. */
export type CallsCommand =
  | ({
      name: 'calls'
      mode: 'search'
      filters: CallFilters
      output: OutputChoice
    } & PageChoice &
      CostFlags)
  | { name: 'calls'; mode: 'save'; saveAs: string; filters: CallFilters }
  | ({ name: 'calls'; mode: 'saved'; savedName: string; output: OutputChoice } & CostFlags)
  | { name: 'calls'; mode: 'list-saved' }
  | { name: 'calls'; mode: 'delete-saved'; savedName: string }
  | ({ name: 'calls'; mode: 'fits'; identifier: number | string } & CostFlags)

const OUTPUT_FLAGS = ['format', 'out', 'lang'] as const
const COST_FLAGS = ['yes', 'max-requests', 'ask-above'] as const

const given = <F extends keyof FlagValues>(values: FlagValues, flags: readonly F[]): F[] =>
  flags.filter((flag) => values[flag] !== undefined)

function dateOf(flag: string, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  const text = raw.trim()
  if (!isIsoDate(text)) throw usageError('cli.usage.date', { flag, raw }, 'calls')
  return text
}

/** Euros, whole or with decimals («1234.5» or «1234,5»), never below 0. */
function eurosOf(flag: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined
  const text = raw.trim()
  if (!/^\d+(?:[.,]\d+)?$/.test(text))
    throw usageError('cli.usage.amount', { what: flag, raw }, 'calls')
  return Number(text.replace(',', '.'))
}

function idsOf(flag: string, raw: string | undefined): number[] | undefined {
  if (raw === undefined) return undefined
  const ids = idList(flag, raw)
  if (ids.length === 0) throw usageError('cli.usage.flag_empty', { flag }, 'calls')
  return ids
}

function choiceOf<T extends string>(flag: string, raw: string | undefined, choices: readonly T[]) {
  if (raw === undefined) return undefined
  const word = raw.trim()
  const found = choices.find((choice) => choice === word)
  if (found === undefined) {
    throw usageError('cli.usage.calls_choice', { flag, choices: orList(choices), raw }, 'calls')
  }
  return found
}

/** The filters of the flags, checked as the app's own schema checks them (ranges included). */
function filtersOf(values: FlagValues): CallFilters {
  const input: CallFiltersInput = {
    text: values.text,
    meaning: values.meaning,
    bdns: values.bdns === undefined ? undefined : positiveInteger('--bdns', values.bdns),
    provinces: idsOf('--province', values.province),
    communities: idsOf('--community', values.community),
    applicants: idsOf('--applicants', values.applicants),
    actions: idsOf('--actions', values.actions),
    state: choiceOf('--state', values.state, CALL_STATES),
    closingFrom: dateOf('--closing-from', values['closing-from']),
    closingTo: dateOf('--closing-to', values['closing-to']),
    minAmount: eurosOf('--min-amount', values['min-amount']),
    maxAmount: eurosOf('--max-amount', values['max-amount']),
    minimis: values.minimis,
    order: choiceOf('--order', values.order, CALL_ORDERS),
  }
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
  return validated(CallFiltersSchema, defined, 'calls')
}

function nameOf(flag: string, raw: string): string {
  if (raw.trim() === '') throw usageError('cli.usage.flag_empty', { flag }, 'calls')
  return validated(SavedSearchNameSchema, raw, 'calls')
}

/** `--fits ID|SLUG`: a positive id, or a slug (letters, digits and dashes). */
function identifierOf(raw: string): number | string {
  const word = raw.trim()
  if (/^\d+$/.test(word)) return positiveInteger('--fits', word)
  if (!/^[a-z0-9][a-z0-9-]{0,299}$/i.test(word)) {
    throw usageError('cli.usage.grant_word', { word: raw }, 'calls')
  }
  return word.toLowerCase()
}

/** Flags `mode` does not take: a usage error naming the first. */
function refuse(values: FlagValues, mode: string, flags: readonly (keyof FlagValues)[]): void {
  const [first] = given(values, flags)
  if (first !== undefined) {
    throw usageError(
      'cli.usage.calls_flag_with',
      { flag: `--${first}`, mode: `--${mode}` },
      'calls',
    )
  }
}

/** «calls» from its flags: a search, or exactly one mode (--save, --saved, …, --fits). */
export function callsCommand(values: FlagValues, rest: readonly string[]): CallsCommand {
  if (rest[0] !== undefined) throw unexpected(rest[0], 'calls')
  const modes = given(values, MODE_FLAGS)
  if (modes.length > 1) {
    throw usageError(
      'cli.usage.calls_modes',
      { flags: modes.map((m) => `--${m}`).join(', ') },
      'calls',
    )
  }
  const mode = modes.at(0)
  switch (mode) {
    case undefined:
      return {
        name: 'calls',
        mode: 'search',
        filters: filtersOf(values),
        output: outputOf(values, 'calls'),
        ...pageChoice(values, 'calls'),
        ...costFlagsOf(values),
      }
    case 'save':
      refuse(values, mode, [...PAGE_FLAGS, ...OUTPUT_FLAGS, ...COST_FLAGS])
      return {
        name: 'calls',
        mode,
        saveAs: nameOf('--save', values.save ?? ''),
        filters: filtersOf(values),
      }
    case 'saved':
      refuse(values, mode, [...FILTER_FLAGS, ...PAGE_FLAGS])
      return {
        name: 'calls',
        mode,
        savedName: nameOf('--saved', values.saved ?? ''),
        output: outputOf(values, 'calls'),
        ...costFlagsOf(values),
      }
    case 'list-saved':
      refuse(values, mode, [...FILTER_FLAGS, ...PAGE_FLAGS, ...OUTPUT_FLAGS, ...COST_FLAGS])
      return { name: 'calls', mode }
    case 'delete-saved':
      refuse(values, mode, [...FILTER_FLAGS, ...PAGE_FLAGS, ...OUTPUT_FLAGS, ...COST_FLAGS])
      return {
        name: 'calls',
        mode,
        savedName: nameOf('--delete-saved', values['delete-saved'] ?? ''),
      }
    case 'fits':
      refuse(values, mode, [...FILTER_FLAGS, ...PAGE_FLAGS, ...OUTPUT_FLAGS])
      return {
        name: 'calls',
        mode,
        identifier: identifierOf(values.fits ?? ''),
        ...costFlagsOf(values),
      }
  }
}
