import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './test/chromium'
import { type E2EOptions } from './test/e2e/fixtures'

/**
 * The browser suites run the built renderer (out/renderer) against main's real services in each
 * worker (test/harness). They run in our reading of the service; the vendor's reading is tested in
 * Vitest, plus `vendor.spec.ts` and its smoke test here (docs/testing.md).
 */
export default defineConfig<E2EOptions>({
  testDir: 'test',
  outputDir: 'test-results/playwright',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  // A test that passes only on its retry is reported as flaky, and CI fails on it (scripts/test-all.mjs).
  retries: process.env['CI'] ? 1 : 0,
  // A worker is two busy processes, Chromium and the worker itself (which hosts the harness, main's
  // services and the demo service): more of them than cores only makes every test slower.
  workers: Math.max(1, Math.floor(availableParallelism() / 2)),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  tsconfig: './tsconfig.e2e.json',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'es-ES',
    // The app then opens dialogs where they stay (global.css): Playwright's check that a target is
    // still (two frames alike) passes during Vue's first frames of a transition, and a click on a
    // dialog's button as it scales up from the mouse can land where the button no longer is.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'e2e', testDir: 'test/e2e' },
    { name: 'electron', testDir: 'test/electron' },
  ],
})
