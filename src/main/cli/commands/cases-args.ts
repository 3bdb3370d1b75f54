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
  | { name: 'cases assign'; ids: number[]; expert: number }

/** A status group and one of its statuses, as given; checked against the catalogue before sending. */
export interface StatusTarget {
  group: number
  status: number
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
    case 'cases assign': {
      const ids = caseIds(rest, name)
      if (values.expert === undefined) {
        throw usageError('cli.usage.flag_missing', { flag: '--expert' }, name)
      }
      return { name, ids, expert: positiveInteger('--expert', values.expert) }
    }
  }
}
