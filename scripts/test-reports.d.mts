export interface Counts {
  passed: number
  failed: number
  skipped: number
}

export interface Outcome {
  label: string
  counts: Counts
  /** Tests that passed only on a retry. */
  flaky: string[]
  durations: { seconds: number; name: string }[]
}

export function vitestOutcome(report: unknown, exitStatus: number, root: string): Outcome
export function playwrightOutcome(report: unknown, exitStatus: number): Outcome[]
export function slowestByRunner(
  outcomes: Pick<Outcome, 'label' | 'durations'>[],
  count: number,
): { runner: string; slowest: Outcome['durations'] }[]
