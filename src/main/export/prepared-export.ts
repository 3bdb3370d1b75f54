import { appError, AppFailure } from '@shared/errors'
import { type Lang } from '@shared/messages/catalogue-lookup'
import { type PortfolioKind } from '@shared/portfolio/portfolio-constants'
import { type Progress } from '../api/page-walker'
import { type RequestAllowance } from '../api/request-allowance'
import { type ExportPlan } from './plans/export-plan'
import { type Dataset, type ExportSheet, sheetIn } from './export-parts'

export type AnySheet = ExportSheet<unknown>

/** An export worked out before anything is written: what it costs, and how its sheets read. */
export interface Prepared {
  /** For the file name: «Concesiones de B12345674» (in the export's language). */
  label: string
  rows: number
  requests: number
  /** Sheets reading their pages with the export's signal and allowance; progress summed over the sheets. */
  sheets: (reading: Reading) => AnySheet[]
}

/** How one export reads its pages: its signal, its progress and the requests it may send. */
export interface Reading {
  signal: AbortSignal
  onProgress: (progress: Progress) => void
  allowance: RequestAllowance
}

export function sheetOf<T>(
  lang: Lang,
  dataset: Dataset<T>,
  keys: readonly string[] | undefined,
  plan: ExportPlan<T>,
  reading: Reading,
): AnySheet {
  return { ...sheetIn(lang, dataset, keys), rows: plan.pages(reading) } as AnySheet
}

/** An export of a portfolio table before any run of its kind. */
export const noRun = (kind: PortfolioKind) =>
  new AppFailure(appError('error.not_found.no_portfolio_run', { kind }))

/** Adds up the pages of several sheets into one progress figure. */
export function combinedProgress(parts: number, emit: (progress: Progress) => void) {
  const each: Progress[] = Array.from({ length: parts }, () => ({ done: 0, total: 1 }))
  return (index: number) => (progress: Progress) => {
    each[index] = progress
    emit({
      done: each.reduce((s, p) => s + p.done, 0),
      total: each.reduce((s, p) => s + p.total, 0),
    })
  }
}
