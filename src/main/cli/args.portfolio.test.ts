import { describe, expect, it } from 'vitest'
import { parseInvocation } from './args'
import { helpText } from './help'
import { UsageError } from './usage-error'

const command = (...argv: string[]) => parseInvocation(argv).command

function usageError(argv: string[]): UsageError {
  try {
    parseInvocation(argv)
  } catch (error) {
    if (error instanceof UsageError) return error
    throw error
  }
  throw new Error(`no usage error for ${argv.join(' ')}`)
}

const STDOUT = { format: 'json', out: null, lang: 'es' }

describe('portfolio commands', () => {
  it('reads opportunities with its filters, --active and --yes', () => {
    expect(command('portfolio', 'opportunities')).toEqual({
      name: 'portfolio opportunities',
      filters: null,
      active: false,
      profileOnly: false,
      yes: false,
      maxRequests: null,
      askAbove: null,
      output: STDOUT,
    })
    expect(command('portfolio', 'opportunities', '--profile-only')).toMatchObject({
      profileOnly: true,
    })
    expect(
      command(
        'portfolio',
        'opportunities',
        '--filters',
        '{"province_id__in":"28,8"}',
        '--active',
        '--yes',
        '--format',
        'xlsx',
        '--out',
        '/tmp/cartera.xlsx',
      ),
    ).toEqual({
      name: 'portfolio opportunities',
      filters: { province_id__in: '28,8' },
      active: true,
      profileOnly: false,
      yes: true,
      maxRequests: null,
      askAbove: null,
      output: { format: 'xlsx', out: '/tmp/cartera.xlsx', lang: 'es' },
    })
  })

  it('reads aid with --years and --threshold, defaulting to 3 years and the setting', () => {
    expect(command('portfolio', 'aid')).toMatchObject({
      name: 'portfolio aid',
      years: 3,
      threshold: null,
      yes: false,
      maxRequests: null,
      askAbove: null,
    })
    expect(
      command('portfolio', 'aid', '--years', '5', '--threshold', '200000.50', '--yes'),
    ).toMatchObject({ years: 5, threshold: 200000.5, yes: true })
  })

  it('reads deadlines with ics as a format of its own', () => {
    expect(
      command('portfolio', 'deadlines', '--yes', '--format', 'ics', '--out', '/tmp/plazos.ics'),
    ).toEqual({
      name: 'portfolio deadlines',
      yes: true,
      maxRequests: null,
      askAbove: null,
      output: { format: 'ics', out: '/tmp/plazos.ics', lang: 'es' },
    })
  })

  it.each([
    [['portfolio', 'opportunities', '--format', 'ics', '--out', 'a.ics'], /json, csv o xlsx/],
    [['portfolio', 'deadlines', '--format', 'xlsx', '--out', 'a.xlsx'], /json, csv o ics/],
    [['portfolio', 'deadlines', '--format', 'ics'], /Falta --out/],
    [['portfolio', 'deadlines', '--filters', '{}'], /--filters no vale para «portfolio deadlines»/],
    [['portfolio', 'aid', '--years', '0'], /--years debe ser un número entero de 1 a 10/],
    [['portfolio', 'aid', '--years', '11'], /--years/],
    [['portfolio', 'aid', '--threshold', '300.000'], /--threshold debe ser un importe/],
    [['portfolio', 'aid', '--threshold', '-1'], /--threshold/],
    [['portfolio', 'opportunities', '--filters', '{"bad":1}'], /claves desconocidas: bad/],
    [['portfolio', 'opportunities', '--years', '2'], /--years no vale/],
    [['portfolio', 'clients'], /Subcomando de portfolio desconocido: «clients»/],
    [['portfolio'], /Falta el subcomando de portfolio: opportunities, aid o deadlines/],
  ])('refuses %j before anything is sent', (argv, message) => {
    const error = usageError(argv)
    expect(error.message).toMatch(message)
  })

  it('names the command in a usage error and has help of its own', () => {
    expect(usageError(['portfolio', 'aid', '--years', 'x']).command).toBe('portfolio aid')
    expect(command('help', 'portfolio')).toEqual({ name: 'help', topic: 'portfolio' })
    expect(command('portfolio', '--help')).toEqual({ name: 'help', topic: 'portfolio' })
    expect(helpText('portfolio')).toContain('grants-desk portfolio deadlines')
    expect(helpText('portfolio aid')).toContain('--threshold')
    expect(helpText(null)).toContain('portfolio opportunities')
  })
})
