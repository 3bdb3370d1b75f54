import { describe, it, expect } from 'vitest'
import { foldByDecomposition, foldText, matchesWords } from './text'

describe('foldText', () => {
  it('folds every Latin letter, and any other text, as the decomposition does', () => {
    for (let code = 0; code < 0x180; code++) {
      const text = `Ab${String.fromCharCode(code)}Z`
      expect(foldText(text)).toBe(foldByDecomposition(text))
    }
    for (const text of [
      'Ελλάδα',
      'Åse Ødegård',
      'e\u0301cole',
      'İstanbul',
      'ﬁ Straße',
      '東京 Café',
    ]) {
      expect(foldText(text)).toBe(foldByDecomposition(text))
    }
  })

  it('lower-cases and strips diacritics', () => {
    expect(foldText('Programación Informática')).toBe('programacion informatica')
    expect(foldText('ÁÉÍÓÚÜ àç')).toBe('aeiouu ac')
    expect(foldText('Logroño')).toBe('logrono')
  })

  it('leaves plain text alone', () => {
    expect(foldText('cnae 6201')).toBe('cnae 6201')
  })
})

describe('matchesWords', () => {
  it('finds every typed word anywhere, without accents or case', () => {
    expect(matchesWords('Ávila', 'avila')).toBe(true)
    expect(matchesWords('A Coruña', 'coruna')).toBe(true)
    expect(matchesWords('Santa Cruz de Tenerife', 'tenerife santa')).toBe(true)
    expect(matchesWords('Málaga', 'MAL')).toBe(true)
    expect(matchesWords('Málaga', '  ')).toBe(true)
  })

  it('misses when one word is not there', () => {
    expect(matchesWords('Ávila', 'avila madrid')).toBe(false)
    expect(matchesWords('León', 'lion')).toBe(false)
  })
})
