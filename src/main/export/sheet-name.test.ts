import { describe, expect, it } from 'vitest'
import { sheetName } from './sheet-name'

describe('sheetName', () => {
  it('keeps a valid name', () => {
    expect(sheetName('Concesiones por NIF')).toBe('Concesiones por NIF')
  })

  it('removes the characters Excel forbids and cuts at 31 characters', () => {
    expect(sheetName('Ayudas [2026]: a/b\\c*d?')).toBe('Ayudas 2026 a b c d')
    const long = sheetName('Concesiones por convocatoria de Kit Digital 2026')
    expect(long).toHaveLength(31)
    expect(long).toBe('Concesiones por convocatoria de')
  })

  it('never starts or ends with an apostrophe, is never empty nor «History»', () => {
    expect(sheetName("'Clientes'")).toBe('Clientes')
    expect(sheetName('[]')).toBe('Hoja')
    expect(sheetName('history')).toBe('Historial')
  })

  it('is unique in the workbook regardless of case', () => {
    expect(sheetName('Clientes', new Set(['clientes']))).toBe('Clientes (2)')
    expect(sheetName('Clientes', new Set(['Clientes', 'Clientes (2)']))).toBe('Clientes (3)')
    const taken = new Set(['Concesiones por convocatoria de'])
    expect(sheetName('Concesiones por convocatoria de Kit', taken)).toBe(
      'Concesiones por convocatori (2)',
    )
  })
})
