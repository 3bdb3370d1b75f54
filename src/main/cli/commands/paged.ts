import { AppFailure, isAppFailure } from '@shared/errors'
import { type Paged } from '../../api/operations'
import { fetchAll } from '../../api/pagination'
import { type PageChoice } from '../command'
import { type CliContext } from '../context'

/** G16: at most 4 pages at once. */
export const CONCURRENCY = 4

/** Every page: prints `{ count, results }`, with progress on stderr. */
export async function printAll<T>(ctx: CliContext, paged: Paged<T>): Promise<void> {
  const { rows } = await fetchAll(paged, {
    concurrency: CONCURRENCY,
    onProgress: (progress) => ctx.output.progress(progress),
  })
  ctx.output.json({ count: rows.length, results: rows })
}

/** One page as the service sent it (`{ count, next, previous, results }`), or all of them. */
export async function printPaged<T>(
  ctx: CliContext,
  paged: Paged<T>,
  choice: PageChoice,
): Promise<void> {
  if (choice.all) return printAll(ctx, paged)
  try {
    const { count, next, previous, results } = await paged.fetch(choice.page)
    ctx.output.json({ count, next, previous, results })
  } catch (error) {
    // G6: a page past the end is a 404; say so instead of «not found».
    if (choice.page > 1 && isAppFailure(error) && error.appError.code === 'not_found') {
      throw new AppFailure({
        ...error.appError,
        message: `La página ${choice.page} no existe: la lista tiene menos páginas. Pruebe con un número menor o con --all.`,
      })
    }
    throw error
  }
}
