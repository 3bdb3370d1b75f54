import { describe, it, expect } from 'vitest'
import { foldText } from './text'

describe('foldText', () => {
  it('lower-cases and strips diacritics', () => {
    expect(foldText('Programación Informática')).toBe('programacion informatica')
    expect(foldText('ÁÉÍÓÚÜ àç')).toBe('aeiouu ac')
    expect(foldText('Logroño')).toBe('logrono')
  })

  it('leaves plain text alone', () => {
    expect(foldText('cnae 6201')).toBe('cnae 6201')
  })
})
