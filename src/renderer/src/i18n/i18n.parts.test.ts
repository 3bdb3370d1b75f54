import { describe, expect, it } from 'vitest'
import { keysDefinedTwice } from '../../../../test/support/catalogue-parts'

const parts = (language: 'es' | 'en') =>
  language === 'es'
    ? import.meta.glob<Record<string, unknown>>('./es-*.ts', { eager: true })
    : import.meta.glob<Record<string, unknown>>('./en-*.ts', { eager: true })

describe('the screens’ catalogue parts', () => {
  it('each name sections of their own: none is overridden by another part', () => {
    expect(keysDefinedTwice(parts('es'))).toEqual([])
    expect(keysDefinedTwice(parts('en'))).toEqual([])
  })
})
