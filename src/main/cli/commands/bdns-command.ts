import { type CallChange } from '@shared/bdns/bdns-call-changes'
import { type ClientMinimis } from '@shared/bdns/client-minimis-report'
import { madridToday } from '@shared/format'
import { bdnsCallPage, type BdnsCall, withDocumentUrls } from '@shared/wire/bdns-wire'
import { clientMinimis } from '../../services/bdns/client-minimis'
import { exportDeclaration } from '../../services/bdns/declaration-export'
import { writeAtomically } from '../../base/atomic-file'
import { minimisAidDataset, type MinimisAidRow } from '../../export/minimis-dataset'
import { type CliContext } from '../cli-context'
import { tableOf, writeTables } from '../file-output'
import { usageError } from '../usage-error'
import { type BdnsCommand } from './bdns-args'

type Of<N extends BdnsCommand['name']> = Extract<BdnsCommand, { name: N }>

/** A NIF's figures as `bdns minimis` prints them (issue 36, point 8). */
function minimisJson(result: ClientMinimis) {
  const { summary } = result
  return {
    nif: result.nif,
    group: result.group
      ? { name: result.group.name, nifs: result.group.members.map((m) => m.nif) }
      : null,
    window: summary.window,
    aid: summary.aid.map((aid) => ({
      nif: aid.nif,
      bdns_code: aid.bdns_code,
      granted_on: aid.granted_on,
      regulation: aid.regulation,
      grantor: aid.grantor,
      amount: aid.amount,
    })),
    ceilings: summary.ceilings.map(({ regulation, ceiling, used, left }) => ({
      regulation,
      ceiling,
      used,
      left,
    })),
    other: summary.other,
    undated: summary.undated,
    read_at: new Date(Math.min(...result.sources.map((s) => s.fetchedAt))).toISOString(),
    stale: result.sources.some((s) => s.stale),
  }
}

/** `bdns minimis`: each NIF's de minimis aid of the three years, and the headroom per ceiling. */
export async function bdnsMinimis(ctx: CliContext, command: Of<'bdns minimis'>): Promise<void> {
  const { bdns, groups } = await ctx.bdns(command.bdnsUrl)
  const group = command.group === null ? null : groups.named(command.group)
  if (command.group !== null && !group) {
    throw usageError('cli.usage.bdns_group_unknown', { name: command.group }, command.name)
  }
  const asOf = command.asOf ?? madridToday(Date.now())
  const results: ClientMinimis[] = []
  for (const nif of command.nifs) {
    results.push(await clientMinimis(bdns, groups, nif, { asOf, group, signal: ctx.signal }))
  }
  const json = results.map(minimisJson)
  const { output } = command
  if (output.format === 'json') {
    if (!output.out) return ctx.output.json(json)
    const out = output.out
    await ctx.track(
      writeAtomically(out, (sink) => sink.write(`${JSON.stringify(json, null, 2)}\n`), {
        signal: ctx.signal,
      }),
    )
    return ctx.output.json({ file: out, format: 'json', rows: json.length })
  }
  if (!output.out) return
  const rows: MinimisAidRow[] = results.flatMap((result) =>
    result.summary.aid.map((aid) => ({ asked: result.nif, ...aid })),
  )
  await writeTables(
    ctx,
    { ...output, format: output.format === 'xlsx' ? 'xlsx' : 'csv', out: output.out },
    [tableOf(ctx, output, minimisAidDataset, rows)],
  )
}

/** `bdns declaration`: the DOCX, written only when whole; prints { file, aid, nifs }. */
export async function bdnsDeclaration(
  ctx: CliContext,
  command: Of<'bdns declaration'>,
): Promise<void> {
  const { bdns, groups } = await ctx.bdns(command.bdnsUrl)
  const result = await ctx.track(
    exportDeclaration({ bdns, groups }, command.request, command.out, ctx.signal),
  )
  ctx.output.json({ file: result.path, aid: result.aid, nifs: result.nifs })
}

function callJson(call: BdnsCall, fetchedAt: number, stale: boolean) {
  return {
    code: call.code,
    title: call.title,
    opens_on: call.opensOn,
    closes_on: call.closesOn,
    open_text: call.openText,
    close_text: call.closeText,
    open: call.open,
    documents: call.documents.map((doc) => ({
      id: doc.id,
      name: doc.name ?? doc.fileName,
      published_on: doc.publishedOn,
      url: doc.url,
    })),
    notices: call.notices.map((notice) => ({
      id: notice.id,
      title: notice.title,
      bulletin: notice.bulletin,
      published_on: notice.publishedOn,
      url: notice.url,
    })),
    url: bdnsCallPage(call.code),
    read_at: new Date(fetchedAt).toISOString(),
    stale,
  }
}

/** `bdns call CODE`: the call's dates, documents and notices. */
export async function bdnsCall(ctx: CliContext, command: Of<'bdns call'>): Promise<void> {
  const { bdns, baseUrl } = await ctx.bdns(command.bdnsUrl)
  const kept = await bdns.call(command.code, { signal: ctx.signal })
  ctx.output.json(callJson(withDocumentUrls(kept.value, baseUrl), kept.fetchedAt, kept.stale))
}

const FIELD_NAMES: Readonly<Record<CallChange['field'], string>> = {
  opensOn: 'opens_on',
  closesOn: 'closes_on',
  openText: 'open_text',
  closeText: 'close_text',
  open: 'open',
  document: 'document',
  notice: 'notice',
}

/** `bdns watch CODE[,CODE…]`: what changed since the previous `bdns watch` of each code. */
export async function bdnsWatch(ctx: CliContext, command: Of<'bdns watch'>): Promise<void> {
  const { bdns } = await ctx.bdns(command.bdnsUrl)
  const changes = []
  for (const code of command.codes) {
    const watched = await bdns.watch('cli', code, ctx.signal)
    changes.push(
      ...watched.changes.map((change) => ({
        code: change.code,
        field: FIELD_NAMES[change.field],
        before: change.before,
        after: change.after,
      })),
    )
  }
  ctx.output.json({ changes })
}
