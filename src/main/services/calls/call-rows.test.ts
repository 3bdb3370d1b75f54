import { describe, expect, it } from 'vitest'
import { type CallWire } from '@shared/wire/call'
import { callOf } from './call-rows'

const row = (status_text: string | null, extra: Partial<CallWire> = {}): CallWire => ({
  id: 7,
  slug: 'kit-consulting-2026',
  formatted_title: 'Kit Consulting',
  status_text,
  new_entity: null,
  total_amount: 12000,
  ...extra,
})

describe('a row of funds/ as shown', () => {
  it('reads the closing date and the state from status_text', () => {
    expect(callOf(row('Abierta hasta el 31/12/2026'))).toMatchObject({
      closesOn: '2026-12-31',
      state: 'open',
      title: 'Kit Consulting',
      amount: 12000,
    })
    expect(callOf(row('Apertura el 02/12/2026 y cierre el 15/01/2027'))).toMatchObject({
      closesOn: '2027-01-15',
      state: 'pending',
    })
    expect(callOf(row('Cerrada el 31/03/2026'))).toMatchObject({
      closesOn: '2026-03-31',
      state: 'closed',
    })
  })

  it('has no closing date when the text names none, or there is no text', () => {
    expect(callOf(row('Abierta'))).toMatchObject({ closesOn: null, state: 'open' })
    expect(callOf(row('Abierta hasta agotar fondos'))).toMatchObject({ closesOn: null })
    expect(callOf(row('Próxima apertura'))).toMatchObject({ closesOn: null, state: 'pending' })
    expect(callOf(row('Abierta hasta el 31/02/2026'))).toMatchObject({ closesOn: null })
    expect(callOf(row('Convocatoria en estudio'))).toMatchObject({ closesOn: null, state: null })
    expect(callOf(row(null, { total_amount: null }))).toMatchObject({
      closesOn: null,
      state: null,
      statusText: null,
      amount: null,
    })
    expect(callOf(row('  '))).toMatchObject({ statusText: null, closesOn: null })
  })

  it('marks a call the service says is new', () => {
    expect(callOf(row('Abierta', { new_entity: 1 })).recent).toBe(true)
    expect(callOf(row('Abierta', { new_entity: 0 })).recent).toBe(false)
  })
})
