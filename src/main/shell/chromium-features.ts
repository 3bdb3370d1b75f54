/**
 * Chromium features the app's renderer runs without: set on Electron's command line (app.ts) and
 * on the tests' Chromium (test/chromium.ts), so the browser harness measures what the app runs.
 * This module imports nothing from Electron.
 *
 * DeferRendererTasksAfterInput: after a key press Chromium holds its "deferrable" tasks until the
 * frame that draws the key has been produced. A search's answer, back some 5 ms after the key, is
 * such a task in the harness (a fetch); held, it paints one frame later, about 40 ms after the key
 * instead of 25 (docs/benchmarks.md). Which of Electron's IPC replies Chromium holds is its own
 * policy, so the app opts out rather than depend on it: an answer the user is waiting for is the
 * renderer's most urgent work.
 */
const DISABLED_CHROMIUM_FEATURES: readonly string[] = ['DeferRendererTasksAfterInput']

/**
 * The value of a `--disable-features` switch that keeps what `existing` lists and adds ours:
 * Chromium reads only the last such switch, so one value must hold them all.
 */
export function withDisabledFeatures(
  existing: string,
  ours: readonly string[] = DISABLED_CHROMIUM_FEATURES,
): string {
  const listed = existing
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return [...new Set([...listed, ...ours])].join(',')
}
