import { describe, expect, it } from 'vitest'
import { runCli } from '../../support/cli'

/**
 * `grants-desk deadline`: the last day of a period with no service and no sign-in (no connection
 * flag is given, and none is needed), its JSON shape and its usage errors (exit 2).
 */
describe('grants-desk deadline', () => {
  const deadline = async (...args: string[]) => {
    const result = await runCli(['deadline', ...args])
    return { ...result, json: result.code === 0 ? (JSON.parse(result.stdout) as unknown) : null }
  }

  it('counts business days over the national holidays only, without a province', async () => {
    const { code, json } = await deadline('--from', '2026-12-18', '--business-days', '10')
    expect(code).toBe(0)
    expect(json).toEqual({
      from: '2026-12-18',
      until: '2027-01-05',
      kind: 'business_days',
      skipped: [
        { date: '2026-12-25', why: 'Navidad' },
        { date: '2027-01-01', why: 'Año Nuevo' },
      ],
    })
  })

  it('adds the province’s community and each --holiday', async () => {
    const national = await deadline('--from', '2026-03-31', '--business-days', '2')
    const madrid = await deadline(
      '--from',
      '2026-03-31',
      '--business-days',
      '2',
      '--province',
      '28',
    )
    expect(national.json).toMatchObject({ until: '2026-04-02', skipped: [] })
    expect(madrid.json).toMatchObject({ until: '2026-04-06' })
    const local = await deadline(
      '--from',
      '2026-05-13',
      '--business-days',
      '2',
      '--holiday',
      '2026-05-15',
      '--holiday',
      '2026-05-14',
    )
    expect(local.json).toMatchObject({
      until: '2026-05-19',
      skipped: [{ date: '2026-05-14' }, { date: '2026-05-15' }],
    })
  })

  it('ends months on the same day number, or the month’s last, then the next business day', async () => {
    expect((await deadline('--from', '2028-01-31', '--months', '1')).json).toMatchObject({
      until: '2028-02-29',
      kind: 'months',
    })
    expect((await deadline('--from', '2026-02-27', '--years', '1')).json).toMatchObject({
      until: '2027-03-01',
      kind: 'years',
    })
  })

  it.each([
    [['--business-days', '10'], /--from/],
    [['--from', '2026-02-30', '--months', '1'], /AAAA-MM-DD/],
    [['--from', '2026-02-01'], /--business-days, --months o --years/],
    [['--from', '2026-02-01', '--months', '1', '--years', '1'], /exactamente uno/],
    [['--from', '2026-02-01', '--months', '0'], /--months/],
    [['--from', '2026-02-01', '--months', '1', '--province', '60'], /--province/],
    [['--from', '2026-02-01', '--months', '1', '--holiday', 'mañana'], /--holiday/],
  ])('refuses %j as a usage error', async (args, message) => {
    const { code, stdout, stderr } = await deadline(...args)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toMatch(message)
  })
})
