import { type CaseDeadline } from '@shared/cases/case-deadlines'
import { type CaseDocument, type CaseNote } from '@shared/cases/case-work'
import { type CliContext } from '../cli-context'
import { createRemoteCases } from '../../services/cases/remote-cases'
import {
  type CaseInfo,
  caseInfoOf,
  clientIdOf,
  itemGone,
} from '../../services/case-work/case-context'
import { type CaseWorkCommand } from './case-work-args'

type Of<N extends CaseWorkCommand['name']> = Extract<CaseWorkCommand, { name: N }>

/**
 * The case file as the service has it now, with its client's province and municipality (their
 * holidays count): both free reads with the expert token. A case file the service does not know
 * fails as `cases get` does.
 */
async function fetchCaseInfo(ctx: CliContext, id: number): Promise<CaseInfo> {
  ctx.requireSignedIn()
  const caseFile = await createRemoteCases({ api: ctx.api }).get(id, ctx.signal)
  const clientId = clientIdOf(caseFile)
  const client = clientId === null ? null : await ctx.api.getClient(clientId, ctx.signal)
  return caseInfoOf(caseFile, client, null)
}

async function workOn(ctx: CliContext, id: number) {
  const info = await fetchCaseInfo(ctx, id)
  return (await ctx.services()).caseWork(info)
}

const isoTime = (ms: number) => new Date(ms).toISOString()

/** A deadline as `deadline` prints one (`unit` is what `deadline` calls its `kind`), with its own. */
const deadlineJson = (d: CaseDeadline) => ({
  id: d.id,
  kind: d.kind,
  label: d.label,
  from: d.from,
  until: d.until,
  unit: d.period?.unit ?? null,
  count: d.period?.count ?? null,
  computed: d.computed,
  skipped: d.skipped.map(({ date, name }) => ({ date, why: name })),
  weekends: d.weekends,
  done_on: d.doneOn,
})

const documentJson = (d: CaseDocument) => ({
  id: d.id,
  name: d.name,
  state: d.state,
  received_on: d.receivedOn,
})

const noteJson = (n: CaseNote) => ({
  id: n.id,
  text: n.text,
  created_at: isoTime(n.createdAt),
  updated_at: isoTime(n.updatedAt),
})

/** `cases deadlines ID` lists; `cases deadline ID --kind K …` adds one and prints it. */
export async function caseDeadlines(
  ctx: CliContext,
  command: Of<'cases deadlines' | 'cases deadline'>,
) {
  const work = await workOn(ctx, command.id)
  if (command.name === 'cases deadline') {
    const added = work.deadlines.add({
      caseId: command.id,
      kind: command.kind,
      ...(command.label ? { label: command.label } : {}),
      ...(command.from ? { from: command.from } : {}),
      ...(command.period ? { period: command.period } : {}),
      ...(command.date ? { date: command.date } : {}),
    })
    ctx.output.json(deadlineJson(added))
    return
  }
  const account = (await ctx.services()).account
  const results = work.deadlines.byCase(account, command.id).map(deadlineJson)
  ctx.output.json({ count: results.length, results })
}

/** `cases docs ID` lists the checklist; with --received DOC_ID [--on DATE] marks one. */
export async function caseDocuments(ctx: CliContext, command: Of<'cases docs'>) {
  const work = await workOn(ctx, command.id)
  const account = (await ctx.services()).account
  if (command.received !== null) {
    const held = work.documents.byCase(account, command.id).find((d) => d.id === command.received)
    // A document of another case file is not this one's to mark.
    if (!held) throw itemGone()
    const marked = work.documents.update({
      id: held.id,
      state: 'received',
      ...(command.on ? { receivedOn: command.on } : {}),
    })
    ctx.output.json(documentJson(marked))
    return
  }
  const results = work.documents.byCase(account, command.id).map(documentJson)
  ctx.output.json({ count: results.length, results })
}

/** `cases notes ID` lists the notes, newest first; with --add TEXT adds one and prints it. */
export async function caseNotes(ctx: CliContext, command: Of<'cases notes'>) {
  const work = await workOn(ctx, command.id)
  if (command.add !== null) {
    ctx.output.json(noteJson(work.notes.add({ caseId: command.id, text: command.add })))
    return
  }
  const account = (await ctx.services()).account
  const results = work.notes.byCase(account, command.id).map(noteJson)
  ctx.output.json({ count: results.length, results })
}
