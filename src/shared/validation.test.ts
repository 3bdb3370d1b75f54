import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { ClientFieldsSchema } from './wire/client-edit'
import { renderMessage } from './messages/catalogue-lookup'
import { SettingsPatchSchema } from './settings'
import { fieldErrorsOf, fieldMessagesOf, firstIssuePath, keyed } from './validation'

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  if (result.success) throw new Error('expected an invalid value')
  return fieldMessagesOf(result.error)
}

describe('schema messages as catalogue keys', () => {
  it('carries a key and its params through zod', () => {
    const schema = z.string().max(3, keyed('validation.too_long', { max: 3 }))
    expect(issuesOf(schema, 'abcd')).toEqual({
      _: [{ key: 'validation.too_long', params: { max: 3 } }],
    })
  })

  it('says zod’s own checks by their kind, with their bounds', () => {
    expect(issuesOf(z.object({ a: z.string().min(1) }), { a: '' })).toEqual({
      a: [{ key: 'validation.required' }],
    })
    expect(issuesOf(z.string().max(5), 'abcdefg')).toEqual({
      _: [{ key: 'validation.too_long', params: { max: 5 } }],
    })
    expect(issuesOf(z.array(z.number()).min(2), [1])).toEqual({
      _: [{ key: 'validation.too_few', params: { min: 2 } }],
    })
    expect(issuesOf(z.number().max(10), 11)).toEqual({
      _: [{ key: 'validation.too_big', params: { max: 10 } }],
    })
    expect(issuesOf(z.enum(['es', 'en']), 'fr')).toEqual({
      _: [{ key: 'validation.invalid_option' }],
    })
    expect(issuesOf(z.number(), 'x')).toEqual({ _: [{ key: 'validation.invalid_type' }] })
    expect(issuesOf(SettingsPatchSchema, { colour: 'red' })).toEqual({
      _: [{ key: 'validation.unknown_fields', params: { keys: 'colour' } }],
    })
  })

  it('says why a representative’s NIF is wrong, not that no branch of a union matched', () => {
    const result = ClientFieldsSchema.pick({ legal_representative_nif: true }).safeParse({
      legal_representative_nif: '12345678A',
    })
    expect(result.success ? null : fieldMessagesOf(result.error)).toEqual({
      legal_representative_nif: [{ key: 'validation.tax_id.nif_control' }],
    })
  })

  it('renders the same issues in Spanish or English', () => {
    const result = ClientFieldsSchema.pick({
      postal_code: true,
      employees_quantity: true,
    }).safeParse({
      postal_code: '123',
      employees_quantity: -1,
    })
    if (result.success) throw new Error('expected an invalid value')
    expect(fieldErrorsOf(result.error)).toEqual({
      postal_code: [renderMessage('es', 'validation.postal_code_digits')],
      employees_quantity: [renderMessage('es', 'validation.not_negative')],
    })
    expect(fieldErrorsOf(result.error, 'en')).toEqual({
      postal_code: [renderMessage('en', 'validation.postal_code_digits')],
      employees_quantity: [renderMessage('en', 'validation.not_negative')],
    })
    expect(firstIssuePath(result.error)).toBe('postal_code')
  })
})
