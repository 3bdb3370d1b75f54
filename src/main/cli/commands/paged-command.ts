import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { type Paged } from '../../api/operations'
import { walkAll } from '../../api/page-walker'
import { type OutputChoice, type PageChoice } from '../flags'
import { type CliContext } from '../cli-context'
import { printJson } from '../file-output'

const STDOUT: OutputChoice = { format: 'json', out: null, lang: 'es' }

/** Every page (the app's page walker, SC-PAGE-6): prints `{ count, results }`, with progress on stderr. */
async function printAll<T>(
  ctx: CliContext,
  paged: Paged<T>,
  output: OutputChoice = STDOUT,
): Promise<void> {
  const { rows } = await walkAll(paged, {
    signal: ctx.signal,
    onProgress: (progress) => ctx.output.progress(progress),
  })
  printRows(ctx, rows, output)
}

/** Every row, however it was gathered: `{ count, results }`. */
export function printRows(
  ctx: CliContext,
  rows: readonly unknown[],
  output: OutputChoice = STDOUT,
): void {
  printJson(ctx, output, { count: rows.length, results: rows }, rows.length)
}

/** One page as the service sent it (`{ count, next, previous, results }`), or all of them. */
export async function printPaged<T>(
  ctx: CliContext,
  paged: Paged<T>,
  choice: PageChoice & { output?: OutputChoice },
): Promise<void> {
  const output = choice.output ?? STDOUT
  if (choice.all) return printAll(ctx, paged, output)
  try {
    const { count, next, previous, results } = await paged.fetch(choice.page, ctx.signal)
    printJson(ctx, output, { count, next, previous, results }, results.length)
  } catch (error) {
    // SC-PAGE-3: a page past the end is a 404; say so instead of «not found».
    if (choice.page > 1 && isAppFailure(error) && error.appError.code === 'not_found') {
      const { status, serverMessage } = error.appError
      throw new AppFailure(
        appError(
          'error.not_found.page_missing',
          { page: choice.page },
          {
            ...(status !== undefined ? { status } : {}),
            ...(serverMessage ? { serverMessage } : {}),
          },
        ),
      )
    }
    throw error
  }
}
