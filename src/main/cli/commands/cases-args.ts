import { cliText } from '../cli-text'
import { idList, positiveInteger } from '../coerce'
import {
  type FlagValues,
  goesWith,
  optionalId,
  type OutputChoice,
  outputOf,
  textFlag,
  unexpected,
} from '../flags'
import { usageError } from '../usage-error'
import { type CommandName } from '../usage'

export type CasesCommand =
  | { name: 'statuses'; output: OutputChoice }
  | {
      name: 'cases list'
      all: boolean
      archived: boolean
      mine: boolean
      client: number | null
      statusGroup: NameOrId | null
      status: NameOrId | null
      output: OutputChoice
    }
  | { name: 'cases get'; id: CaseRef }
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
  | { name: 'cases status'; ids: CaseRef[]; target: StatusTarget; observation: string | null }
  | { name: 'cases archive' | 'cases unarchive'; ids: CaseRef[] }
  | { name: 'cases assign'; ids: CaseRef[]; expert: number }

/** A status group or status as given: its id, or its name (checked against the catalogue). */
export type NameOrId = number | string

/** A case file as given: its id, or its identifier («EXP-2026-04282»). */
export type CaseRef = number | string

/** An identifier as the service writes them: EXP, the year, the number. */
const IDENTIFIER = /^EXP-\d{4}-\d{1,10}$/i

/** A status group and one of its statuses, as given; checked against the catalogue before sending. */
export interface StatusTarget {
  /** Null: the group is the one that has the status (given by name or id). */
  group: NameOrId | null
  status: NameOrId
}

/** An id, or a name (any other text): names are resolved against the catalogue. */
function nameOrId(flag: string, raw: string): NameOrId {
  return /^\d+$/.test(raw.trim()) ? positiveInteger(flag, raw.trim()) : raw.trim()
}

/** `ID[,ID…]`: one or more case files by id or identifier, each once, in the order given. */
function caseIds(rest: readonly string[], command: CommandName): CaseRef[] {
  const [raw, ...extra] = rest
  if (raw === undefined) throw usageError('cli.usage.case_ids_missing', {}, command)
  if (extra[0] !== undefined) throw unexpected(extra[0], command)
  const parts = raw.split(',').map((part) => part.trim())
  const identifiers = parts.filter((part) => IDENTIFIER.test(part)).map((p) => p.toUpperCase())
  const numbers = parts.filter((part) => !IDENTIFIER.test(part)).join(',')
  const ids = numbers === '' ? [] : idList(cliText('cli.subject.case_ids', {}), numbers)
  if (ids.length + identifiers.length === 0) {
    throw usageError('cli.usage.case_id_missing', {}, command)
  }
  return [...new Set<CaseRef>([...ids, ...identifiers])]
}

/** --status (with --status-group, or alone when it names one status): both, or neither (null). */
function statusTarget(values: FlagValues, command: CommandName): StatusTarget | null {
  const group = values['status-group']
  const status = values.status
  if (group === undefined && status === undefined) return null
  if (status === undefined) throw goesWith('--status', '--status-group', command)
  const named = nameOrId('--status', status)
  // A status's id needs its group; a name alone is looked for in every group.
  if (group === undefined && typeof named === 'number') {
    throw goesWith('--status-group', '--status', command)
  }
  return { group: group === undefined ? null : nameOrId('--status-group', group), status: named }
}

/** «statuses» or a «cases» command from its flags and the case-file ids after it. */
export function casesCommand(
  name:
    | 'statuses'
    | 'cases list'
    | 'cases get'
    | 'cases create'
    | 'cases status'
    | 'cases archive'
    | 'cases unarchive'
    | 'cases assign',
  values: FlagValues,
  rest: readonly string[],
): CasesCommand {
  switch (name) {
    case 'statuses':
      return { name, output: outputOf(values, name) }
    case 'cases list':
      return {
        name,
        all: values.all ?? false,
        archived: values.archived ?? false,
        mine: values.mine ?? false,
        client: optionalId('--client', values.client),
        statusGroup:
          values['status-group'] === undefined
            ? null
            : nameOrId('--status-group', values['status-group']),
        status: values.status === undefined ? null : nameOrId('--status', values.status),
        output: outputOf(values, name),
      }
    case 'cases get': {
      const [raw, ...extra] = rest
      if (raw === undefined) throw usageError('cli.usage.case_id_missing', {}, name)
      if (extra[0] !== undefined) throw unexpected(extra[0], name)
      if (IDENTIFIER.test(raw.trim())) return { name, id: raw.trim().toUpperCase() }
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
    case 'cases assign': {
      const ids = caseIds(rest, name)
      if (values.expert === undefined) {
        throw usageError('cli.usage.flag_missing', { flag: '--expert' }, name)
      }
      return { name, ids, expert: positiveInteger('--expert', values.expert) }
    }
  }
}
