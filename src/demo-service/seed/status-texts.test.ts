import { describe, expect, it } from 'vitest'
import { dayOf, isoOf, spanishDate } from '../dates'
import { generateGrants } from './grants'
import { parseStatusText } from '@shared/portfolio/portfolio-deadlines'
import { STATUS_TEXT_FORMS, statusTextOf } from './status-texts'

/** DD/MM/YYYY → YYYY-MM-DD, the way a reader of the text would. */
const iso = (text: string | undefined) => (text ? text.split('/').reverse().join('-') : null)

const formsOf = (text: string) => STATUS_TEXT_FORMS.filter((form) => form.pattern.test(text))

describe('status texts', () => {
  it('gives every form an example that only its own pattern matches', () => {
    for (const form of STATUS_TEXT_FORMS) {
      expect(formsOf(form.example).map((f) => f.kind)).toEqual([form.kind])
    }
  })

  it('produces only the listed forms, each of them some day, with the grant’s own dates', () => {
    const seen = new Set<string>()
    for (let day = dayOf('2026-01-01'); day < dayOf('2027-07-01'); day += 9) {
      const today = isoOf(day)
      for (const grant of generateGrants(1, today)) {
        const text = statusTextOf(grant, today)
        const [form, ...others] = formsOf(text)
        expect(others, text).toEqual([])
        if (!form) throw new Error(`Texto de estado no listado: ${text}`)
        seen.add(form.kind)
        const dates = form.pattern.exec(text)?.groups ?? {}
        if (dates.open !== undefined) expect(dates.open).toBe(spanishDate(grant.startDate))
        if (dates.close !== undefined) expect(dates.close).toBe(spanishDate(grant.endDate))
        const offered = grant.endDate >= today
        expect(form.offeredBySimulator, text).toBe(offered)
      }
    }
    expect([...seen].sort()).toEqual(STATUS_TEXT_FORMS.map((form) => form.kind).sort())
  })
})

describe('the app’s status_text parser', () => {
  it('reads every form the demo service produces: the dates of those that carry them, none of the others', () => {
    expect(STATUS_TEXT_FORMS.length).toBeGreaterThan(0)
    for (const form of STATUS_TEXT_FORMS) {
      const groups = form.pattern.exec(form.example)?.groups ?? {}
      const parsed = parseStatusText(form.example)
      if (groups['open'] || groups['close']) {
        expect(parsed, form.example).toEqual({
          kind: 'dates',
          open: iso(groups['open']),
          close: iso(groups['close']),
        })
      } else {
        expect(parsed, form.example).toEqual({ kind: 'none' })
      }
    }
  })
})
