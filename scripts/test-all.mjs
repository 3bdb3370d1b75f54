// `npm test`: builds when out/ is older than the sources, runs every suite this machine can run,
// then prints the slowest tests of each runner, `flaky: N` and one line `N passed, N failed` over
// all runners.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from './build-freshness.mjs'
import { playwrightOutcome, slowestByRunner, vitestOutcome } from './test-reports.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const RESULTS = resolve(ROOT, 'test-results')
const VITEST_JSON = resolve(RESULTS, 'vitest.json')
const PLAYWRIGHT_JSON = resolve(RESULTS, 'playwright.json')
const VITEST_LOG = resolve(RESULTS, 'vitest.log')
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

/**
 * What runs a command only on a core no other process wants (SCHED_IDLE, or nice 19 where chrt
 * is missing), as .ci/run's lanes of checks.
 */
function idlePrefix() {
  const ok = (command) => spawnSync(command[0], [...command.slice(1), 'true']).status === 0
  return (
    [
      ['chrt', '-i', '0'],
      ['nice', '-n', '19'],
    ].find(ok) ?? []
  )
}

/** Starts `node args`; its output goes to this terminal, or to `log` when one is given. */
function start(label, args, { prefix = [], log } = {}) {
  const begin = performance.now()
  const [command, ...rest] = [...prefix, process.execPath, ...args]
  const output = log ? openSync(log, 'w') : 'inherit'
  const child = spawn(command, rest, { cwd: ROOT, stdio: ['ignore', output, output] })
  return new Promise((done) => {
    let ended = false
    const end = (status) => {
      if (ended) return
      ended = true
      if (typeof output === 'number') closeSync(output)
      timings.push(`${label}\t${((performance.now() - begin) / 1000).toFixed(1)}`)
      done(status)
    }
    child.on('error', () => end(1))
    child.on('close', (status) => end(status ?? 1))
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
for (const file of [VITEST_JSON, VITEST_LOG, PLAYWRIGHT_JSON, TIMINGS])
  rmSync(file, { force: true })

// The browser, Electron, build and command-line tests run what is in out/: never an older build.
process.stdout.write('\n▶ Build\n')
if (timed('Build', () => ensureBuild(ROOT)) !== 0) {
  finish(['The build failed: no test ran.'], { passed: 0, failed: 1 }, [])
  process.exit(1)
}

// The browser tests run one test at a time and leave about a third of the machine idle, waiting on
// the page and the app; Vitest takes that time, on idle cores only, so it never slows a browser test
// that wants a core. Its output is printed once both have ended.
process.stdout.write('\n▶ Playwright, and Vitest beside it on the idle cores\n')
const [vitestStatus, playwrightStatus] = await Promise.all([
  start(
    'Vitest',
    [
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
    ],
    { prefix: idlePrefix(), log: VITEST_LOG },
  ),
  start('Playwright', [bin('@playwright/test/cli.js'), 'test']),
])
process.stdout.write(`\n▶ Vitest\n${readFileSync(VITEST_LOG, 'utf8')}`)

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
