import { describe, expect, it } from 'vitest'
import { describeError } from '@shared/errors'
import { httpError } from './app-errors'
import { fieldErrorsOf, serverMessageOf } from './server-message'

describe('server message extraction (SC-ERR-2 order)', () => {
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
    expect(serverMessageOf(body)).toBe(expected)
  })

  it('prefers detail over error over message when several are present', () => {
    expect(serverMessageOf({ message: 'c', error: 'b', detail: 'a' })).toBe('a')
    expect(serverMessageOf({ message: 'c', error: 'b' })).toBe('b')
  })

  it('has nothing to say for a body without words: the error names the status instead', () => {
    expect(serverMessageOf(null)).toBeNull()
    expect(serverMessageOf({})).toBeNull()
    const unavailable = httpError(503, null)
    expect(unavailable).toMatchObject({
      code: 'server',
      reason: 'http_status',
      params: { status: 503 },
    })
    expect(unavailable.serverMessage).toBeUndefined()
    // The status is named from the catalogue in each language, never by an HTTP reason phrase.
    expect(describeError(unavailable, 'es')).not.toContain('Service Unavailable')
    expect(describeError(httpError(418, {}), 'en')).toContain('418')
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
      reason: 'session_expired',
      serverMessage: 'Token inválido.',
    })
  })

  it('says a 403 is a refusal whatever its words: only the balance tells credits (SC-COST-6)', () => {
    expect(
      httpError(403, { detail: 'No dispone de créditos suficientes para esta consulta' }),
    ).toMatchObject({
      code: 'forbidden',
      reason: 'service_refused',
      serverMessage: 'No dispone de créditos suficientes para esta consulta',
    })
    expect(httpError(403, null)).toMatchObject({ code: 'forbidden', reason: 'http_status' })
  })

  it('maps 404, 429 and 5xx', () => {
    expect(httpError(404, { detail: 'Página inválida.' }).code).toBe('not_found')
    expect(httpError(429, null).code).toBe('rate_limited')
    expect(httpError(502, '<html>bad gateway</html>')).toMatchObject({
      code: 'server',
      reason: 'service_refused',
      params: { status: 502, detail: 'bad gateway' },
    })
    expect(httpError(500, null)).toMatchObject({ reason: 'http_status', params: { status: 500 } })
  })

  it('maps 400 to validation with the service text and its field errors', () => {
    const error = httpError(400, { email: ['Introduzca un correo válido.'] })
    expect(error).toMatchObject({
      code: 'validation',
      fields: { email: ['Introduzca un correo válido.'] },
    })
    // The service's words travel as they were sent, made a sentence for the message.
    expect(httpError(400, { detail: 'Es necesario enviar el campo nif' })).toMatchObject({
      reason: 'service_refused',
      serverMessage: 'Es necesario enviar el campo nif',
      params: { status: 400, detail: 'Es necesario enviar el campo nif.' },
    })
  })
})

describe('error bodies a server should not have sent', () => {
  it('survives a 200,000-deep body without overflowing the stack', () => {
    const deepObject = JSON.parse(
      `${'{"detail":'.repeat(200_000)}"fondo"${'}'.repeat(200_000)}`,
    ) as unknown
    const deepArray = JSON.parse(`${'['.repeat(200_000)}"x"${']'.repeat(200_000)}`) as unknown
    expect(serverMessageOf(deepObject)).toBeNull()
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
