import { describe, expect, it } from 'vitest'
import Holidays from 'date-holidays'
import { holidayCalendar } from './holiday-calendar'

const library = () => Holidays

describe('the holidays of a case file', () => {
  it('are only the national ones without a province, not the days some communities keep', () => {
    const national = holidayCalendar(library)
    expect(national('2026-12-25')).toEqual({
      date: '2026-12-25',
      name: 'Navidad',
      scope: 'national',
    })
    // San José and Holy Thursday are holidays in some communities only.
    expect(national('2026-03-19')).toBeNull()
    expect(national('2026-04-02')).toBeNull()
  })

  it('adds the community of the province, with its substitute days', () => {
    const madrid = holidayCalendar(library, { province: 28 })
    expect(madrid('2026-04-02')?.scope).toBe('community')
    expect(madrid('2026-05-02')?.name).toBe('Día de la Comunidad de Madrid')
    expect(holidayCalendar(library, { province: 8 })('2026-09-11')?.scope).toBe('community')
    expect(holidayCalendar(library, { province: 8 })('2026-05-02')).toBeNull()
  })

  it('adds the advisor’s local holidays and the case file’s own', () => {
    const calendar = holidayCalendar(library, {
      local: [{ date: '2026-06-24', name: 'San Juan' }],
      caseFile: [{ date: '2026-06-25', name: 'Cierre del registro' }],
    })
    expect(calendar('2026-06-24')).toEqual({ date: '2026-06-24', name: 'San Juan', scope: 'local' })
    expect(calendar('2026-06-25')?.scope).toBe('case')
  })

  it('knows no community for a province code that is none', () => {
    expect(holidayCalendar(library, { province: 99 })('2026-04-02')).toBeNull()
  })
})
