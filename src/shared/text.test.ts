import { describe, it, expect } from 'vitest'
import { foldText, matchesWords } from './text'

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
