import { describe, expect, it } from 'vitest'
import { playwrightOutcome, slowestByRunner, vitestOutcome } from './test-reports.mjs'

const ROOT = '/repo'

describe('npm test’s count of Vitest', () => {
  it('counts each test by its status, and a file that failed without a failed test as one failure', () => {
    const outcome = vitestOutcome(
      {
        testResults: [
          {
            name: '/repo/a.test.ts',
            status: 'passed',
            assertionResults: [
              { fullName: 'a one', status: 'passed', duration: 1500 },
              { fullName: 'a two', status: 'skipped', duration: 0 },
            ],
          },
          {
            name: '/repo/b.test.ts',
            status: 'failed',
            assertionResults: [{ fullName: 'b one', status: 'failed', duration: 20 }],
          },
          // A beforeAll that threw: its tests are reported as skipped.
          {
            name: '/repo/c.test.ts',
            status: 'failed',
            assertionResults: [{ fullName: 'c one', status: 'pending' }],
          },
          { name: '/repo/d.test.ts', status: 'failed', assertionResults: [] },
        ],
      },
      1,
      ROOT,
    )
    expect(outcome.counts).toEqual({ passed: 1, failed: 3, skipped: 2 })
    expect(outcome.durations[0]).toEqual({ seconds: 1.5, name: 'a.test.ts › a one' })
  })

  it('fails a run that wrote no report', () => {
    expect(vitestOutcome(null, 1, ROOT).counts.failed).toBe(1)
    expect(vitestOutcome(null, 0, ROOT).counts.failed).toBe(0)
  })
})

describe('npm test’s count of Playwright', () => {
  const test = (projectName: string, status: string, durations: number[]) => ({
    projectName,
    status,
    results: durations.map((duration) => ({ duration })),
  })
  const report = {
    stats: {},
    suites: [
      {
        title: 'clients.spec.ts',
        file: 'clients.spec.ts',
        specs: [
          { title: 'edits', file: 'clients.spec.ts', tests: [test('e2e', 'expected', [900])] },
        ],
        suites: [
          {
            title: 'sync',
            file: 'clients.spec.ts',
            specs: [
              {
                title: 'cancels',
                file: 'clients.spec.ts',
                tests: [test('e2e', 'flaky', [1000, 2000])],
              },
              { title: 'fails', file: 'clients.spec.ts', tests: [test('e2e', 'unexpected', [5])] },
            ],
          },
        ],
      },
      {
        title: 'smoke.spec.ts',
        file: 'smoke.spec.ts',
        specs: [
          { title: 'starts', file: 'smoke.spec.ts', tests: [test('electron', 'skipped', [])] },
        ],
      },
    ],
    errors: [],
  }

  it('names a test that passed only on its retry, and counts it as failed', () => {
    const [e2e, electron] = playwrightOutcome(report, 1)
    expect(e2e?.counts).toEqual({ passed: 1, failed: 2, skipped: 0 })
    expect(e2e?.flaky).toEqual(['[e2e] clients.spec.ts › sync › cancels'])
    expect(e2e?.durations).toContainEqual({
      seconds: 3,
      name: '[e2e] clients.spec.ts › sync › cancels',
    })
    expect(electron?.counts).toEqual({ passed: 0, failed: 0, skipped: 1 })
  })

  it('fails on an error outside any test, and on a run that wrote no report', () => {
    const [first] = playwrightOutcome({ ...report, errors: [{ message: 'global setup' }] }, 1)
    expect(first?.counts.failed).toBe(3)
    expect(playwrightOutcome(null, 1)[0]?.counts.failed).toBe(1)
  })
})

describe('npm test’s slowest tests', () => {
  const outcome = (label: string, seconds: number[]) => ({
    label,
    durations: seconds.map((s) => ({ seconds: s, name: `${label} ${s}` })),
  })

  it('names the slowest of each runner apart, Playwright’s projects together', () => {
    const slowest = slowestByRunner(
      [
        outcome('Vitest', [0.1, 3, 0.5]),
        outcome('Playwright e2e', [2, 9, 4]),
        outcome('Playwright electron', [5]),
      ],
      2,
    )
    expect(slowest).toEqual([
      {
        runner: 'Vitest',
        slowest: [
          { seconds: 3, name: 'Vitest 3' },
          { seconds: 0.5, name: 'Vitest 0.5' },
        ],
      },
      {
        runner: 'Playwright',
        slowest: [
          { seconds: 9, name: 'Playwright e2e 9' },
          { seconds: 5, name: 'Playwright electron 5' },
        ],
      },
    ])
  })
})
