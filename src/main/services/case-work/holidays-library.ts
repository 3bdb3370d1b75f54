import { createRequire } from 'node:module'
import type Holidays from 'date-holidays'

let loaded: typeof Holidays | null = null

/**
 * date-holidays, required when a calendar first needs a year's holidays: main and the command line
 * start without its data. `__filename` is defined wherever main runs (built as CommonJS, Vitest,
 * the browser harness's loader).
 */
export function holidaysLibrary(): typeof Holidays {
  loaded ??= createRequire(__filename)('date-holidays') as typeof Holidays
  return loaded
}
