import { describe, expect, it } from 'vitest'
import {
  type MessageKey,
  type MessageParams,
  renderMessage,
} from '@shared/messages/catalogue-lookup'
import { parseInvocation } from './args'
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

describe('commands and help', () => {
  it('reads each command and its flags', () => {
    expect(command('login', '--email', 'a@b.es')).toEqual({
      name: 'login',
      email: 'a@b.es',
      printTokens: false,
    })
    expect(command('logout')).toEqual({ name: 'logout' })
    expect(command('whoami')).toEqual({ name: 'whoami' })
    expect(command('statuses')).toEqual({
      name: 'statuses',
      output: { format: 'json', out: null, lang: 'es' },
    })
    expect(command('profile')).toEqual({ name: 'profile', userId: null })
    expect(command('profile', '--user-id', '1201')).toEqual({ name: 'profile', userId: 1201 })
    expect(command('clients', 'get', '42')).toEqual({ name: 'clients get', id: 42 })
  })

  it('help, --help, -h and `<command> --help`', () => {
    expect(command('help')).toEqual({ name: 'help', topic: null })
    expect(command('--help')).toEqual({ name: 'help', topic: null })
    expect(command('-h')).toEqual({ name: 'help', topic: null })
    expect(command('help', 'clients', 'list')).toEqual({ name: 'help', topic: 'clients list' })
    expect(command('help', 'clients')).toEqual({ name: 'help', topic: 'clients' })
    expect(command('clients', '--help')).toEqual({ name: 'help', topic: 'clients' })
    expect(command('concessions', '--help')).toEqual({ name: 'help', topic: 'concessions' })
    // --help wins over anything else that is wrong on the line.
    expect(command('simulate', '-h')).toEqual({ name: 'help', topic: 'simulate' })
  })

  it('connection flags go with any command, before or after it', () => {
    const invocation = parseInvocation([
      '--env',
      'custom',
      'whoami',
      '--base-url',
      'http://a',
      '--test-base-url=http://b',
      '--verbose',
    ])
    expect(invocation.command).toEqual({ name: 'whoami' })
    expect(invocation.connection).toEqual({
      env: 'custom',
      baseUrl: 'http://a',
      testBaseUrl: 'http://b',
      brand: undefined,
    })
    expect(invocation.verbose).toBe(true)
  })

  it.each([
    [[], 'Falta el comando.', null],
    [['frobnicate'], 'Comando desconocido: «frobnicate».', null],
    [['clients'], 'Falta el subcomando de clients: list, get, update o create.', null],
    [['clients', 'delete', '1'], 'Subcomando de clients desconocido: «delete».', null],
    [['whoami', '--colour'], 'Opción desconocida: --colour.', 'whoami'],
    [['login'], 'Falta --email.', 'login'],
    [['login', '--email'], 'La opción --email no lleva valor, o le falta.', 'login'],
    [['whoami', '--nif', 'x'], 'La opción --nif no vale para «whoami».', 'whoami'],
    [['whoami', 'extra'], 'Argumento inesperado: «extra».', 'whoami'],
    [['help', 'nada'], 'No hay ayuda de «nada».', null],
    [['clients', 'get'], 'Falta el ID del cliente.', 'clients get'],
    [['clients', 'get', '1', '2'], 'Argumento inesperado: «2».', 'clients get'],
    [['clients', 'get', 'abc'], 'El ID del cliente debe ser un número entero', 'clients get'],
    [['profile', '--user-id', '0'], '--user-id debe ser un número entero positivo', 'profile'],
  ] as const)('%j is a usage error', (argv, message, owner) => {
    const error = usageError([...argv])
    expect(error.message).toContain(message)
    expect(error.command).toBe(owner)
  })

  it('a value that starts with a dash needs the --flag=value form', () => {
    expect(usageError(['login', '--email', '--verbose']).message).toContain('--email=VALOR')
    expect(command('login', '--email=-raro@b.es')).toEqual({
      name: 'login',
      email: '-raro@b.es',
      printTokens: false,
    })
  })
})

describe('--format and --out', () => {
  it('JSON on stdout by default; csv and xlsx need a file, given as an absolute path', () => {
    expect(command('statuses', '--format', 'xlsx', '--out', 'estados.xlsx')).toMatchObject({
      output: { format: 'xlsx', out: expect.stringMatching(/\/estados\.xlsx$/) as unknown },
    })
    expect(usageError(['concessions', '--nif', 'B12345674', '--format', 'csv']).message).toContain(
      'Falta --out',
    )
    expect(
      usageError([
        'simulate',
        '--province',
        '28',
        '--applicants',
        '2',
        '--actions',
        '1',
        '--format',
        'pdf',
      ]).message,
    ).toContain('--format admite json, csv o xlsx')
  })

  it('are refused where there is no list', () => {
    expect(usageError(['whoami', '--format', 'csv', '--out', 'x.csv']).message).toContain(
      'no vale para «whoami»',
    )
  })
})

describe('clients list', () => {
  it('defaults to page 1, isActive 0 and no filters', () => {
    expect(command('clients', 'list')).toEqual({
      name: 'clients list',
      all: false,
      page: 1,
      pageSize: null,
      filters: null,
      active: false,
      output: { format: 'json', out: null, lang: 'es' },
    })
  })

  it('reads --page, --page-size, --active, --all and validated --filters', () => {
    expect(
      command(
        'clients',
        'list',
        '--page',
        '3',
        '--page-size',
        '50',
        '--active',
        '--filters',
        '{"order":"-updated_at","province_id__in":[28,8]}',
      ),
    ).toMatchObject({
      page: 3,
      pageSize: 50,
      active: true,
      filters: { order: '-updated_at', province_id__in: [28, 8] },
    })
    expect(command('clients', 'list', '--all')).toMatchObject({ all: true, page: 1 })
  })

  it('takes a page size from 1 to 200, both ends included', () => {
    expect(command('clients', 'list', '--page-size', '1')).toMatchObject({ pageSize: 1 })
    expect(command('clients', 'list', '--page-size', '200')).toMatchObject({ pageSize: 200 })
  })

  it.each([
    [['--page', '2', '--all'], 'Use --page o --all, no los dos.'],
    [['--page', '0'], '--page debe ser un número entero positivo'],
    [['--page-size', 'x'], '--page-size debe ser un número entero de 1 a 200: «x».'],
    [['--page-size', '0'], '--page-size debe ser un número entero de 1 a 200: «0».'],
    [['--page-size', '201'], '--page-size debe ser un número entero de 1 a 200: «201».'],
    [['--page-size=-5'], '--page-size debe ser un número entero de 1 a 200: «-5».'],
    [['--page-size', '1e3'], '--page-size debe ser un número entero de 1 a 200: «1e3».'],
    [['--filters', '{order:'], '--filters no es JSON válido.'],
    [['--filters', '[1]'], '--filters debe ser un objeto JSON'],
    [['--filters', '{"colour":"red"}'], '--filters tiene claves desconocidas: colour.'],
    [
      ['--filters', '{"order":5}'],
      '--filters: el valor de «order» no es válido; se espera un texto.',
    ],
    [
      ['--filters', '{"cnaes__id__in":{}}'],
      'el valor de «cnaes__id__in» no es válido; se espera una lista',
    ],
  ])('%j is a usage error', (flags, message) => {
    const error = usageError(['clients', 'list', ...flags])
    expect(error.message).toContain(message)
    expect(error.command).toBe('clients list')
  })
})

describe('clients update', () => {
  it('collects every --set into one typed patch', () => {
    expect(
      command(
        'clients',
        'update',
        '7',
        '--set',
        'notes=Llamar el lunes',
        '--set',
        'employees_quantity=12',
        '--set',
        'public=true',
        '--set',
        'cnaes=6201,6202',
      ),
    ).toEqual({
      name: 'clients update',
      id: 7,
      patch: {
        notes: 'Llamar el lunes',
        employees_quantity: 12,
        public: true,
        cnaes: [6201, 6202],
      },
    })
  })

  it.each([
    [['--set', 'colour=red'], '«colour» no es un campo editable.'],
    [['--set', 'id=3'], '«id» no es un campo editable.'],
    [['--set', 'employees_quantity=doce'], 'El valor de employees_quantity debe ser un número'],
    [['--set', 'notes'], '--set espera campo=valor: «notes».'],
    [['--set', 'notes=a', '--set', 'notes=b'], 'El campo notes aparece dos veces.'],
  ])('%j is a usage error', (flags, message) => {
    const error = usageError(['clients', 'update', '7', ...flags])
    expect(error.message).toContain(message)
    expect(error.command).toBe('clients update')
  })

  it("validates the patch with the edit form's own schema, naming each field and why", () => {
    const long = usageError(['clients', 'update', '7', '--set', `notes=${'x'.repeat(5000)}`])
    expect(long.command).toBe('clients update')
    expect(long.message).toContain('no se ha enviado nada')
    const es = (key: MessageKey, params?: MessageParams) => renderMessage('es', key, params)
    expect(long.message).toContain(`  notes: ${es('validation.too_long', { max: 4000 })}`)

    const both = usageError([
      ...['clients', 'update', '7', '--set', 'employees_quantity=-5'],
      ...['--set', 'email=no-es-un-correo', '--set', 'postal_code=28001', '--set', 'province=8'],
    ])
    expect(both.message).toContain(`  employees_quantity: ${es('validation.not_negative')}`)
    expect(both.message).toContain(`  email: ${es('validation.email')}`)
    expect(both.message).toContain(`  postal_code: ${es('validation.postal_code_province')}`)
  })

  it('sends what the form would: texts trimmed, an empty optional text as null', () => {
    expect(
      command('clients', 'update', '7', '--set', 'notes=  Llamar  ', '--set', 'reference='),
    ).toMatchObject({ patch: { notes: 'Llamar', reference: null } })
  })

  it('needs at least one --set', () => {
    expect(usageError(['clients', 'update', '7']).message).toContain('al menos un --set')
  })
})

describe('concessions', () => {
  it('takes exactly one selector', () => {
    expect(command('concessions', '--nif', ' b12345678 ')).toMatchObject({
      selector: { nif: ' b12345678 ' },
      all: false,
      page: 1,
    })
    expect(command('concessions', '--grant-id', '916430', '--all')).toMatchObject({
      selector: { fund_id: 916430 },
      all: true,
    })
    expect(command('concessions', '--grant-slug', 'kit-digital-2026', '--page', '2')).toMatchObject(
      { selector: { fund_slug: 'kit-digital-2026' }, page: 2 },
    )
  })

  it.each([
    [[]],
    [['--nif', 'B12345678', '--grant-id', '3']],
    [['--grant-id', '3', '--grant-slug', 'x']],
  ])('%j is a usage error', (flags) => {
    const error = usageError(['concessions', ...flags])
    expect(error.message).toBe('Indique exactamente uno de --nif, --grant-id o --grant-slug.')
    expect(error.command).toBe('concessions')
  })

  it('bounds the NIF: letters and digits (spaces, dots and dashes between them), 2 to 20', () => {
    expect(command('concessions', '--nif', 'ES-B12.345.674')).toMatchObject({
      selector: { nif: 'ES-B12.345.674' },
    })
    expect(command('concessions', '--nif', 'A'.repeat(20))).toMatchObject({
      selector: { nif: 'A'.repeat(20) },
    })
    expect(usageError(['concessions', '--nif', 'A'.repeat(21)]).message).toBe(
      '--nif debe tener de 2 a 20 letras y cifras, por ejemplo B12345674; el indicado tiene 21.',
    )
    expect(usageError(['concessions', '--nif', 'B']).message).toContain('el indicado tiene 1.')
    for (const bad of ['B1234567%', 'B12345674;DROP', 'B1234\u00005674', '../../etc']) {
      const error = usageError(['concessions', '--nif', bad])
      expect(error.message).toContain('--nif admite solo letras y cifras')
      expect(error.command).toBe('concessions')
    }
  })

  it('rejects an empty NIF or slug and a bad grant id', () => {
    expect(usageError(['concessions', '--nif', ' ']).message).toBe('--nif está vacío.')
    expect(usageError(['concessions', '--grant-slug', ' ']).message).toContain('--grant-slug')
    expect(usageError(['concessions', '--grant-id', 'kit']).message).toContain('--grant-id')
  })
})

describe('simulate', () => {
  it('one province is a number, several an array (SC-SIM-1)', () => {
    expect(
      command('simulate', '--province', '28', '--applicants', '2', '--actions', '1,2,3'),
    ).toMatchObject({ profile: { province: 28, applicants_v2: [2], actions_v2: [1, 2, 3] } })
    expect(
      command('simulate', '--province', '28,8', '--applicants', '1,2', '--actions', '3', '--all'),
    ).toMatchObject({ profile: { province: [28, 8] }, all: true })
  })

  it('every field is required, as integer lists', () => {
    expect(usageError(['simulate', '--province', '28', '--actions', '1']).message).toBe(
      'Falta --applicants.',
    )
    const bad = usageError(['simulate', '--province', '28', '--applicants', 'a', '--actions', '1'])
    expect(bad.message).toContain('--applicants debe ser una lista de números enteros')
    expect(bad.command).toBe('simulate')
    const zero = usageError(['simulate', '--province', '0', '--applicants', '1', '--actions', '1'])
    expect(zero.message).toBe(
      '--province debe ser una lista de números enteros positivos separados por comas: «0».',
    )
  })
})
