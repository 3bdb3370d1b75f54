import { vi } from 'vitest'

/**
 * `vi.waitFor` with the patience of a busy machine: Vitest's default gives up after one second,
 * which a loaded CI machine can pass between two turns of the test. A condition that holds is met
 * as soon as it holds; one that never does fails within the test's timeout.
 */
export function waitFor<T>(
  callback: () => T | Promise<T>,
  options: { interval?: number; timeout?: number } = {},
): Promise<T> {
  return vi.waitFor(callback, { timeout: 20_000, ...options })
}
