import { describe, expect, it } from 'vitest'
import { fieldFeedback } from './form-feedback'

describe('a field’s problem as its form item shows it', () => {
  it('is the error when there is one, else the warning, else nothing', () => {
    expect(fieldFeedback('Falta el NIF.', 'NIF raro.')).toEqual({
      validationStatus: 'error',
      feedback: 'Falta el NIF.',
    })
    expect(fieldFeedback(undefined, 'NIF raro.')).toEqual({
      validationStatus: 'warning',
      feedback: 'NIF raro.',
    })
    expect(fieldFeedback(null, null)).toEqual({})
    expect(fieldFeedback('')).toEqual({})
  })
})
