import { describe, expect, it } from 'vitest'
import { httpError } from './app-errors'
import { fieldErrorsOf, serverMessageOf } from './server-message'

describe('server message extraction (G5 order)', () => {
  it.each([
    ['a bare JSON string', 'Algo ha ido mal', 'Algo ha ido mal'],
    ['detail', { detail: 'Token inválido.' }, 'Token inválido.'],
    ['error', { error: 'Petición incorrecta' }, 'Petición incorrecta'],
    ['errors as a string', { errors: 'Campo erróneo' }, 'Campo erróneo'],
    ['errors as a list', { errors: ['Uno', 'Dos'] }, 'Uno Dos'],
    ['errors as an object', { errors: { nif: ['NIF no válido'] } }, 'NIF no válido'],
    ['message', { message: 'Mensaje' }, 'Mensaje'],
    [
      'non_field_errors',
      { non_field_errors: ['Credenciales incorrectas'] },
      'Credenciales incorrectas',
    ],
    [
      'field errors',
      { email: ['Introduzca un correo válido.'] },
      'email: Introduzca un correo válido.',
    ],
  ])('takes %s', (_label, body, expected) => {
    expect(serverMessageOf(body, 400)).toEqual({ text: expected, fromServer: true })
  })

  it('prefers detail over error over message when several are present', () => {
    expect(serverMessageOf({ message: 'c', error: 'b', detail: 'a' }, 400).text).toBe('a')
    expect(serverMessageOf({ message: 'c', error: 'b' }, 400).text).toBe('b')
  })

  it('falls back to a Spanish status text, never an English reason phrase', () => {
    expect(serverMessageOf(null, 503)).toEqual({
      text: 'Servicio no disponible',
      fromServer: false,
    })
    expect(serverMessageOf({}, 418)).toEqual({ text: 'Error HTTP 418', fromServer: false })
  })

  it('keeps field errors per field for forms', () => {
    expect(
      fieldErrorsOf({ email: ['Correo no válido'], postal_code: 'Cinco cifras', detail: 'x' }),
    ).toEqual({
      email: ['Correo no válido'],
      postal_code: ['Cinco cifras'],
    })
    expect(fieldErrorsOf({ errors: { nif: ['NIF no válido'] } })).toEqual({
      nif: ['NIF no válido'],
    })
    expect(fieldErrorsOf({ detail: 'x' })).toBeNull()
  })
})

describe('HTTP status → AppError', () => {
  it('maps 401 to unauthorized with the way forward', () => {
    expect(httpError(401, { detail: 'Token inválido.' })).toMatchObject({
      code: 'unauthorized',
      message: 'Su sesión ha caducado. Vuelva a iniciar sesión para continuar.',
      serverMessage: 'Token inválido.',
    })
  })

  it('tells a 403 for lack of credits from a 403 for the wrong token', () => {
    expect(
      httpError(403, { detail: 'No dispone de créditos suficientes para esta consulta' }).code,
    ).toBe('no_credits')
    expect(httpError(403, { detail: 'No tiene permiso para realizar esta acción.' }).code).toBe(
      'forbidden',
    )
  })

  it('maps 404, 429 and 5xx', () => {
    expect(httpError(404, { detail: 'Página inválida.' }).code).toBe('not_found')
    expect(httpError(429, null).code).toBe('rate_limited')
    expect(httpError(502, '<html>bad gateway</html>')).toMatchObject({ code: 'server' })
    expect(httpError(500, null).message).toContain('Error interno del servidor')
  })

  it('maps 400 to validation with the service text and its field errors', () => {
    const error = httpError(400, { email: ['Introduzca un correo válido.'] })
    expect(error).toMatchObject({
      code: 'validation',
      fields: { email: ['Introduzca un correo válido.'] },
    })
    expect(httpError(400, { detail: 'Es necesario enviar el campo nif' }).message).toBe(
      'Es necesario enviar el campo nif. Revise los datos y vuelva a intentarlo.',
    )
  })
})

describe('error bodies a server should not have sent', () => {
  it('survives a 200,000-deep body without overflowing the stack', () => {
    const deepObject = JSON.parse(
      `${'{"detail":'.repeat(200_000)}"fondo"${'}'.repeat(200_000)}`,
    ) as unknown
    const deepArray = JSON.parse(`${'['.repeat(200_000)}"x"${']'.repeat(200_000)}`) as unknown
    expect(serverMessageOf(deepObject, 500)).toEqual({
      text: 'Error interno del servidor',
      fromServer: false,
    })
    expect(httpError(400, deepArray)).toMatchObject({ code: 'validation' })
    expect(fieldErrorsOf({ nif: deepArray })).toBeNull()
  })

  it('reduces an HTML page to its title, without markup', () => {
    const page = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title><style>p{}</style></head><body>${'<p>relleno</p>'.repeat(500)}</body></html>`
    const error = httpError(502, page)
    expect(error.serverMessage).toBe('502 Bad Gateway')
    expect(error.message).not.toMatch(/[<>]/)
    expect(error.message.length).toBeLessThan(200)
  })

  it('keeps a long field message short', () => {
    const fields = fieldErrorsOf({ notes: ['x'.repeat(5000)] })
    expect(fields?.['notes']?.[0]?.length).toBeLessThanOrEqual(200)
  })
})
