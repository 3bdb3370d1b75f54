/**
 * How the demo service reads what the vendor's documents leave open, one named switch per reading
 * ([docs/demo-service.md](../../docs/demo-service.md#readings)). The defaults are the readings the
 * app first assumed; tests turn a switch on to meet the other reading.
 */
export interface Readings {
  /** What `forms/` without `isActive` lists: every case file, or only the active ones. */
  absentIsActive: 'all' | 'active'
  /** What `forms/?isActive=0` lists: the archived case files, or every one. */
  isActiveZero: 'archived' | 'all'
}

export const DEFAULT_READINGS: Readings = {
  absentIsActive: 'all',
  isActiveZero: 'archived',
}

export type ReadingName = keyof Readings
