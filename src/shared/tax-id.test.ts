import { describe, it, expect } from 'vitest'
import {
  TaxIdSchema,
  cifControlDigit,
  cifControlKind,
  cifControlLetter,
  controlLetterFor,
  isValidCif,
  isValidNie,
  isValidNif,
  isValidTaxId,
  makeCif,
  makeNie,
  makeNif,
  normalizeTaxId,
  taxIdError,
  taxIdKind,
  taxIdProblem,
} from './tax-id'
import { fieldMessagesOf } from './validation'

describe('normalizeTaxId', () => {
  it.each([
    [' b-1234567-4 ', 'B12345674'],
    ['ES B12345674', 'B12345674'],
    ['es-12345678z', '12345678Z'],
    ['ESX1234567L', 'X1234567L'],
    ['12.345.678-Z', '12345678Z'],
    ['x 1234567 l', 'X1234567L'],
  ])('%j → %s', (raw, expected) => {
    expect(normalizeTaxId(raw)).toBe(expected)
  })

  it('keeps ES when what follows does not look like an id', () => {
    expect(normalizeTaxId('ES')).toBe('ES')
    expect(normalizeTaxId('es123')).toBe('ES123')
  })
})

describe('taxIdKind', () => {
  it('tells the kind by shape', () => {
    expect(taxIdKind('12345678Z')).toBe('nif')
    expect(taxIdKind('12345678A')).toBe('nif')
    expect(taxIdKind('X1234567L')).toBe('nie')
    expect(taxIdKind('B12345674')).toBe('cif')
    expect(taxIdKind(' es b-1234567-4')).toBe('cif')
  })

  it('returns null for other shapes', () => {
    for (const id of ['', '1234567Z', 'K1234567L', 'I12345674', 'B1234567K', 'X12345678L']) {
      expect(taxIdKind(id)).toBeNull()
    }
  })
})

describe('NIF and NIE', () => {
  it('computes the DNI control letter', () => {
    expect(controlLetterFor(12345678)).toBe('Z')
    expect(controlLetterFor(0)).toBe('T')
    expect(() => controlLetterFor(-1)).toThrow(RangeError)
    expect(() => controlLetterFor(100_000_000)).toThrow(RangeError)
  })

  it('validates NIFs', () => {
    expect(isValidNif('12345678Z')).toBe(true)
    expect(isValidNif('00000000T')).toBe(true)
    expect(isValidNif('12345678A')).toBe(false)
    expect(isValidNif('X1234567L')).toBe(false)
  })

  it('validates NIEs', () => {
    expect(isValidNie('X1234567L')).toBe(true)
    expect(isValidNie('Y1234567X')).toBe(true)
    expect(isValidNie('Z1234567R')).toBe(true)
    expect(isValidNie('X1234567A')).toBe(false)
    expect(isValidNie('12345678Z')).toBe(false)
  })
})

describe('CIF', () => {
  it('computes the control digit and letter', () => {
    expect(cifControlDigit('1234567')).toBe(4)
    expect(cifControlLetter('1234567')).toBe('D')
    expect(cifControlDigit('0000000')).toBe(0)
    expect(cifControlLetter('0000000')).toBe('J')
    expect(() => cifControlDigit('123456')).toThrow(RangeError)
  })

  it('knows which control each organisation letter takes', () => {
    for (const org of 'ABEH') expect(cifControlKind(org)).toBe('digit')
    for (const org of 'NPQRSW') expect(cifControlKind(org)).toBe('letter')
    for (const org of 'CDFGJUV') expect(cifControlKind(org)).toBe('either')
    for (const org of 'IKLMOTXYZ') expect(cifControlKind(org)).toBeNull()
  })

  // Published CIFs of real organisations, checked by hand against the official algorithm.
  it.each([
    'B12345674',
    'A58818501',
    'B65410011',
    'Q2826000H',
    'P2807900B',
    'S2800568D',
    'A28017895',
    'G28029007',
    'Q2818002D',
    'A08000143',
  ])('%s is valid', (cif) => {
    expect(isValidCif(cif)).toBe(true)
    expect(isValidTaxId(cif)).toBe(true)
  })

  it.each([
    ['B12345678', 'wrong digit'],
    ['B1234567D', 'letter where a digit is required'],
    ['Q28260008', 'digit where a letter is required'],
    ['Q2826000A', 'wrong letter'],
    ['G28029008', 'wrong digit'],
  ])('%s is invalid (%s)', (cif) => {
    expect(isValidCif(cif)).toBe(false)
  })

  it('accepts a digit or a letter for organisations that take either', () => {
    expect(isValidCif('G28029007')).toBe(true)
    expect(isValidCif('G2802900G')).toBe(true)
  })
})

describe('taxIdError', () => {
  it('is null for valid ids in any written form', () => {
    expect(taxIdError('12345678Z')).toBeNull()
    expect(taxIdError(' b-1234567-4 ')).toBeNull()
    expect(taxIdError('ES B12345674')).toBeNull()
  })

  it('says what is wrong as a catalogue key, with the organisation letter where it matters', () => {
    expect(taxIdProblem('')).toEqual({ key: 'validation.tax_id.empty' })
    expect(taxIdProblem('12345678A')).toEqual({ key: 'validation.tax_id.nif_control' })
    expect(taxIdProblem('X1234567A')).toEqual({ key: 'validation.tax_id.nie_control' })
    expect(taxIdProblem('B12345678')).toEqual({ key: 'validation.tax_id.cif_control' })
    expect(taxIdProblem('Q28260008')).toEqual({
      key: 'validation.tax_id.cif_needs_letter',
      params: { org: 'Q' },
    })
    expect(taxIdProblem('B1234567D')).toEqual({
      key: 'validation.tax_id.cif_needs_digit',
      params: { org: 'B' },
    })
    expect(taxIdProblem('hola')).toEqual({ key: 'validation.tax_id.format' })
  })

  it('says it in Spanish by default and in English when asked, naming the letter', () => {
    const spanish = taxIdError('Q28260008')
    const english = taxIdError('Q28260008', 'en')
    expect(spanish).toContain('Q')
    expect(english).toContain('Q')
    expect(english).not.toBe(spanish)
    expect(taxIdError('12345678A', 'en')).not.toBe(taxIdError('12345678A'))
  })
})

describe('make* helpers', () => {
  const numbers = Array.from({ length: 500 }, (_, i) => (i * 7_919_993 + 13) % 10_000_000)

  it('build valid NIFs', () => {
    expect(makeNif(12345678)).toBe('12345678Z')
    expect(makeNif(1)).toBe('00000001R')
    for (const n of numbers) {
      const nif = makeNif(n * 9 + 3)
      expect(isValidNif(nif), nif).toBe(true)
      expect(taxIdKind(nif)).toBe('nif')
    }
  })

  it('build valid NIEs', () => {
    expect(makeNie('X', 1234567)).toBe('X1234567L')
    for (const prefix of ['X', 'Y', 'Z'] as const) {
      for (const n of numbers) {
        const nie = makeNie(prefix, n)
        expect(isValidNie(nie), nie).toBe(true)
        expect(taxIdKind(nie)).toBe('nie')
      }
    }
    expect(() => makeNie('X', 10_000_000)).toThrow(RangeError)
  })

  it('build valid CIFs for every organisation letter', () => {
    expect(makeCif('B', 1234567)).toBe('B12345674')
    expect(makeCif('q', 2826000)).toBe('Q2826000H')
    for (const org of 'ABCDEFGHJNPQRSUVW') {
      for (const n of numbers) {
        const cif = makeCif(org, n)
        expect(isValidCif(cif), cif).toBe(true)
        expect(taxIdError(cif)).toBeNull()
      }
    }
    expect(() => makeCif('K', 1234567)).toThrow(RangeError)
    expect(() => makeCif('B', 12_345_678)).toThrow(RangeError)
  })
})

describe('TaxIdSchema', () => {
  it('outputs the normalised id', () => {
    expect(TaxIdSchema.parse(' es b-1234567-4 ')).toBe('B12345674')
  })

  it('rejects invalid ids with the key of what is wrong', () => {
    const result = TaxIdSchema.safeParse('12345678A')
    expect(result.success).toBe(false)
    if (result.success) return
    expect(fieldMessagesOf(result.error)).toEqual({ _: [{ key: 'validation.tax_id.nif_control' }] })
    const notText = TaxIdSchema.safeParse(42)
    expect(notText.success ? null : fieldMessagesOf(notText.error)).toEqual({
      _: [{ key: 'validation.tax_id.empty' }],
    })
  })
})
