import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

/** CHROMIUM_PATH, then Debian's Chromium, then Playwright's own browser. */
function chromiumPath(): string | undefined {
  if (process.env['CHROMIUM_PATH']) return process.env['CHROMIUM_PATH']
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

const executablePath = chromiumPath()

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
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'e2e', testDir: 'test/e2e' },
    { name: 'electron', testDir: 'test/electron' },
  ],
})
