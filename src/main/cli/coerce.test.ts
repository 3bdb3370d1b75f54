import { describe, expect, it } from 'vitest'
import { CLIENT_EDITABLE_FIELDS } from '@shared/wire/client-editable'
import { coerceField, idList, parseSetFlags, positiveInteger } from './coerce'
import { UsageError } from './usage-error'

describe('coerceField', () => {
  it.each([
    ['employees_quantity', '12', 12],
    ['employees_quantity', ' -3 ', -3],
    ['status', '2', 2],
    ['last_year_billing', '125000', 125000],
    ['investment_budget', '1234.56', 1234.56],
    ['investment_budget', '1234,56', 1234.56],
    ['public', 'true', true],
    ['public', 'false', false],
    ['province', '28', 28],
    ['cnaes', '6201, 6202', [6201, 6202]],
    ['provinces_to_work', '28,8,46', [28, 8, 46]],
    ['applicant_types', '', []],
    ['action_items', '3', [3]],
    ['phone', 'null', null],
    ['reference', 'null', null],
    ['notes', 'null', null],
    ['notes', 'Cliente con prisa = sí', 'Cliente con prisa = sí'],
    ['business_name', 'null', 'null'],
    ['postal_code', '08001', '08001'],
    ['nif', ' b12345678 ', ' b12345678 '],
    ['constitution_date', '2019-05-02', '2019-05-02'],
    ['email', '', ''],
  ])('%s=%j → %j', (field, raw, value) => {
    expect(coerceField(field, raw)).toEqual(value)
  })

  it.each([
    ['employees_quantity', '12.5', 'debe ser un número entero'],
    ['status', 'activo', 'debe ser un número entero'],
    ['last_year_billing', '1.234,56', 'debe ser un importe'],
    ['last_year_billing', 'mucho', 'debe ser un importe'],
    ['public', 'sí', 'debe ser true o false'],
    ['province', '28,8', 'debe ser un número entero positivo'],
    ['cnaes', '6201,x', 'lista de números enteros'],
    ['id', '3', 'no es un campo editable'],
    ['expert_data', '{}', 'no es un campo editable'],
  ])('%s=%j is a usage error', (field, raw, message) => {
    expect(() => coerceField(field, raw)).toThrow(UsageError)
    expect(() => coerceField(field, raw)).toThrow(message)
  })

  it('knows how to coerce every editable field of SC-EDIT-1', () => {
    for (const field of CLIENT_EDITABLE_FIELDS) {
      expect(() => coerceField(field, field === 'public' ? 'true' : '1')).not.toThrow()
    }
  })
})

describe('parseSetFlags', () => {
  it('splits at the first «=» only', () => {
    expect(parseSetFlags(['notes=a=b', 'contacts='])).toEqual({ notes: 'a=b', contacts: '' })
  })

  it('rejects no --set, a missing field name and repeated fields', () => {
    expect(() => parseSetFlags([])).toThrow('Indique al menos un --set campo=valor.')
    expect(() => parseSetFlags(['=x'])).toThrow('--set espera campo=valor')
    expect(() => parseSetFlags(['status=1', 'status=2'])).toThrow('aparece dos veces')
  })
})

describe('numbers', () => {
  it('positiveInteger takes digits only', () => {
    expect(positiveInteger('--page', ' 7 ')).toBe(7)
    for (const raw of ['0', '-1', '1.5', '1e3', '', '99999999999999999999']) {
      expect(() => positiveInteger('--page', raw)).toThrow(UsageError)
    }
  })

  it('idList reads comma lists', () => {
    expect(idList('--actions', '1, 2 ,3')).toEqual([1, 2, 3])
    expect(idList('--actions', ' ')).toEqual([])
    expect(() => idList('--actions', '1,,2')).toThrow(UsageError)
    expect(() => idList('--actions', '0')).toThrow(UsageError)
  })
})
