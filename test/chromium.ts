import { existsSync } from 'node:fs'

/** CHROMIUM_PATH, then Debian's Chromium, then Playwright's own browser (undefined). */
function chromiumPath(): string | undefined {
  if (process.env['CHROMIUM_PATH']) return process.env['CHROMIUM_PATH']
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

/** Flags for a headless Chromium on a machine without a network beyond localhost. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The launch options of the end-to-end tests and of the browser benchmarks. */
export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  const executablePath = chromiumPath()
  return { ...(executablePath ? { executablePath } : {}), args: [...CHROMIUM_ARGS] }
}
