import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { deadlinesOf } from '@shared/portfolio/portfolio-deadlines'
import { row, run } from '../../../test/fixtures/portfolio-run'
import { deadlinesCalendar } from './ics'

describe('the deadlines calendar (.ics)', () => {
  const view = deadlinesOf(
    run([
      row(1, 'b-grant', 'Abierta hasta el 30/06/2026'),
      row(2, 'b-grant', 'Abierta hasta el 30/06/2026'),
      row(1, 'a-grant', 'Apertura el 02/12/2026 y cierre el 15/01/2027'),
      row(3, 'a-same-day', 'Abierta hasta el 02/12/2026'),
      row(3, 'funds', 'Abierta hasta agotar fondos'),
      row(2, 'odd', 'Abierta hasta el 31/02/2026'),
    ]),
  )

  it('exports one all-day event per deadline that an iCalendar parser reads back', () => {
    const text = deadlinesCalendar(view, 'es')
    const calendar = ICAL.Component.fromString(text)
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(events).toHaveLength(view.deadlines.length)
    const first = events[0]
    expect(first?.startDate.isDate).toBe(true)
    expect(first?.startDate.toString()).toBe('2026-06-30')
    expect(first?.endDate.toString()).toBe('2026-07-01')
    expect(first?.summary).toBe('Cierre: Ayuda b-grant')
    expect(first?.description).toBe('Clientes: Cliente 1, Cliente 2')
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length)
    expect(events.map((e) => e.summary)).toContain('Apertura: Ayuda a-grant')
  })

  it('reminds of each closing at 9:00 a week before and the day before; an opening has no reminder', () => {
    const calendar = ICAL.Component.fromString(deadlinesCalendar(view, 'es'))
    const alarmsOf = (slug: string, kind: string) => {
      const event = calendar
        .getAllSubcomponents('vevent')
        .find(
          (e) =>
            String(e.getFirstPropertyValue('uid')).startsWith(`${kind}-`) &&
            String(e.getFirstPropertyValue('uid')).endsWith(`-${slug}@grants-desk`),
        )
      return (event?.getAllSubcomponents('valarm') ?? []).map((alarm) => {
        const seconds = (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()
        const days = Math.floor(seconds / 86_400)
        return {
          action: alarm.getFirstPropertyValue('action'),
          description: alarm.getFirstPropertyValue('description'),
          // Relative to the event's start, midnight of its day: 9:00 of the day N days before.
          at: { days, hour: (seconds - days * 86_400) / 3600 },
        }
      })
    }
    expect(alarmsOf('b-grant', 'close')).toEqual([
      {
        action: 'DISPLAY',
        description: 'Cierra dentro de una semana: Ayuda b-grant',
        at: { days: -7, hour: 9 },
      },
      { action: 'DISPLAY', description: 'Cierra mañana: Ayuda b-grant', at: { days: -1, hour: 9 } },
    ])
    expect(alarmsOf('a-grant', 'open')).toEqual([])
    const english = ICAL.Component.fromString(deadlinesCalendar(view, 'en'))
    const descriptions = english
      .getAllSubcomponents('vevent')
      .flatMap((e) => e.getAllSubcomponents('valarm'))
      .map((alarm) => String(alarm.getFirstPropertyValue('description')))
    expect(descriptions).toContain('Closes tomorrow: Ayuda a-same-day')
  })

  it('carries the case files’ running deadlines too, with their reminders', () => {
    const due = {
      id: 7,
      caseId: 4001,
      identifier: 'EXP-2026-04001',
      caseTitle: 'Kit Digital',
      clientId: 1,
      clientName: 'Gráficas Alcobendas SL',
      kind: 'subsanacion' as const,
      label: null,
      until: '2027-01-05',
    }
    const noRun = { runAt: null, deadlines: [], unparsed: [] }
    const calendar = ICAL.Component.fromString(deadlinesCalendar(noRun, 'es', [due]))
    const [event] = calendar.getAllSubcomponents('vevent')
    const read = new ICAL.Event(event)
    expect(read.startDate.toString()).toBe('2027-01-05')
    expect(read.summary).toBe('Subsanación: EXP-2026-04001 · Gráficas Alcobendas SL')
    expect(read.description).toBe(
      'Expediente EXP-2026-04001: Kit Digital. Cliente: Gráficas Alcobendas SL.',
    )
    expect(
      (event?.getAllSubcomponents('valarm') ?? []).map((a) =>
        a.getFirstPropertyValue('description'),
      ),
    ).toEqual([
      'Vence dentro de una semana: Subsanación: EXP-2026-04001 · Gráficas Alcobendas SL',
      'Vence mañana: Subsanación: EXP-2026-04001 · Gráficas Alcobendas SL',
    ])
    const both = ICAL.Component.fromString(
      deadlinesCalendar(view, 'en', [{ ...due, label: 'Firma' }]),
    )
    expect(both.getAllSubcomponents('vevent')).toHaveLength(view.deadlines.length + 1)
    expect(
      both.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('summary'))),
    ).toContain('Firma: EXP-2026-04001 · Gráficas Alcobendas SL')
  })
})
