import { type CaseDeadlineKind, DEADLINE_KINDS } from '@shared/cases/deadline-kinds'
import { type DeadlinePeriod } from '@shared/deadlines/deadline-engine'
import { cliText, orList } from '../cli-text'
import { positiveInteger } from '../coerce'
import { type FlagValues, textFlag, unexpected } from '../flags'
import { usageError } from '../usage-error'
import { dateOf, givenPeriod } from './deadline-args'

export type CaseWorkCommand =
  | { name: 'cases deadlines'; id: number }
  | {
      name: 'cases deadline'
      id: number
      kind: CaseDeadlineKind
      label: string | null
      /** Counted from this date, by `period` (the kind's usual one when null)… */
      from: string | null
      period: DeadlinePeriod | null
      /** …or this plain date. */
      date: string | null
    }
  | { name: 'cases docs'; id: number; received: number | null; on: string | null }
  | { name: 'cases notes'; id: number; add: string | null }

type Name = CaseWorkCommand['name']

/** The one case-file id after the command. */
function caseId(rest: readonly string[], name: Name): number {
  const [raw, ...extra] = rest
  if (raw === undefined) throw usageError('cli.usage.case_id_missing', {}, name)
  if (extra[0] !== undefined) throw unexpected(extra[0], name)
  return positiveInteger(cliText('cli.subject.case_id', {}), raw)
}

function kindOf(raw: string | undefined, name: Name): CaseDeadlineKind {
  const kind = DEADLINE_KINDS.find((k) => k === raw?.trim())
  if (kind) return kind
  if (raw === undefined) throw usageError('cli.usage.flag_missing', { flag: '--kind' }, name)
  throw usageError('cli.usage.deadline_kind', { raw, valid: orList(DEADLINE_KINDS) }, name)
}

/** A case file's deadlines, checklist and notes, from its flags and its id. */
export function caseWorkCommand(
  name: Name,
  values: FlagValues,
  rest: readonly string[],
): CaseWorkCommand {
  const id = caseId(rest, name)
  switch (name) {
    case 'cases deadlines':
      return { name, id } satisfies CaseWorkCommand
    case 'cases deadline': {
      const kind = kindOf(values.kind, name)
      const from = values.from === undefined ? null : dateOf('--from', values.from)
      const date = values.date === undefined ? null : dateOf('--date', values.date)
      if ((from === null) === (date === null))
        throw usageError('cli.usage.deadline_start', {}, name)
      const period = givenPeriod(values, name)
      if (date !== null && period) throw usageError('cli.usage.deadline_start', {}, name)
      if (from !== null && !period && kind === 'otro')
        throw usageError('cli.usage.deadline_period', {}, name)
      const label = textFlag(values, 'label', name)
      return { name, id, kind, label, from, period, date } satisfies CaseWorkCommand
    }
    case 'cases docs': {
      const received =
        values.received === undefined ? null : positiveInteger('--received', values.received)
      if (values.on !== undefined && received === null)
        throw usageError('cli.usage.flag_missing', { flag: '--received' }, name)
      const on = values.on === undefined ? null : dateOf('--on', values.on)
      return { name, id, received, on } satisfies CaseWorkCommand
    }
    case 'cases notes':
      return { name, id, add: textFlag(values, 'add', name) } satisfies CaseWorkCommand
  }
}
