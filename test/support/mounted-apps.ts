/**
 * The component tests' apps still mounted, each with what unmounts it. The renderer's test files
 * share their worker's modules (`isolate: false`), so an app a test left mounted would live on into
 * the next file: a timer of its own would fire there, and a component it mounts late would make its
 * own Pinia the active one, under the next test's `useXStore()`. `renderer-after-each.ts` empties it
 * after every test.
 */
export const mountedApps: (() => void)[] = []
