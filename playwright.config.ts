import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './test/chromium'
import { type E2EOptions } from './test/e2e/fixtures'

/**
 * The specs whose outcome depends on how the service speaks (SC-DIALECT-1): sign-in and profile, clients
 * (sync, filters, sort, an edit of each field group), both concession searches, statuses, the
 * simulator, an export of every list, one account's data kept from another's, and the vendor's
 * own (credits, edits it does not save), and «Cartera» (the simulator and concessions per client). The rest (settings, shell, theme, transport, recovery)
 * never reach the service's dialect and run once.
 */
const DIALECT_SPECS = [
  'session.spec.ts',
  'clients.spec.ts',
  'concessions.spec.ts',
  'statuses.spec.ts',
  'simulator.spec.ts',
  'exports.spec.ts',
  'isolation.spec.ts',
  'portfolio.spec.ts',
  'vendor.spec.ts',
]

export default defineConfig<E2EOptions>({
  testDir: 'test',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: process.env['CI'] ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  tsconfig: './tsconfig.e2e.json',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'es-ES',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    // Our description of the service; the vendor's own spec runs only against the vendor.
    { name: 'e2e', testDir: 'test/e2e', testIgnore: 'vendor.spec.ts' },
    {
      // The same specs against the vendor's reading of the service, except the tests tagged
      // @no-service: their outcome is settled before any call reaches it.
      name: 'e2e-vendor',
      testDir: 'test/e2e',
      testMatch: DIALECT_SPECS,
      grepInvert: /@no-service/,
      use: { dialect: 'vendor' },
    },
    { name: 'electron', testDir: 'test/electron' },
  ],
})
