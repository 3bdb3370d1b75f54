import { describe, expect, it } from 'vitest'
import { notSavedError } from '@shared/wire/unsaved-fields'
import { appError } from '@shared/errors'
import { entryFailure, failureOf } from './outbox-failure'

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

describe('an entry the service answered without saving (SC-EDIT-6)', () => {
  it('shows the error it stored', () => {
    const stored = JSON.stringify(notSavedError(['notes']))
    expect(entryFailure({ error: stored, reason: 'not_saved', patch: { notes: 'x' } })).toEqual(
      notSavedError(['notes']),
    )
  })

  it('names its fields again when an older version stored only the Spanish sentence', () => {
    const older = {
      error: 'El servicio no ha guardado: Referencia, Notas',
      reason: 'not_saved' as const,
      patch: { reference: 'R-1', notes: 'x' },
    }
    expect(entryFailure(older)).toMatchObject({
      code: 'not_saved',
      reason: 'fields_ignored',
      params: { fields: 'reference,notes' },
    })
    // A refusal stays what the service said.
    expect(entryFailure({ ...older, reason: null })).toMatchObject({ reason: 'refused_earlier' })
  })
})
