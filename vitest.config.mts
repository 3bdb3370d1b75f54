import { resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'

const SLOW = ['src/**/*.slow.test.ts', 'test/**/*.slow.test.ts']
/**
 * The renderer's tests import Vue, naive-ui and the app's stores, which costs more than most of
 * them run: they share one module graph per worker. One that sets a global before naive-ui loads
 * needs a graph of its own.
 */
const RENDERER = ['src/renderer/**/*.test.ts']
/**
 * Tests that replace a module (vi.mock) or set a global before a library loads: each file gets a
 * module graph of its own. Every other test file of a project shares its worker's graph
 * (`isolate: false`): importing the app's modules again for each file cost half of the run's CPU.
 */
const OWN_GRAPH = [
  'src/renderer/src/components/simulator/SimulatorResults.test.ts',
  'src/main/shell/window-closing.test.ts',
  'src/main/shell/electron-update-feed.test.ts',
  'src/preload/ipc-bridge.test.ts',
  'test/integration/shell/start.test.ts',
  'src/renderer/src/components/concessions/ConcessionTable.test.ts',
  'src/renderer/src/components/portfolio/PortfolioDeadlines.test.ts',
]

/**
 * Each file's tests in an order of their own, the same every run (the seed below): a test that
 * counts on an earlier one fails where it is written. A suite whose tests build on each other says
 * so with `{ shuffle: false }`.
 */
const SHUFFLED = { shuffle: { tests: true } }

export default defineConfig({
  plugins: [vue()],
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    globalSetup: ['test/support/run-temp-folder.ts'],
    // The order in which each project shuffles its files' tests, the same every run.
    sequence: { seed: 31 },
    // Every core (Vitest's default leaves one idle: on two cores, half the machine).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          // What `npm test` runs.
          name: 'unit',
          include: [
            'src/!(renderer)/**/*.test.ts',
            'test/integration/**/*.test.ts',
            'test/repository/**/*.test.ts',
            'test/harness/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/bench/**/*.test.ts',
          ],
          exclude: [...SLOW, ...OWN_GRAPH],
          isolate: false,
          sequence: SHUFFLED,
        },
      },
      {
        extends: true,
        // What `npm test` runs too: a module graph per file.
        test: { name: 'isolated', include: OWN_GRAPH, sequence: SHUFFLED },
      },
      {
        extends: true,
        // What `npm test` runs too.
        test: {
          name: 'renderer',
          include: RENDERER,
          exclude: OWN_GRAPH,
          isolate: false,
          // One happy-dom window per worker for all its files: a file naming an environment of its
          // own would have its worker build a window again at each pass from one to the other.
          environment: 'happy-dom',
          setupFiles: ['test/support/renderer-after-each.ts'],
          sequence: SHUFFLED,
        },
      },
      {
        extends: true,
        // The service at its largest (100,000 clients): `npm run test:slow`.
        test: { name: 'slow', include: SLOW },
      },
    ],
  },
})
