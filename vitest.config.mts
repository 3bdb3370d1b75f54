import { resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'

const SLOW = ['src/**/*.slow.test.ts', 'test/**/*.slow.test.ts']

export default defineConfig({
  plugins: [vue()],
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    // Every core (Vitest's default leaves one idle: on two cores, half the machine).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          // What `npm test` runs.
          name: 'unit',
          include: ['src/**/*.test.ts', 'test/integration/**/*.test.ts', 'test/unit/**/*.test.ts'],
          exclude: SLOW,
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
