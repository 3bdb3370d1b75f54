import { describe, expect, it } from 'vitest'
import { amountsInText } from './amount-text'

/** Amounts carry a no-break space before «€». */
const read = (text: string, lang?: 'es' | 'en') => amountsInText(text, lang).replace(/\u00a0/g, ' ')

describe('the amounts in a grant’s texts', () => {
  it('writes a range in the prose as euros, whatever joins its ends', () => {
    expect(read('Ayuda por beneficiario de 75000 € a 1000000 €.')).toBe(
      'Ayuda por beneficiario de 75.000 € a 1.000.000 €.',
    )
    expect(read('Entre 3000 y 12000.50 euros; de 6.000 - 9.000 €')).toBe(
      'Entre 3.000 € y 12.000,50 €; de 6.000 € a 9.000 €',
    )
    expect(read('Importe máximo: 2000 euros por empresa, hasta 10000 € por grupo')).toBe(
      'Importe máximo: 2.000 € por empresa, hasta 10.000 € por grupo',
    )
  })

  it('a field that is only an amount or a range is written in the screen’s language', () => {
    expect(read('75000-1000000')).toBe('75.000 € a 1.000.000 €')
    expect(read('75000 - 1000000', 'en')).toBe('€75,000 to €1,000,000')
    expect(read('12000 €', 'en')).toBe('€12,000')
    expect(read('1.000.000,50 €')).toBe('1.000.000,50 €')
  })

  it('leaves what is not an amount in euros as written', () => {
    for (const text of [
      'Hasta el 80 % del coste subvencionable',
      'Plazo: del 01/03/2026 al 31/12/2026',
      'Ejercicios 2024-2026',
      'Convocatoria 2026',
      '12000',
    ])
      expect(read(text)).toBe(text)
  })
})
