import { describe, expect, it } from 'vitest'
import { appError } from '@shared/errors'
import { failureOf } from './outbox'

describe('a failed outbox entry’s error', () => {
  it('comes back whole, so the screen can say it in its language', () => {
    const refused = appError('error.not_found.missing', { status: 404 }, { status: 404 })
    expect(failureOf(JSON.stringify(refused))).toEqual(refused)
    expect(failureOf(null)).toBeNull()
  })

  it('keeps the sentence an older version stored, as the service’s refusal', () => {
    expect(failureOf('No se ha encontrado en el servicio.')).toMatchObject({
      code: 'validation',
      reason: 'refused_earlier',
      params: { detail: 'No se ha encontrado en el servicio.' },
    })
  })
})
