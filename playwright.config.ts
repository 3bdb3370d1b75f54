import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './test/chromium'

export default defineConfig({
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
    { name: 'e2e', testDir: 'test/e2e' },
    { name: 'electron', testDir: 'test/electron' },
  ],
})
