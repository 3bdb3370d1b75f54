import {
  checkStatus,
  initialStatusFor,
  type StatusChoice,
  statusesFor,
} from '@shared/cases/case-status-rules'
import { type StatusGroup } from '@shared/wire/status-group'
import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { createRemoteCases } from '../../services/cases/remote-cases'
import { createUnarchiveRefusals } from '../../services/cases/unarchive-refusals'
import { type Command } from '../command'
import { type CaseRef, type StatusTarget } from './cases-args'
import { caseIdsOf, statusIds } from './case-refs'
import { foldText } from '@shared/text'
import { type CliContext } from '../cli-context'
import { cliText } from '../cli-text'
import { UsageError, usageError } from '../usage-error'
import { type CommandName } from '../usage'
import { casesDataset } from '../../export/export-parts'
import { isSpreadsheet, tableOf, writeTables } from '../file-output'
import { printRows } from './paged-command'

type CaseCommand<N extends Command['name']> = Extract<Command, { name: N }>

const casesOf = (ctx: CliContext) => createRemoteCases({ api: ctx.api })

const named = (items: readonly { id: number; name: string }[]) =>
  items.map(({ id, name }) => (name ? `${id} (${name})` : String(id))).join(', ')

/**
 * The catalogue's status for `target`, or a usage error naming the valid ones: nothing is sent to
 * change a case file when the status is not the catalogue's (SC-CASE-2).
 */
function chosen(groups: readonly StatusGroup[], given: StatusTarget, command: CommandName) {
  // By name or id (issue 33): names are the catalogue's, then ids are checked as ever.
  const target = statusIds(groups, given, command)
  const check = checkStatus(groups, target.group, target.status)
  if (check.ok) return check.choice
  if (check.problem === 'group') {
    throw usageError(
      'cli.usage.status_group_unknown',
      { group: String(target.group), valid: named(check.groups) },
      command,
    )
  }
  const { group, elsewhere } = check
  const status = String(given.status)
  const wrong = cliText('cli.usage.status_not_in_group', {
    status,
    group: named([group]),
    valid: named(group.status),
  })
  const where = elsewhere
    ? cliText('cli.usage.status_in_other_group', { status, group: named([elsewhere]) })
    : null
  throw new UsageError(where ? `${wrong} ${where}` : wrong, command)
}

/**
 * SC-CASE-3/SC-CASE-4: `{ count, results }`, the active case files or the archived ones; or, with
 * --format csv|xlsx --out, those rows as a spreadsheet (JSON to --out with --format json).
 */
export async function listCases(ctx: CliContext, command: CaseCommand<'cases list'>) {
  ctx.requireSignedIn()
  const cases = casesOf(ctx)
  const mineId = command.mine ? await cases.expertId(ctx.session.view().email, ctx.signal) : null
  const filter = await statusFilterOf(cases, command)
  const found = await cases.list({
    all: command.all,
    archived: command.archived,
    mine: command.mine,
    mineId,
    ...(command.client !== null ? { client: command.client } : {}),
    ...(filter.statusGroup !== null ? { statusGroup: filter.statusGroup } : {}),
    ...(filter.status !== null ? { status: filter.status } : {}),
    signal: ctx.signal,
    onProgress: (progress) => ctx.output.progress(progress),
  })
  // Said once: the service did not filter by status, so it is done here (SC-CASE-14).
  if (found.statusFilter === 'refused' || found.statusFilter === 'ignored') {
    ctx.output.warn(renderMessage('es', `cli.warning.case_status_filter_${found.statusFilter}`, {}))
  }
  if (!found.complete) {
    ctx.output.warn(
      renderMessage('es', 'cli.warning.cases_first_page', {
        shown: found.rows.length,
        count: found.serviceCount,
      }),
    )
  }
  const { output } = command
  if (!isSpreadsheet(output)) return printRows(ctx, found.rows, output)
  return writeTables(ctx, output, [tableOf(ctx, output, casesDataset, found.rows)])
}

/** `cases list`'s --status-group and --status as ids: names resolved against the catalogue. */
async function statusFilterOf(
  cases: ReturnType<typeof casesOf>,
  command: CaseCommand<'cases list'>,
): Promise<{ statusGroup: number | null; status: number | null }> {
  const { statusGroup, status } = command
  if (statusGroup === null && status === null) return { statusGroup: null, status: null }
  if (typeof statusGroup !== 'string' && typeof status !== 'string') {
    return { statusGroup, status }
  }
  const groups = await cases.catalogue()
  if (status === null) {
    // A group alone: the one of that name.
    const byName = groups.filter((g) => foldText(g.name) === foldText(String(statusGroup)))
    const [only] = byName
    if (byName.length !== 1 || !only) {
      throw usageError(
        byName.length === 0 ? 'cli.usage.status_name_unknown' : 'cli.usage.status_name_ambiguous',
        { name: String(statusGroup), valid: named(groups) },
        command.name,
      )
    }
    return { statusGroup: only.id, status: null }
  }
  const ids = statusIds(groups, { group: statusGroup, status }, command.name)
  return { statusGroup: statusGroup === null ? null : ids.group, status: ids.status }
}

export async function getCase(ctx: CliContext, ref: CaseRef) {
  ctx.requireSignedIn()
  const cases = casesOf(ctx)
  const [id] = await caseIdsOf(cases, [ref], ctx.signal)
  ctx.output.json(await cases.get(id ?? 0, ctx.signal))
}

/**
 * SC-CASE-1/SC-CASE-2: the status is checked against the catalogue (or is its initial one) before
 * anything is created; then the case file is created and given it. When the second step fails, the
 * case file exists without its status: its id goes to stdout, the failure and that sentence to
 * stderr, and the command ends with 1.
 */
export async function createCase(ctx: CliContext, command: CaseCommand<'cases create'>) {
  ctx.requireSignedIn()
  const cases = casesOf(ctx)
  // The statuses of the template it is created from (SC-CASE-11).
  const catalogue = await cases.catalogue()
  const groups = statusesFor(catalogue, command.template)
  let target: StatusChoice
  if (command.target) {
    target = chosen(groups, command.target, command.name)
  } else {
    const initial = initialStatusFor(catalogue, command.template)
    if (!initial) throw new AppFailure(appError('error.not_found.no_statuses', {}))
    target = initial
  }
  const result = await cases.create(
    {
      title: command.title,
      client: command.client,
      ...(command.template !== null ? { template_id: command.template } : {}),
      ...(command.expert !== null ? { expert_id: command.expert } : {}),
      ...(command.reference !== null ? { applicant_reference: command.reference } : {}),
      ...(command.data !== null ? { applicant_additional_data: command.data } : {}),
    },
    target,
    command.observation ?? undefined,
    ctx.signal,
  )
  if (!result.ok) {
    ctx.output.json({ id: result.id })
    if (isAppFailure(result.cause)) ctx.output.failure(result.cause.appError)
    throw new AppFailure(appError('error.not_saved.case_without_status', { id: String(result.id) }))
  }
  const { id, identifier, status_group, current_status } = result
  if (identifier === null) {
    ctx.output.warn(renderMessage('es', 'cli.warning.case_not_read_back', { id: String(id) }))
  }
  ctx.output.json({ id, identifier, status_group, current_status })
}

export async function setCaseStatus(ctx: CliContext, command: CaseCommand<'cases status'>) {
  ctx.requireSignedIn()
  const cases = casesOf(ctx)
  const target = chosen(await cases.catalogue(), command.target, command.name)
  const ids = await caseIdsOf(cases, command.ids, ctx.signal)
  const response = await cases.setStatus(ids, target, command.observation ?? undefined, ctx.signal)
  ctx.output.json({
    ids,
    status_group: target.group,
    current_status: target.status,
    response,
  })
}

export async function archiveCases(
  ctx: CliContext,
  command: CaseCommand<'cases archive' | 'cases unarchive'>,
) {
  ctx.requireSignedIn()
  const action = command.name === 'cases archive' ? 'archive' : 'unarchive'
  let response: string
  const cases = casesOf(ctx)
  const ids = await caseIdsOf(cases, command.ids, ctx.signal)
  try {
    response = await cases.apply(ids, action, ctx.signal)
  } catch (error) {
    // A 400 to `unarchive`: this service does not accept it from the app (SC-CASE-13), exit 1.
    throw action === 'unarchive' ? createUnarchiveRefusals().said('cli', error) : error
  }
  ctx.output.json({ ids, action, response })
}

/** SC-CASE-15: `forms/expert-assign/`; prints `{ ids, expert_id, response }`. */
export async function assignCases(ctx: CliContext, command: CaseCommand<'cases assign'>) {
  ctx.requireSignedIn()
  const cases = casesOf(ctx)
  const ids = await caseIdsOf(cases, command.ids, ctx.signal)
  const response = await cases.assign(ids, command.expert, ctx.signal)
  ctx.output.json({ ids, expert_id: command.expert, response })
}
