// `npm test`: every suite this machine can run, then one line `N passed, N failed` over all runners.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const RESULTS = resolve(ROOT, 'test-results')
const VITEST_JSON = resolve(RESULTS, 'vitest.json')
const PLAYWRIGHT_JSON = resolve(RESULTS, 'playwright.json')
const bin = (path) => resolve(ROOT, 'node_modules', path)

function run(label, args) {
  process.stdout.write(`\n▶ ${label}\n`)
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  })
  return result.status ?? 1
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

mkdirSync(RESULTS, { recursive: true })
for (const file of [VITEST_JSON, PLAYWRIGHT_JSON]) rmSync(file, { force: true })

// Always build first: the end-to-end and Electron tests run what is in out/, never an older build.
const buildStatus = run('Build', [bin('electron-vite/bin/electron-vite.js'), 'build'])
if (buildStatus !== 0) {
  const summary = 'The build failed: no test ran.\n0 passed, 1 failed'
  writeFileSync(resolve(RESULTS, 'summary.txt'), `${summary}\n`)
  process.stdout.write(`\n${summary}\n`)
  process.exit(1)
}

const vitestStatus = run('Vitest: unit and integration suites', [
  bin('vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_JSON}`,
])

const playwrightStatus = run('Playwright: end-to-end (browser harness) and Electron smoke', [
  bin('@playwright/test/cli.js'),
  'test',
])

const counts = { passed: 0, failed: 0, skipped: 0 }
/** One line per runner (and per Playwright project) above the total, so a missing one shows. */
const lines = []
const describe = (label, c) =>
  `${label}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`
const add = (c) => {
  counts.passed += c.passed
  counts.failed += c.failed
  counts.skipped += c.skipped
}

const vitest = readJson(VITEST_JSON)
if (vitest) {
  const c = {
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests,
    skipped: vitest.numPendingTests + vitest.numTodoTests,
  }
  // A suite that failed to load has no tests in it but must still fail the run.
  c.failed += (vitest.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length
  add(c)
  lines.push(describe('Vitest', c))
} else if (vitestStatus !== 0) {
  counts.failed += 1
  process.stdout.write('Vitest did not write its report.\n')
}

/** Every test of a Playwright JSON report, each once per project it ran in (e2e, e2e-vendor…). */
function playwrightTests(suites) {
  return (suites ?? []).flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests ?? []),
    ...playwrightTests(suite.suites),
  ])
}

const playwright = readJson(PLAYWRIGHT_JSON)
if (playwright?.stats) {
  const byProject = new Map()
  for (const test of playwrightTests(playwright.suites)) {
    const c = byProject.get(test.projectName) ?? { passed: 0, failed: 0, skipped: 0 }
    if (test.status === 'expected' || test.status === 'flaky') c.passed += 1
    else if (test.status === 'skipped') c.skipped += 1
    else c.failed += 1
    byProject.set(test.projectName, c)
  }
  for (const [project, c] of byProject) {
    add(c)
    lines.push(describe(`Playwright ${project}`, c))
  }
  // Errors outside any test (a config or a global setup that failed) fail the run too.
  counts.failed += (playwright.errors ?? []).length
} else if (playwrightStatus !== 0) {
  counts.failed += 1
  process.stdout.write('Playwright did not write its report.\n')
}

const line = `${counts.passed} passed, ${counts.failed} failed`
const summary = [...lines, `${counts.skipped} skipped`, line].join('\n')
writeFileSync(resolve(RESULTS, 'summary.txt'), `${summary}\n`)
process.stdout.write(`\n${summary}\n`)
process.exit(counts.failed > 0 || vitestStatus !== 0 || playwrightStatus !== 0 ? 1 : 0)
