import { describe, expect, it } from 'vitest'
import { spanishIn } from '../../test/support/spanish-text'
import { appError, describeError, describeFields, errorKeyOf } from './errors'
import { messageRef, renderMessage } from './messages/catalogue-lookup'

describe('appError', () => {
  it('takes code and reason from the key, and writes the Spanish sentence with its params', () => {
    const error = appError('error.bad_response.no_new_rows', { page: 3 })
    expect(error).toMatchObject({
      code: 'bad_response',
      reason: 'no_new_rows',
      params: { page: 3 },
    })
    expect(error.message).toBe(renderMessage('es', 'error.bad_response.no_new_rows', { page: 3 }))
    expect(error.message).toContain('3')
  })

  it('writes Spanish field messages from their keys, and keeps the keys', () => {
    const error = appError(
      'error.validation.no_columns',
      {},
      { fieldMessages: { columns: [messageRef('validation.choose_columns')] } },
    )
    expect(error.fields).toEqual({ columns: [renderMessage('es', 'validation.choose_columns')] })
    expect(error.fieldMessages).toEqual({ columns: [{ key: 'validation.choose_columns' }] })
  })
})

describe('describeError', () => {
  it('says a wrong password wholly in English, whatever the service wrote', () => {
    const error = appError(
      'error.validation.wrong_credentials',
      {},
      { status: 400, serverMessage: 'Credenciales incorrectas. Inténtelo de nuevo.' },
    )
    const english = describeError(error, 'en')
    expect(spanishIn(english)).toEqual([])
    expect(english).not.toBe(describeError(error, 'es'))
    expect(describeError(error, 'es')).toBe(error.message)
  })

  it('keeps the service’s own words as it sent them inside the translated sentence', () => {
    const error = appError('error.forbidden.service_refused', {
      status: 403,
      detail: 'No tiene permiso para ver este cliente.',
    })
    expect(describeError(error, 'en')).toContain('No tiene permiso para ver este cliente.')
    expect(describeError(error, 'en')).not.toBe(describeError(error, 'es'))
  })

  it('falls back to main’s words in Spanish, and to the code’s summary in English', () => {
    const unknown = { code: 'server' as const, message: 'Algo raro.', serverMessage: 'Detalle' }
    expect(errorKeyOf(unknown)).toBeNull()
    expect(describeError(unknown, 'es')).toBe('Algo raro.')
    expect(describeError(unknown, 'en')).toBe(`${renderMessage('en', 'error.server')} Detalle`)
    const odd = { code: 'server' as const, reason: 'not_in_the_catalogue', message: 'x' }
    expect(describeError(odd, 'en')).toBe(renderMessage('en', 'error.server'))
  })
})

describe('describeFields', () => {
  it('says main’s field messages in the language asked, the service’s as it sent them', () => {
    const error = appError(
      'error.validation.postal_code_province',
      { postalCode: '08001', province: 28 },
      {
        fields: { email: ['Correo no válido'] },
        fieldMessages: { postal_code: [messageRef('validation.postal_code_province')] },
      },
    )
    expect(describeFields(error, 'en')).toEqual({
      email: ['Correo no válido'],
      postal_code: [renderMessage('en', 'validation.postal_code_province')],
    })
  })
})
