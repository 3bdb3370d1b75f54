import { type DueSummary } from '@shared/cases/case-deadlines'

/**
 * How main tells the user something while they may be elsewhere, beyond the events every renderer
 * receives: the Electron shell shows a desktop notification; the browser harness and the command
 * line have none.
 */
export interface Notifier {
  /** A «Cartera» run found opportunities the previous one did not have. */
  newOpportunities(count: number): void
  /** Case-file deadlines overdue or due within the reminder days (at start and once a day). */
  deadlines(summary: DueSummary): void
  /**
   * The calls behind case files changed in the official registry (one notification per check):
   * how many changes, and the first of them, said, with its case file's identifier.
   */
  callChanges(batch: { count: number; identifier: string; first: string }): void
}

export const silentNotifier: Notifier = {
  newOpportunities: () => undefined,
  deadlines: () => undefined,
  callChanges: () => undefined,
}
