import { existsSync } from 'node:fs'
import { withDisabledFeatures } from '../src/main/shell/chromium-features'

/**
 * Debian's Chromium builds, the headless shell first: like Electron, it embeds Chromium's content
 * layer without the browser's own (tabs, profiles, extensions), and it loads a screen of the app in
 * about 40 % less time than the full browser in its headless mode (docs/testing.md).
 */
const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

/** CHROMIUM_PATH, then Debian's Chromium, then Playwright's own browser (undefined). */
function chromiumPath(): string | undefined {
  if (process.env['CHROMIUM_PATH']) return process.env['CHROMIUM_PATH']
  return DEBIAN_CHROMIUMS.find((path) => existsSync(path))
}

/**
 * The features Playwright (1.65) disables with its own `--disable-features`. Chromium reads only
 * the last such switch, so ours, which adds the app's (chromium-features.ts), repeats them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** Flags for a headless Chromium on a machine without a network beyond localhost. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The renderer as the app configures it.
  `--disable-features=${withDisabledFeatures(PLAYWRIGHT_DISABLED_FEATURES.join(','))}`,
]

/** The launch options of the end-to-end tests and of the browser benchmarks. */
export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  const executablePath = chromiumPath()
  return { ...(executablePath ? { executablePath } : {}), args: [...CHROMIUM_ARGS] }
}
