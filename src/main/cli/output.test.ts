import { describe, expect, it } from 'vitest'
import { CliRedactor, createOutput } from './output'
import { UsageError } from './usage-error'

function streams(tty = false) {
  const out: string[] = []
  const err: string[] = []
  return {
    out,
    err,
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text), isTTY: tty },
  }
}

const TOKEN = 'dXNlcjoxMjAxOjA6MQ.0123456789abcdef0123456789abcdef'

describe('output', () => {
  it('prints one pretty JSON document on stdout, scrubbed of known tokens', () => {
    const io = streams()
    const redactor = new CliRedactor()
    redactor.add(TOKEN)
    const output = createOutput(io.stdout, io.stderr, redactor)
    output.json({ notes: `eco ${TOKEN}`, other: 'Token transferencia bancaria' })
    expect(io.out.join('')).toBe(
      '{\n  "notes": "eco [oculto]",\n  "other": "Token transferencia bancaria"\n}\n',
    )
    expect(io.err).toEqual([])
  })

  it('warnings, failures and usage go to stderr, redacted', () => {
    const io = streams()
    const redactor = new CliRedactor()
    redactor.add(TOKEN)
    const output = createOutput(io.stdout, io.stderr, redactor)
    output.warn('NIF raro')
    output.failure({
      code: 'validation',
      message: `Datos no válidos ${TOKEN}.`,
      fields: { email: ['Correo no válido.'], postal_code: ['Cinco cifras.', 'Otra.'] },
    })
    output.usage(new UsageError('Falta --email.', 'login'))
    expect(io.out).toEqual([])
    expect(io.err.join('')).toBe(
      [
        'Aviso: NIF raro',
        'Datos no válidos [oculto].',
        '  email: Correo no válido.',
        '  postal_code: Cinco cifras. Otra.',
        'Falta --email.',
        'Uso: grants-desk login --email CORREO [--print-tokens] [opciones de conexión]',
        'Más ayuda: grants-desk login --help',
        '',
      ].join('\n'),
    )
  })

  it('shows progress only on a terminal, and ends its line before the document', () => {
    const piped = streams(false)
    createOutput(piped.stdout, piped.stderr, new CliRedactor()).progress({ done: 1, total: 3 })
    expect(piped.err).toEqual([])

    const tty = streams(true)
    const output = createOutput(tty.stdout, tty.stderr, new CliRedactor())
    output.progress({ done: 1, total: 3 })
    output.progress({ done: 3, total: 3 })
    output.json([])
    expect(tty.err.join('')).toBe('\rDescargando páginas: 1/3\rDescargando páginas: 3/3\n')
    expect(tty.out.join('')).toBe('[]\n')
  })

  it('with --out, logs a few whole progress lines where stderr is not a terminal', () => {
    const piped = streams(false)
    const output = createOutput(piped.stdout, piped.stderr, new CliRedactor())
    output.logProgress()
    for (let done = 1; done <= 40; done++) output.progress({ done, total: 40 })
    const lines = piped.err.join('').trimEnd().split('\n')
    expect(lines[0]).toBe('Descargando páginas: 1/40')
    expect(lines.at(-1)).toBe('Descargando páginas: 40/40')
    expect(lines).toEqual([
      'Descargando páginas: 1/40',
      ...[4, 8, 12, 16, 20, 24, 28, 32, 36, 40].map((n) => `Descargando páginas: ${n}/40`),
    ])
  })

  it('forgets a token once it is removed', () => {
    const redactor = new CliRedactor()
    redactor.add(TOKEN)
    redactor.remove(TOKEN)
    expect(redactor.scrub(TOKEN)).toBe(TOKEN)
  })
})
