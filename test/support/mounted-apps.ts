/**
 * The component tests' apps still mounted, each with what unmounts it. The renderer's test files
 * share their worker's modules (`isolate: false`), so an app a test left mounted would live on into
 * the next file: a timer of its own would fire there, and a component it mounts late would make its
 * own Pinia the active one, under the next test's `useXStore()`. `unmount-after-each.ts` empties it
 * after every test; it imports nothing, so a test without a DOM can load it.
 */
export const mountedApps: (() => void)[] = []
