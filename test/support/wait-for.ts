import { vi } from 'vitest'

/**
 * `vi.waitFor` with the patience of a busy machine. Vitest's default gives up after one second, and
 * `npm test` runs Vitest on the cores the browser tests leave idle, where a second of waiting can
 * pass without a turn: a condition that holds is still waited for, and one that never holds fails
 * at the test's own timeout.
 */
export function waitFor<T>(
  callback: () => T | Promise<T>,
  options: { interval?: number; timeout?: number } = {},
): Promise<T> {
  return vi.waitFor(callback, { timeout: 20_000, ...options })
}
