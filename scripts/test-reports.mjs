// What the JSON reports of Vitest and Playwright say, in one shape for `npm test`'s summary:
// { label, counts: { passed, failed, skipped }, flaky: [name], durations: [{ seconds, name }] },
// and the slowest tests of each runner.
import { relative } from 'node:path'

const empty = () => ({ passed: 0, failed: 0, skipped: 0 })

/** Vitest's report (no retries: a test that fails once fails the run). */
export function vitestOutcome(report, exitStatus, root) {
  const counts = empty()
  const durations = []
  if (!report) {
    if (exitStatus !== 0) counts.failed += 1
    return { label: 'Vitest', counts, flaky: [], durations }
  }
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name)
    const tests = file.assertionResults ?? []
    for (const test of tests) {
      if (test.status === 'passed') counts.passed += 1
      else if (test.status === 'failed') counts.failed += 1
      else counts.skipped += 1
      durations.push({ seconds: (test.duration ?? 0) / 1000, name: `${path} › ${test.fullName}` })
    }
    // A file that failed to load, or whose hook failed, has no failed test in it but fails the run.
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed'))
      counts.failed += 1
  }
  return { label: 'Vitest', counts, flaky: [], durations }
}

/** Every test of a Playwright JSON report, with its spec file and titles. */
function playwrightTests(suites, titles = []) {
  return (suites ?? []).flatMap((suite) => {
    // A file's own suite is titled by its path; the suites inside it by their describe().
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        (spec.tests ?? []).map((test) => ({
          test,
          name: [spec.file ?? suite.file, ...path, spec.title].filter(Boolean).join(' › '),
        })),
      ),
      ...playwrightTests(suite.suites, path),
    ]
  })
}

/**
 * Playwright's report, one outcome per project. A test that passed only on its retry is flaky: it
 * is named, and counted as failed.
 */
export function playwrightOutcome(report, exitStatus) {
  if (!report?.stats) {
    const counts = empty()
    if (exitStatus !== 0) counts.failed += 1
    return [{ label: 'Playwright', counts, flaky: [], durations: [] }]
  }
  const byProject = new Map()
  const outcomeOf = (project) => {
    if (!byProject.has(project))
      byProject.set(project, {
        label: `Playwright ${project}`,
        counts: empty(),
        flaky: [],
        durations: [],
      })
    return byProject.get(project)
  }
  for (const { test, name } of playwrightTests(report.suites)) {
    const outcome = outcomeOf(test.projectName)
    const full = `[${test.projectName}] ${name}`
    if (test.status === 'expected') outcome.counts.passed += 1
    else if (test.status === 'skipped') outcome.counts.skipped += 1
    else outcome.counts.failed += 1
    if (test.status === 'flaky') outcome.flaky.push(full)
    const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0)
    outcome.durations.push({ seconds: ms / 1000, name: full })
  }
  const outcomes = [...byProject.values()]
  // Errors outside any test (a config or a global setup that failed) fail the run too.
  const errors = (report.errors ?? []).length
  if (errors > 0) {
    if (outcomes.length === 0) outcomes.push(outcomeOf('(setup)'))
    outcomes[0].counts.failed += errors
  }
  return outcomes
}

/**
 * The `count` slowest tests of each runner (Vitest; Playwright, its projects together), slowest
 * first: [{ runner, slowest: [{ seconds, name }] }], in the order the runners ran.
 */
export function slowestByRunner(outcomes, count) {
  const byRunner = new Map()
  for (const { label, durations } of outcomes) {
    const runner = label.split(' ')[0]
    byRunner.set(runner, [...(byRunner.get(runner) ?? []), ...durations])
  }
  return [...byRunner].map(([runner, durations]) => ({
    runner,
    slowest: [...durations].sort((a, b) => b.seconds - a.seconds).slice(0, count),
  }))
}
