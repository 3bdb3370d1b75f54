import { afterEach, describe, expect, it } from 'vitest'
import { computed } from 'vue'
import { i18n } from '../i18n/i18n'
import { useFormat } from './useFormat'

const NBSP = '\u00a0'

afterEach(() => {
  i18n.global.locale.value = 'es'
})

describe('useFormat', () => {
  it('writes Spanish formats while the UI is in Spanish', () => {
    i18n.global.locale.value = 'es'
    const f = useFormat()
    expect(f.formatEuros(1234.5)).toBe(`1.234,50${NBSP}€`)
    expect(f.formatNumber(1234.5)).toBe('1.234,5')
    expect(f.formatNumber(1234, 0)).toBe('1.234')
    expect(f.formatDate('2026-03-09')).toBe('09/03/2026')
    expect(f.formatDate(null)).toBe('Sin fecha')
    expect(f.formatDateTime(null)).toBe('Sin fecha')
    expect(f.formatEuros(null)).toBe('—')
  })

  it('writes English formats while the UI is in English', () => {
    i18n.global.locale.value = 'en'
    const f = useFormat()
    expect(f.formatEuros(1234.5)).toBe('€1,234.50')
    expect(f.formatNumber(1234.5)).toBe('1,234.5')
    expect(f.formatNumber(1234, 0)).toBe('1,234')
    expect(f.formatDate('2026-03-09')).toBe('09/03/2026')
    expect(f.formatDate('')).toBe('No date')
    expect(f.formatDateTime(Number.NaN)).toBe('No date')
  })

  it('counts work under way with the grouping of the UI language', () => {
    const { formatProgress } = useFormat()
    const progress = { done: 1250, total: 40000 }
    i18n.global.locale.value = 'es'
    expect(formatProgress(progress)).toEqual({ done: '1.250', total: '40.000' })
    i18n.global.locale.value = 'en'
    expect(formatProgress(progress)).toEqual({ done: '1,250', total: '40,000' })
  })

  it('follows a switch of language in text already on screen', () => {
    i18n.global.locale.value = 'es'
    const { formatEuros, formatDate } = useFormat()
    const shown = computed(() => `${formatEuros(2500)} · ${formatDate(undefined)}`)
    expect(shown.value).toBe(`2.500,00${NBSP}€ · Sin fecha`)
    i18n.global.locale.value = 'en'
    expect(shown.value).toBe('€2,500.00 · No date')
    i18n.global.locale.value = 'es'
    expect(shown.value).toBe(`2.500,00${NBSP}€ · Sin fecha`)
  })

  it('reads typed numbers with the separators of the UI language, and plain ones in both', () => {
    i18n.global.locale.value = 'es'
    const { parseNumber } = useFormat()
    expect(parseNumber('1.234,56 €')).toBe(1234.56)
    expect(parseNumber('1.234')).toBe(1234)
    expect(parseNumber('1234.5')).toBe(1234.5)
    expect(parseNumber('')).toBeNull()
    expect(parseNumber('abc')).toBeNull()
    i18n.global.locale.value = 'en'
    expect(parseNumber('€1,234.56')).toBe(1234.56)
    expect(parseNumber('1,234')).toBe(1234)
    expect(parseNumber('1.234')).toBe(1.234)
    expect(parseNumber('1,5')).toBe(1.5)
    expect(parseNumber('2,000,000')).toBe(2000000)
  })
})
