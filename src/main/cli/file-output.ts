import { AppFailure } from '@shared/errors'
import { localPlan } from '../export/plans/export-plan'
import { RequestAllowance } from '../api/request-allowance'
import { writeJsonFile } from '../base/json-file'
import { type Paged } from '../api/operations'
import { walkPages } from '../api/page-walker'
import {
  type Dataset,
  exportCancelledError,
  type ExportSheet,
  sheetIn,
  writeAtomically,
  writeExport,
} from '../export/export-parts'
import { type OutputChoice, type PageChoice } from './flags'
import { type CliContext } from './cli-context'

/** One page, or every page through the app's page walker (SC-PAGE-6), as an export engine source. */
export function pagesOf<T>(
  ctx: CliContext,
  paged: Paged<T>,
  choice: PageChoice,
): AsyncIterable<readonly T[]> {
  if (choice.all) {
    return walkPages(paged, {
      signal: ctx.signal,
      onProgress: (progress) => ctx.output.progress(progress),
    })
  }
  return (async function* () {
    yield (await paged.fetch(choice.page, ctx.signal)).results
  })()
}

/**
 * `pages` asked for now: the first is on its way while the command prepares what writes them (the
 * clients' catalogue, a request of its own). A consumer that stops early stops the walk too.
 */
export function askedNow<T>(pages: AsyncIterable<T>): AsyncIterable<T> {
  const iterator = pages[Symbol.asyncIterator]()
  const first = iterator.next()
  // Its failure is the consumer's to read; until then it is not an unhandled rejection.
  first.catch(() => undefined)
  return (async function* () {
    try {
      for (let next = await first; next.done !== true; next = await iterator.next()) {
        yield next.value
      }
    } finally {
      await iterator.return?.()
    }
  })()
}

/**
 * --format csv|xlsx --out FILE: through the app's export engine, written only when complete. An
 * interrupt (SIGINT/SIGTERM) abandons it at once and removes its `.part` file.
 */
export async function writeSpreadsheet<T>(
  ctx: CliContext,
  output: OutputChoice & { format: 'csv' | 'xlsx'; out: string },
  dataset: Dataset<T>,
  pages: AsyncIterable<readonly T[]>,
): Promise<void> {
  const result = await ctx.track(
    writeExport({
      target: output.out,
      format: output.format === 'xlsx' ? 'xlsx' : 'csv-excel',
      sheets: [{ ...sheetIn(output.lang, dataset), rows: pages }],
      signal: ctx.signal,
    }),
  )
  ctx.output.json({ file: result.path, format: output.format, rows: result.rows })
}

/** Rows already in memory (a portfolio run) as one sheet, in the --lang of the file. */
export function tableOf<T>(
  ctx: CliContext,
  output: OutputChoice,
  dataset: Dataset<T>,
  rows: readonly T[],
): ExportSheet<T> {
  return {
    ...sheetIn(output.lang, dataset),
    rows: localPlan(rows).pages({
      signal: ctx.signal,
      onProgress: () => undefined,
      allowance: new RequestAllowance(null),
    }),
  }
}

/**
 * Tables already in memory through the app's export engine: one sheet for csv, one or more for
 * xlsx; written only when complete, like every --out file.
 */
export async function writeTables<S extends readonly unknown[]>(
  ctx: CliContext,
  output: OutputChoice & { format: 'csv' | 'xlsx'; out: string },
  sheets: { readonly [K in keyof S]: ExportSheet<S[K]> },
): Promise<void> {
  const result = await ctx.track(
    writeExport<S>({
      target: output.out,
      format: output.format === 'xlsx' ? 'xlsx' : 'csv-excel',
      sheets,
      signal: ctx.signal,
    }),
  )
  ctx.output.json({ file: result.path, format: output.format, rows: result.rows })
}

/** A text file (the .ics calendar), written only when complete; prints { file, format, rows }. */
export async function writeTextFile(
  ctx: CliContext,
  output: OutputChoice & { out: string },
  text: string,
  rows: number,
): Promise<void> {
  await ctx.track(writeAtomically(output.out, (sink) => sink.write(text), { signal: ctx.signal }))
  ctx.output.json({ file: output.out, format: output.format, rows })
}

/** JSON to stdout, or to --out (then a short summary on stdout). */
export function printJson(
  ctx: CliContext,
  output: OutputChoice,
  value: unknown,
  rows: number,
): void {
  // The walk may end after an interrupt: nothing is written then.
  if (ctx.signal.aborted) throw new AppFailure(exportCancelledError())
  if (!output.out) return ctx.output.json(value)
  writeJsonFile(output.out, value)
  ctx.output.json({ file: output.out, format: 'json', rows })
}

export function isSpreadsheet(
  output: OutputChoice,
): output is OutputChoice & { format: 'csv' | 'xlsx'; out: string } {
  return (output.format === 'csv' || output.format === 'xlsx') && output.out !== null
}
