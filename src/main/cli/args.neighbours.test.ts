import { describe, expect, it } from 'vitest'
import { parseInvocation } from './args'
import { commandHelp, generalHelp } from './help'
import { COMMAND_OPTIONS } from './usage'
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
const BY_NIF = ['simulate', '--nif', 'B88888888', '--cnae', '6201', '--province', '28']

describe('simulate by NIF and CNAE', () => {
  it('reads --nif, --cnae and one --province, with --yes and the output flags', () => {
    expect(command(...BY_NIF)).toEqual({
      name: 'simulate',
      byNif: { nif: 'B88888888', cnae: '6201', province: 28 },
      yes: false,
      maxRequests: null,
      askAbove: null,
      output: STDOUT,
    })
    expect(
      command(...BY_NIF, '--yes', '--format', 'xlsx', '--out', '/tmp/o.xlsx', '--lang', 'en'),
    ).toMatchObject({ yes: true, output: { format: 'xlsx', out: '/tmp/o.xlsx', lang: 'en' } })
    expect(command('simulate', '--nif', 'b-88888888', '--cnae', '111', '--province', '8')).toEqual(
      expect.objectContaining({ byNif: { nif: 'b-88888888', cnae: '111', province: 8 } }),
    )
  })

  it('names what is wrong: a missing or invalid CNAE, a province out of 1..52, profile flags mixed in', () => {
    const cases: [string[], RegExp][] = [
      [['simulate', '--nif', 'B88888888', '--province', '28'], /^Falta --cnae/],
      [['simulate', '--cnae', '6201', '--province', '28'], /^Falta --nif/],
      [['simulate', '--nif', 'B88888888', '--cnae', '6201'], /^Falta --province/],
      [[...BY_NIF.slice(0, 3), '--cnae', '62.01', '--province', '28'], /^--cnae debe ser/],
      [['simulate', '--nif', 'B88888888', '--cnae', '62011', '--province', '28'], /^--cnae/],
      [['simulate', '--nif', 'B88888888', '--cnae', '', '--province', '28'], /^--cnae/],
      [['simulate', '--nif', 'B88888888', '--cnae', '6201', '--province', '53'], /1 a 52/],
      [['simulate', '--nif', 'B88888888', '--cnae', '6201', '--province', '0'], /1 a 52/],
      [['simulate', '--nif', 'B88888888', '--cnae', '6201', '--province', '28,8'], /1 a 52/],
      [[...BY_NIF, '--applicants', '1'], /no van con --applicants/],
      [[...BY_NIF, '--actions', '1', '--all'], /no van con --actions, --all/],
      [[...BY_NIF, '--page', '2'], /no van con --page/],
      [['simulate', '--nif', '!!', '--cnae', '6201', '--province', '28'], /^--nif admite/],
    ]
    for (const [argv, message] of cases) {
      const error = usageError(argv)
      expect(error.message, argv.join(' ')).toMatch(message)
      expect(error.command).toBe('simulate')
    }
  })
})

describe('grants', () => {
  it('reads --search and --page', () => {
    expect(command('grants', '--search', ' kit digital ')).toEqual({
      name: 'grants',
      search: 'kit digital',
      page: 1,
      yes: false,
      maxRequests: null,
      askAbove: null,
    })
    expect(
      command('grants', '--search', 'kit', '--page', '3', '--yes', '--ask-above', '0'),
    ).toMatchObject({ page: 3, yes: true, askAbove: 0 })
    expect(command('grants', '--search', 'kit', '--max-requests', '4')).toMatchObject({
      maxRequests: 4,
    })
    expect(usageError(['grants', '--search', 'kit', '--ask-above', '-1']).message).toMatch(
      /--ask-above/,
    )
  })

  it('names what is wrong', () => {
    expect(usageError(['grants']).message).toBe('Falta --search TEXTO.')
    expect(usageError(['grants', '--search', '  ']).message).toBe('--search está vacío.')
    expect(usageError(['grants', '--search', 'x'.repeat(201)]).message).toMatch(/hasta 200/)
    expect(usageError(['grants', '--search', 'kit', '--page', '0']).message).toMatch(/--page/)
    expect(usageError(['grants', '--search', 'kit', '--all']).message).toBe(
      'La opción --all no vale para «grants».',
    )
  })
})

describe('the help of these commands', () => {
  it('lists grants and says the new flags', () => {
    expect(generalHelp()).toMatch(/^ {2}grants +Busca convocatorias con concesiones/m)
    expect(COMMAND_OPTIONS.simulate).toEqual(expect.arrayContaining(['nif', 'cnae']))
    expect(commandHelp('simulate')).toContain('--cnae CODIGO')
    expect(commandHelp('grants')).toContain('concession_requests')
    expect(commandHelp('portfolio opportunities')).toContain('--profile-only')
    expect(commandHelp('portfolio opportunities')).toContain('nif-cnae')
  })
})
