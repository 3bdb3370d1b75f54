// `npm test`: builds when out/ is older than the sources, runs every suite this machine can run,
// then prints the slowest tests of each runner, `flaky: N` and one line `N passed, N failed` over
// all runners.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from './build-freshness.mjs'
import { playwrightOutcome, slowestByRunner, vitestOutcome } from './test-reports.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const RESULTS = resolve(ROOT, 'test-results')
const VITEST_JSON = resolve(RESULTS, 'vitest.json')
const PLAYWRIGHT_JSON = resolve(RESULTS, 'playwright.json')
/** One `step<TAB>seconds` line per step, for .ci/run's timing table. */
const TIMINGS = resolve(RESULTS, 'timings.tsv')
const SLOWEST = 10
const bin = (path) => resolve(ROOT, 'node_modules', path)
const timings = []

/** Runs `work`, noting its wall time under `label`. */
function timed(label, work) {
  const start = performance.now()
  const result = work()
  timings.push(`${label}\t${((performance.now() - start) / 1000).toFixed(1)}`)
  return result
}

function run(label, args) {
  process.stdout.write(`\n▶ ${label}\n`)
  return timed(label, () => {
    const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' })
    return result.status ?? 1
  })
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

function finish(lines, counts, flaky) {
  const flakyLine = `flaky: ${flaky.length}${flaky.length > 0 ? ` (${flaky.join('; ')})` : ''}`
  const summary = [...lines, flakyLine, `${counts.passed} passed, ${counts.failed} failed`]
  writeFileSync(resolve(RESULTS, 'summary.txt'), `${summary.join('\n')}\n`)
  writeFileSync(TIMINGS, `${timings.join('\n')}\n`)
  process.stdout.write(`\n${summary.join('\n')}\n`)
}

mkdirSync(RESULTS, { recursive: true })
for (const file of [VITEST_JSON, PLAYWRIGHT_JSON, TIMINGS]) rmSync(file, { force: true })

// The browser, Electron, build and command-line tests run what is in out/: never an older build.
process.stdout.write('\n▶ Build\n')
if (timed('Build', () => ensureBuild(ROOT)) !== 0) {
  finish(['The build failed: no test ran.'], { passed: 0, failed: 1 }, [])
  process.exit(1)
}

const vitestStatus = run('Vitest', [
  bin('vitest/vitest.mjs'),
  'run',
  '--project',
  'unit',
  '--project',
  'isolated',
  '--project',
  'renderer',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_JSON}`,
])
const playwrightStatus = run('Playwright', [bin('@playwright/test/cli.js'), 'test'])

const outcomes = [
  vitestOutcome(readJson(VITEST_JSON), vitestStatus, ROOT),
  ...playwrightOutcome(readJson(PLAYWRIGHT_JSON), playwrightStatus),
]
const counts = { passed: 0, failed: 0, skipped: 0 }
for (const { counts: c } of outcomes) {
  counts.passed += c.passed
  counts.failed += c.failed
  counts.skipped += c.skipped
}
const flaky = outcomes.flatMap((outcome) => outcome.flaky)

for (const { runner, slowest } of slowestByRunner(outcomes, SLOWEST)) {
  process.stdout.write(`\nThe ${SLOWEST} slowest tests of ${runner}:\n`)
  for (const { seconds, name } of slowest)
    process.stdout.write(`${seconds.toFixed(1).padStart(7)} s  ${name}\n`)
}

finish(
  [
    ...outcomes.map(
      ({ label, counts: c }) =>
        `${label}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`,
    ),
    `${counts.skipped} skipped`,
  ],
  counts,
  flaky,
)
const failed = counts.failed > 0 || vitestStatus !== 0 || playwrightStatus !== 0
process.exit(failed ? 1 : 0)
