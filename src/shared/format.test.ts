import { describe, it, expect } from 'vitest'
import {
  addDays,
  daysBetween,
  formatDate,
  formatMonth,
  formatDateTime,
  formatEuros,
  formatNumber,
  isIsoDate,
  isoDateOf,
  localIsoDate,
  madridToday,
  yearOfDate,
} from './format'

// Intl puts a no-break space (U+00A0) between the amount and «€»; the tests spell it out.
const NBSP = '\u00a0'

describe('formatEuros', () => {
  it('formats es-ES with two decimals and the euro sign after a no-break space', () => {
    expect(formatEuros(1234.56)).toBe(`1.234,56${NBSP}€`)
    expect(formatEuros(0)).toBe(`0,00${NBSP}€`)
    expect(formatEuros(0.5)).toBe(`0,50${NBSP}€`)
    expect(formatEuros(1_234_567.891)).toBe(`1.234.567,89${NBSP}€`)
    expect(formatEuros(-1234.5)).toBe(`-1.234,50${NBSP}€`)
  })

  it('groups 4-digit amounts too', () => {
    expect(formatEuros(1234.5)).toBe(`1.234,50${NBSP}€`)
    expect(formatEuros(1000)).toBe(`1.000,00${NBSP}€`)
  })

  it('shows «—» when there is no amount', () => {
    expect(formatEuros(null)).toBe('—')
    expect(formatEuros(undefined)).toBe('—')
    expect(formatEuros(Number.NaN)).toBe('—')
    expect(formatEuros(Number.POSITIVE_INFINITY)).toBe('—')
  })
})

describe('formatNumber', () => {
  it('uses up to two decimals by default and always groups', () => {
    expect(formatNumber(1234)).toBe('1.234')
    expect(formatNumber(1234.5)).toBe('1.234,5')
    expect(formatNumber(0.125)).toBe('0,13')
  })

  it('uses exactly the decimals asked for', () => {
    expect(formatNumber(1234, 2)).toBe('1.234,00')
    expect(formatNumber(12.3456, 1)).toBe('12,3')
    expect(formatNumber(99.6, 0)).toBe('100')
  })

  it('shows «—» when there is no number', () => {
    expect(formatNumber(null)).toBe('—')
    expect(formatNumber(Number.NaN, 2)).toBe('—')
  })
})

describe('isIsoDate', () => {
  it('accepts real calendar days', () => {
    for (const s of ['2024-01-31', '2024-02-29', '2000-02-29', '1999-12-31']) {
      expect(isIsoDate(s), s).toBe(true)
    }
  })

  it('rejects other text and impossible days', () => {
    for (const s of [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-1-5',
      '2024-01-05T00:00:00Z',
      ' 2024-01-05',
      '05/01/2024',
      '',
    ]) {
      expect(isIsoDate(s), s).toBe(false)
    }
    expect(isIsoDate(null)).toBe(false)
    expect(isIsoDate(20240105)).toBe(false)
  })
})

describe('formatDate', () => {
  it('rearranges YYYY-MM-DD without shifting the day', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024')
    expect(formatDate('2024-01-01')).toBe('01/01/2024')
    expect(formatDate('2023-12-31')).toBe('31/12/2023')
  })

  it('says «Sin fecha» when there is no date', () => {
    expect(formatDate(null)).toBe('Sin fecha')
    expect(formatDate(undefined)).toBe('Sin fecha')
    expect(formatDate('')).toBe('Sin fecha')
    expect(formatDate('  ')).toBe('Sin fecha')
  })

  it('returns malformed text as it was', () => {
    expect(formatDate('mañana')).toBe('mañana')
    expect(formatDate('2023-02-29')).toBe('2023-02-29')
    expect(formatDate('2024-03-05T10:00:00Z')).toBe('2024-03-05T10:00:00Z')
  })
})

describe('formatDateTime', () => {
  it('formats local time as dd/mm/aaaa hh:mm', () => {
    expect(formatDateTime(new Date(2024, 2, 5, 9, 7, 59).getTime())).toBe('05/03/2024 09:07')
    expect(formatDateTime(new Date(2023, 11, 31, 23, 59).getTime())).toBe('31/12/2023 23:59')
  })

  it('says «Sin fecha» for no valid instant', () => {
    expect(formatDateTime(Number.NaN)).toBe('Sin fecha')
    expect(formatDateTime(null)).toBe('Sin fecha')
    expect(formatDateTime(1e20)).toBe('Sin fecha')
  })
})

describe('in English', () => {
  it('writes amounts and numbers as en-GB does, grouping every thousand', () => {
    expect(formatEuros(1234.5, 'en')).toBe('€1,234.50')
    expect(formatEuros(-0.5, 'en')).toBe('-€0.50')
    expect(formatNumber(1234.567, undefined, 'en')).toBe('1,234.57')
    expect(formatNumber(1234, 2, 'en')).toBe('1,234.00')
  })

  it('keeps the day first, and says «No date» when there is none', () => {
    expect(formatDate('2024-03-05', 'en')).toBe('05/03/2024')
    expect(formatDate(null, 'en')).toBe('No date')
    expect(formatDateTime(Number.NaN, 'en')).toBe('No date')
    expect(formatDateTime(new Date(2024, 2, 5, 9, 7).getTime(), 'en')).toBe('05/03/2024 09:07')
  })

  it('shows «—» for no amount or number, as in Spanish', () => {
    expect(formatEuros(undefined, 'en')).toBe('—')
    expect(formatNumber(Number.POSITIVE_INFINITY, 0, 'en')).toBe('—')
  })
})

describe('calendar dates', () => {
  it('today on this computer and in Madrid', () => {
    expect(localIsoDate(new Date(2024, 1, 9, 23, 59))).toBe('2024-02-09')
    // 23:30 UTC on 31 December is already New Year's Day in Madrid.
    expect(madridToday(Date.UTC(2026, 11, 31, 23, 30))).toBe('2027-01-01')
  })

  it('builds a date from its numbers only when that day exists', () => {
    expect(isoDateOf(2024, 2, 29)).toBe('2024-02-29')
    expect(isoDateOf(2023, 2, 29)).toBeNull()
    expect(isoDateOf(2024, 13, 1)).toBeNull()
    expect(isoDateOf(2024, 1, 0)).toBeNull()
  })

  it('counts days across months, years and leap days; text that is no date gives null', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01')
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
    expect(addDays('31/12/2023', 1)).toBeNull()
    expect(daysBetween('2024-02-27', '2024-03-01')).toBe(3)
    expect(daysBetween('2024-03-01', '2024-02-27')).toBe(-3)
    expect(daysBetween('2024-03-01', 'mañana')).toBeNull()
  })

  it('reads the year of a date, and none of anything else', () => {
    expect(yearOfDate('2025-07-01')).toBe(2025)
    expect(yearOfDate(null)).toBeNull()
    expect(yearOfDate('2025-02-30')).toBeNull()
    expect(yearOfDate('2025')).toBeNull()
  })
})

describe('formatMonth', () => {
  it('names a month in words, long or short, in either language', () => {
    expect(formatMonth('2026-10')).toBe('octubre de 2026')
    expect(formatMonth('2026-01', 'en')).toBe('January 2026')
    expect(formatMonth('2026-10', 'es', true)).toBe('oct 2026')
    expect(formatMonth('2026-13x')).toBe('2026-13x')
  })
})
