/**
 * How main tells the user that a run found new opportunities, beyond the `portfolio.newOpportunities`
 * event every renderer receives: the Electron shell shows a desktop notification; the browser
 * harness and the command line have none.
 */
export interface Notifier {
  newOpportunities(count: number): void
}

export const silentNotifier: Notifier = { newOpportunities: () => undefined }
