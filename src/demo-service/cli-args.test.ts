import { describe, expect, it } from 'vitest'
import { CliError, DEFAULT_CLI_PORT, parseCliArgs } from './cli-args'

describe('demo service CLI flags', () => {
  it('defaults to 127.0.0.1 on port 4010 with the seed defaults', () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'serve',
      options: { port: DEFAULT_CLI_PORT, host: '127.0.0.1' },
    })
  })

  it('reads every flag', () => {
    const command = parseCliArgs([
      '--port',
      '0',
      '--host=0.0.0.0',
      '--seed',
      '9',
      '--clients',
      '20000',
      '--concessions',
      '200000',
      '--latency-ms',
      '150',
      '--fault-rate',
      '0.25',
      '--faults',
      '500,reset,429',
      '--fault-login',
      '--token-ttl',
      '3600',
      '--today',
      '2026-05-14',
      '--dialect',
      'vendor',
    ])
    expect(command).toEqual({
      kind: 'serve',
      options: {
        port: 0,
        host: '0.0.0.0',
        seed: 9,
        clients: 20_000,
        concessions: 200_000,
        latencyMs: 150,
        faultRate: 0.25,
        faults: ['500', 'reset', '429'],
        faultLogin: true,
        tokenTtlSeconds: 3600,
        today: '2026-05-14',
        dialect: 'vendor',
      },
    })
  })

  it('takes --dialect interface or vendor, and leaves it out by default', () => {
    expect(parseCliArgs(['--dialect=interface'])).toMatchObject({
      options: { dialect: 'interface' },
    })
    expect(parseCliArgs([])).not.toHaveProperty('options.dialect')
  })

  it('asks for help with --help or -h', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' })
    expect(parseCliArgs(['-h', '--port', 'x'])).toEqual({ kind: 'help' })
  })

  it.each([
    [['--port', '70000'], /--port debe ser un número entero entre 0 y 65535/],
    [['--port', 'abc'], /--port/],
    [['--clients', '0'], /--clients debe ser un número entero entre 1 y 100000/],
    [['--clients', '100001'], /--clients/],
    [['--concessions', '1000001'], /--concessions debe ser un número entero entre 0 y 1000000/],
    [['--concessions', '-1'], /--concessions/],
    [['--seed', '1.5'], /--seed/],
    [['--latency-ms', 'lento'], /--latency-ms/],
    [['--fault-rate', '1.5'], /--fault-rate debe ser un número entre 0 y 1/],
    [['--fault-rate', ''], /--fault-rate/],
    [['--faults', '500,boom'], /Tipo de fallo desconocido en --faults: «boom»/],
    [['--token-ttl', '0'], /--token-ttl/],
    [['--today', '2026-02-30'], /--today debe ser una fecha AAAA-MM-DD válida/],
    [['--host', ''], /--host no puede estar vacío/],
    [
      ['--dialect', 'fandit'],
      /Dialecto desconocido en --dialect: «fandit». Use: interface o vendor/,
    ],
    [['--dialect'], /Falta el valor de --dialect/],
    [['--verbose'], /Opción desconocida: --verbose/],
    [['--port'], /Falta el valor de --port/],
    [['serve'], /Argumento inesperado/],
  ])('rejects %j in Spanish', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(CliError)
    expect(() => parseCliArgs(argv)).toThrow(message)
  })
})
